import { describe, expect, it } from 'vitest';
import {
  CATEGORY_WORDS,
  describeFilters,
  FILLER_WORDS,
  filterChips,
  HINDI_SEARCH_WORDS,
  MAX_SEARCH_PRICE_RUPEES,
  MIN_BARE_RUPEES,
  PRICE_UNIT_WORDS,
  parseRupeeAmount,
  parseSearchText,
  SEARCH_CATEGORIES,
  type SearchFilters,
  type SearchPlace,
} from './search-parser.ts';

const PLACES: SearchPlace[] = [
  { city: 'Varanasi', aliases: ['Banaras', 'Benares', 'Kashi'], localities: ['Lanka', 'Sigra', 'Sarnath', 'Bhelupur'] },
  { city: 'Lucknow', aliases: [], localities: ['Gomti Nagar', 'Hazratganj', 'Indira Nagar', 'Aliganj'] },
  { city: 'Prayagraj', aliases: ['Allahabad'], localities: ['Civil Lines', 'Jhunsi'] },
  { city: 'Ayodhya', aliases: ['Faizabad'] },
  { city: 'Kanpur', aliases: [], localities: ['Civil Lines', 'Swaroop Nagar'] },
  { city: 'Greater Noida', aliases: [] },
  { city: 'Noida', aliases: [] },
];

const LAKH = 100_000;
const CRORE = 10_000_000;

describe('parseSearchText: phrasings a buyer types (with the known places)', () => {
  it.each<[string, SearchFilters]>([
    // The examples
    ['2 bhk lanka under 60 lakh', { bhk: [2], city: 'Varanasi', locality: 'Lanka', maxPrice: 60 * LAKH }],
    ['plot in sarnath below 30 l', { category: 'Plot', city: 'Varanasi', locality: 'Sarnath', maxPrice: 30 * LAKH }],
    ['3bhk varanasi 1 cr', { bhk: [3], city: 'Varanasi', maxPrice: CRORE }],
    ['flats between 40 and 80 lakh in lucknow', { category: 'Apartment', city: 'Lucknow', minPrice: 40 * LAKH, maxPrice: 80 * LAKH }],
    ['2 bhk flat lanka mein', { bhk: [2], category: 'Apartment', city: 'Varanasi', locality: 'Lanka' }],
    ['above 1.5 crore villa gomti nagar', { category: 'Villa', city: 'Lucknow', locality: 'Gomti Nagar', minPrice: 150 * LAKH }],
    ['house under 75L', { category: 'House', maxPrice: 75 * LAKH }],
    ['1 rk', { bhk: [0] }],
    ['4+ bhk', { bhk: [4] }],
    ['varanasi me plot 20 lakh tak', { category: 'Plot', city: 'Varanasi', maxPrice: 20 * LAKH }],

    // Case, punctuation and spacing
    ['2 BHK Flat in LANKA', { bhk: [2], category: 'Apartment', city: 'Varanasi', locality: 'Lanka' }],
    ['  Lanka,   Varanasi!  ', { city: 'Varanasi', locality: 'Lanka' }],
    ['2-bhk flat, sigra?', { bhk: [2], category: 'Apartment', city: 'Varanasi', locality: 'Sigra' }],
    ['GOMTINAGAR 3 BHK', { bhk: [3], city: 'Lucknow', locality: 'Gomti Nagar' }],
    ['gomti-nagar villa', { category: 'Villa', city: 'Lucknow', locality: 'Gomti Nagar' }],

    // Aliases give the canonical city
    ['flat in banaras', { category: 'Apartment', city: 'Varanasi' }],
    ['Benares 3 bhk house', { bhk: [3], category: 'House', city: 'Varanasi' }],
    ['kashi mein makan', { category: 'House', city: 'Varanasi' }],
    ['house in allahabad', { category: 'House', city: 'Prayagraj' }],
    ['faizabad plot 15 lakh', { category: 'Plot', city: 'Ayodhya', maxPrice: 15 * LAKH }],
    ['greater noida plot', { category: 'Plot', city: 'Greater Noida' }],

    // Hindi-English mixes
    ['ayodhya mein zameen 10 lakh se kam', { category: 'Plot', city: 'Ayodhya', maxPrice: 10 * LAKH }],
    ['lucknow me 3 bhk flat 50 lakh se upar', { bhk: [3], category: 'Apartment', city: 'Lucknow', minPrice: 50 * LAKH }],
    ['1 cr se zyada kothi', { category: 'House', minPrice: CRORE }],
    ['50 lakh se 1 crore tak ghar banaras', { category: 'House', city: 'Varanasi', minPrice: 50 * LAKH, maxPrice: CRORE }],
    ['40 se 60 lakh ke beech 2 bhk', { bhk: [2], minPrice: 40 * LAKH, maxPrice: 60 * LAKH }],
    ['20 lakh ke andar plot chahiye', { category: 'Plot', maxPrice: 20 * LAKH }],
    ['sigra ke pass dukaan', { category: 'Commercial', city: 'Varanasi', locality: 'Sigra' }],
    ['do bhk flat lucknow mai', { bhk: [2], category: 'Apartment', city: 'Lucknow' }],

    // Price words and amounts
    ['40-80 lakh', { minPrice: 40 * LAKH, maxPrice: 80 * LAKH }],
    ['40 lakh to 1.2 cr flat', { category: 'Apartment', minPrice: 40 * LAKH, maxPrice: 120 * LAKH }],
    ['from 30 to 45 lakh plot', { category: 'Plot', minPrice: 30 * LAKH, maxPrice: 45 * LAKH }],
    ['1-1.5 cr kothi', { category: 'House', minPrice: CRORE, maxPrice: 150 * LAKH }],
    ['40lakh–1cr', { minPrice: 40 * LAKH, maxPrice: CRORE }],
    ['under ₹45,00,000', { maxPrice: 4_500_000 }],
    ['below rs 50 lakh', { maxPrice: 50 * LAKH }],
    ['rs.45 lakh flat', { category: 'Apartment', maxPrice: 45 * LAKH }],
    ['upto 35 lacs', { maxPrice: 35 * LAKH }],
    ['up to 2 crores', { maxPrice: 2 * CRORE }],
    ['within 90 lakhs budget', { maxPrice: 90 * LAKH }],
    ['less than 25 lakh plot', { category: 'Plot', maxPrice: 25 * LAKH }],
    ['more than 2 cr commercial', { category: 'Commercial', minPrice: 2 * CRORE }],
    ['over 80 lakh', { minPrice: 80 * LAKH }],
    ['50 lakh and above', { minPrice: 50 * LAKH }],
    ['60l+ villa', { category: 'Villa', minPrice: 60 * LAKH }],
    ['shop under 50k', { category: 'Commercial', maxPrice: 50_000 }],
    ['below 5000000', { maxPrice: 5_000_000 }],
    ['50,00,000 tak', { maxPrice: 5_000_000 }],
    ['₹85,000', { maxPrice: 85_000 }],
    ['budget 60 lakh', { maxPrice: 60 * LAKH }],
    ['1.15 cr', { maxPrice: 11_500_000 }],
    ['62.5 lakh', { maxPrice: 6_250_000 }],
    ['under 60 lakh above 40 lakh', { minPrice: 40 * LAKH, maxPrice: 60 * LAKH }],

    // Bedrooms
    ['2 or 3 bhk gomtinagar', { bhk: [2, 3], city: 'Lucknow', locality: 'Gomti Nagar' }],
    ['2/3 bhk', { bhk: [2, 3] }],
    ['2,3 bhk', { bhk: [2, 3] }],
    ['2-3 bhk', { bhk: [2, 3] }],
    ['1 to 4 bhk', { bhk: [1, 2, 3, 4] }],
    ['between 2 and 3 bhk', { bhk: [2, 3] }],
    ['2 bhk and 3 bhk', { bhk: [2, 3] }],
    ['3+ bhk villa', { bhk: [3, 4], category: 'Villa' }],
    ['3 bhk or more', { bhk: [3, 4] }],
    ['4 plus bhk', { bhk: [4] }],
    ['5 bhk kothi', { bhk: [4], category: 'House' }],
    ['two bhk apartment sigra', { bhk: [2], category: 'Apartment', city: 'Varanasi', locality: 'Sigra' }],
    ['3 bedroom house', { bhk: [3], category: 'House' }],
    ['1rk flat near bhu', { bhk: [0], category: 'Apartment', text: 'bhu' }],
    ['1 rk or 1 bhk', { bhk: [0, 1] }],

    // Localities and cities that disagree or are ambiguous
    ['independent house civil lines', { category: 'House', locality: 'Civil Lines' }],
    ['independent house civil lines kanpur', { category: 'House', city: 'Kanpur', locality: 'Civil Lines' }],
    ['civil lines allahabad', { city: 'Prayagraj', locality: 'Civil Lines' }],
    ['lanka lucknow', { city: 'Lucknow', text: 'lanka' }],
    ['varanasi or lucknow', { city: 'Varanasi', text: 'lucknow' }],
    ['varanasi banaras flat', { category: 'Apartment', city: 'Varanasi' }],
    ['sigra lanka', { city: 'Varanasi', locality: 'Sigra', text: 'lanka' }],

    // Words it does not understand stay in the text, as typed
    ['sector 62 noida flat', { category: 'Apartment', city: 'Noida', text: 'sector 62' }],
    ['sector-62 noida', { city: 'Noida', text: 'sector-62' }],
    ['under construction flat', { category: 'Apartment', text: 'under construction' }],
    ['2.5 bhk flat', { category: 'Apartment', text: '2.5 bhk' }],
    ['g+1 house for sale', { category: 'House', text: 'g+1' }],
    ['plot or house', { category: 'Plot', text: 'house' }],
    ['Sunrise Apartments, Sigra', { category: 'Apartment', city: 'Varanasi', locality: 'Sigra', text: 'Sunrise' }],
    ['house 2 km from BHU', { category: 'House', text: '2 km from BHU' }],
    ['5000 crore', { text: '5000 crore' }],
    ['under 60', { text: 'under 60' }],
    ['85000', { text: '85000' }],
    ['40-80', { text: '40-80' }],
    ['0 bhk', { text: '0 bhk' }],
    ['flatiron house', { category: 'House', text: 'flatiron' }],
    ['lankadhish', { text: 'lankadhish' }],
    ['sector 5 k block plot', { category: 'Plot', text: 'sector 5 k block' }],
    ['shop 50 thousand', { category: 'Commercial', maxPrice: 50_000 }],
  ])('%j', (query, expected) => {
    expect(parseSearchText(query, PLACES)).toEqual(expected);
  });
});

describe('parseSearchText: without a places list', () => {
  it.each<[string, SearchFilters]>([
    ['2 bhk lanka under 60 lakh', { bhk: [2], maxPrice: 60 * LAKH, text: 'lanka' }],
    ['2 bhk flat lanka mein', { bhk: [2], category: 'Apartment', text: 'lanka' }],
    ['plot in sarnath below 30 l', { category: 'Plot', maxPrice: 30 * LAKH, text: 'sarnath' }],
    ['3bhk varanasi 1 cr', { bhk: [3], maxPrice: CRORE, text: 'varanasi' }],
    ['Near BHU Lanka 2BHK', { bhk: [2], text: 'BHU Lanka' }],
  ])('%j', (query, expected) => {
    expect(parseSearchText(query)).toEqual(expected);
    expect(parseSearchText(query, [])).toEqual(expected);
  });
});

describe('parseSearchText: rules', () => {
  it('gives nothing for a blank search or filler words only', () => {
    expect(parseSearchText('', PLACES)).toEqual({});
    expect(parseSearchText('   ', PLACES)).toEqual({});
    expect(parseSearchText('in the for sale , ke pass', PLACES)).toEqual({});
  });

  it('computes amounts exactly and rounds half up to the rupee', () => {
    // 1.15 × 1,00,00,000 as a float is 11499999.999999998
    expect(parseSearchText('1.15 cr').maxPrice).toBe(11_500_000);
    expect(parseSearchText('under 1.2345678 cr').maxPrice).toBe(12_345_678);
    expect(parseSearchText('under 0.000005 l').maxPrice).toBe(1); // 0.5 rupee → 1
    expect(parseSearchText('under 0.000004 l').maxPrice).toBe(0);
    expect(parseSearchText('0.29 cr').maxPrice).toBe(2_900_000);
  });

  it('keeps prices within 1,000 crore', () => {
    expect(MAX_SEARCH_PRICE_RUPEES).toBe(10_000_000_000);
    expect(parseSearchText('under 1000 cr').maxPrice).toBe(MAX_SEARCH_PRICE_RUPEES);
    expect(parseSearchText('under 1000.01 cr')).toEqual({ text: 'under 1000.01 cr' });
  });

  it('reads a unitless number as rupees only after a price word and from ₹1,000', () => {
    expect(MIN_BARE_RUPEES).toBe(1_000);
    expect(parseSearchText('under 1000')).toEqual({ maxPrice: 1_000 });
    expect(parseSearchText('under 999')).toEqual({ text: 'under 999' });
    expect(parseSearchText('between 500000 and 900000')).toEqual({ minPrice: 500_000, maxPrice: 900_000 });
  });

  it('swaps bounds given the wrong way round', () => {
    expect(parseSearchText('between 80 and 40 lakh')).toEqual({ minPrice: 40 * LAKH, maxPrice: 80 * LAKH });
    expect(parseSearchText('above 1 cr under 80 lakh')).toEqual({ minPrice: 80 * LAKH, maxPrice: CRORE });
  });

  it('lets the last of two same bounds win', () => {
    expect(parseSearchText('under 50 lakh under 70 lakh')).toEqual({ maxPrice: 70 * LAKH });
  });

  it('reads a bedroom count before a price, so "4+" is not read as rupees', () => {
    expect(parseSearchText('4+ bhk 1.5 cr+')).toEqual({ bhk: [4], minPrice: 150 * LAKH });
  });

  it('takes the spelling of localities and cities from the places list', () => {
    expect(parseSearchText('HAZRATGANJ office', PLACES)).toEqual({ category: 'Commercial', city: 'Lucknow', locality: 'Hazratganj' });
    expect(parseSearchText('office space hazratganj', PLACES)).toEqual({ category: 'Commercial', city: 'Lucknow', locality: 'Hazratganj' });
  });

  it('prefers a city over a locality of the same name', () => {
    const places: SearchPlace[] = [
      { city: 'Varanasi', aliases: ['Kashi'] },
      { city: 'Mathura', aliases: [], localities: ['Kashi'] },
    ];
    expect(parseSearchText('kashi', places)).toEqual({ city: 'Varanasi' });
  });

  it('reads every category word in any case', () => {
    for (const [word, category] of Object.entries(CATEGORY_WORDS)) {
      expect(parseSearchText(`${word.toUpperCase()} in lucknow`, PLACES), word).toEqual({ category, city: 'Lucknow' });
    }
  });

  it('does not throw on odd input', () => {
    for (const text of [
      '5 constructor',
      'toString bhk',
      '2 __proto__',
      'under 3 hasOwnProperty',
      '₹',
      '-',
      '+',
      '/-',
      'rs',
      'between',
      'under under',
      '१२ लाख',
      '🏠 2 bhk',
      '\u0000',
      'a'.repeat(5_000),
    ]) {
      expect(() => parseSearchText(text, PLACES)).not.toThrow();
    }
    expect(parseSearchText('🏠 2 bhk')).toEqual({ bhk: [2] });
    expect(parseSearchText('5 constructor toString bhk')).toEqual({ text: '5 constructor toString bhk' });
    // without a places list a Hindi city name stays text, as typed; the category is still read
    expect(parseSearchText('लखनऊ फ्लैट')).toEqual({ category: 'Apartment', text: 'लखनऊ' });
  });
});

describe('vocabulary', () => {
  it('maps the issue’s category words', () => {
    expect(SEARCH_CATEGORIES).toEqual(['Apartment', 'Plot', 'House', 'Villa', 'Commercial']);
    const required: Record<string, string> = {
      flat: 'Apartment',
      flats: 'Apartment',
      apartment: 'Apartment',
      plot: 'Plot',
      land: 'Plot',
      house: 'House',
      home: 'House',
      kothi: 'House',
      villa: 'Villa',
      shop: 'Commercial',
      office: 'Commercial',
      commercial: 'Commercial',
    };
    for (const [word, category] of Object.entries(required)) expect(CATEGORY_WORDS[word]).toBe(category);
    for (const category of Object.values(CATEGORY_WORDS)) expect(SEARCH_CATEGORIES).toContain(category);
  });

  it('drops the issue’s filler words', () => {
    for (const word of ['in', 'mein', 'me', 'near', 'at', 'for', 'sale', 'buy', 'ke', 'ka', 'ki', 'pass', 'the', 'a']) {
      expect(FILLER_WORDS).toContain(word);
      expect(parseSearchText(`${word} lanka`)).toEqual({ text: 'lanka' });
    }
  });

  it('knows lakh, crore and thousand', () => {
    for (const [word, rupees] of Object.entries(PRICE_UNIT_WORDS)) {
      expect([LAKH, CRORE, 1_000]).toContain(rupees);
      const typed = word === 'k' ? 'under 3k' : `under 3 ${word}`;
      expect(parseSearchText(typed).maxPrice, word).toBe(3 * rupees);
    }
  });
});

describe('parseRupeeAmount', () => {
  it.each<[string, number | undefined]>([
    ['60 lakh', 6_000_000],
    ['60lakh', 6_000_000],
    ['75L', 7_500_000],
    ['1.5 cr', 15_000_000],
    ['1.15 Crore', 11_500_000],
    ['₹45,00,000', 4_500_000],
    ['Rs. 45,00,000/-', 4_500_000],
    ['4,500,000', 4_500_000],
    ['85000', 85_000],
    ['50k', 50_000],
    ['0', 0],
    ['1000 cr', 10_000_000_000],
    ['1000.01 cr', undefined],
    ['', undefined],
    ['lakh', undefined],
    ['-5 lakh', undefined],
    ['60 lakh flat', undefined],
    ['under 60 lakh', undefined],
  ])('%j → %s', (text, rupees) => {
    expect(parseRupeeAmount(text)).toBe(rupees);
  });
});

describe('describeFilters and filterChips', () => {
  it('labels the issue’s examples', () => {
    expect(describeFilters({ bhk: [2], category: 'Apartment', city: 'Varanasi', maxPrice: 6_000_000 })).toEqual([
      '2 BHK',
      'Apartment',
      'Varanasi',
      'Under ₹60 L',
    ]);
    expect(describeFilters({ minPrice: 4_000_000, maxPrice: 8_000_000 })).toEqual(['₹40 L – ₹80 L']);
  });

  it('labels every kind of filter in a fixed order', () => {
    expect(
      describeFilters({ text: 'near bhu', maxPrice: CRORE, city: 'Varanasi', locality: 'Lanka', category: 'House', bhk: [0, 1, 3, 4] }),
    ).toEqual(['1 RK', '1 BHK', '3 BHK', '4+ BHK', 'House', 'Lanka', 'Varanasi', 'Under ₹1 Cr', '“near bhu”']);
  });

  it('labels a lowest price alone, and equal bounds as one value', () => {
    expect(describeFilters({ minPrice: 15_000_000 })).toEqual(['Above ₹1.5 Cr']);
    expect(describeFilters({ minPrice: 6_000_000, maxPrice: 6_000_000 })).toEqual(['₹60 L']);
    expect(describeFilters({ maxPrice: 85_000 })).toEqual(['Under ₹85,000']);
    expect(describeFilters({ maxPrice: 9_999_999 })).toEqual(['Under ₹1 Cr']);
  });

  it('gives nothing for no filters', () => {
    expect(describeFilters({})).toEqual([]);
  });

  it('says which filter each chip stands for', () => {
    expect(filterChips(parseSearchText('2 or 3 bhk flat lanka 40-80 lakh near bhu', PLACES))).toEqual([
      { key: 'bhk', bhk: 2, label: '2 BHK' },
      { key: 'bhk', bhk: 3, label: '3 BHK' },
      { key: 'category', label: 'Apartment' },
      { key: 'locality', label: 'Lanka' },
      { key: 'city', label: 'Varanasi' },
      { key: 'price', label: '₹40 L – ₹80 L' },
      { key: 'text', label: '“bhu”' },
    ]);
  });

  it('refuses an impossible price', () => {
    expect(() => describeFilters({ maxPrice: -1 })).toThrow(RangeError);
  });
});

describe('parseSearchText: Hindi in Devanagari', () => {
  const cases: [string, SearchFilters][] = [
    ['वाराणसी में 2 बीएचके फ्लैट 45 लाख तक', { bhk: [2], category: 'Apartment', city: 'Varanasi', maxPrice: 45 * LAKH }],
    [
      'लंका के पास प्लॉट 20 से 40 लाख के बीच',
      { category: 'Plot', city: 'Varanasi', locality: 'Lanka', minPrice: 20 * LAKH, maxPrice: 40 * LAKH },
    ],
    ['लखनऊ गोमती नगर मकान 1.5 करोड़ से कम', { category: 'House', city: 'Lucknow', locality: 'Gomti Nagar', maxPrice: 1.5 * CRORE }],
    // करोड़ typed with the nukta as its own mark (ड + ़), as many keyboards write it
    ['कानपुर दुकान 1 करोड\u093C से ऊपर', { category: 'Commercial', city: 'Kanpur', minPrice: CRORE }],
    // Devanagari digits
    ['इलाहाबाद ३ बीएचके ६० लाख', { bhk: [3], city: 'Prayagraj', maxPrice: 60 * LAKH }],
    ['दो बीएचके बनारस', { bhk: [2], city: 'Varanasi' }],
    ['₹50 हज़ार से ज़्यादा', { minPrice: 50_000 }],
    // a word it does not know stays as typed
    ['गंगा किनारे फ्लैट', { category: 'Apartment', text: 'गंगा किनारे' }],
  ];
  for (const [query, expected] of cases) {
    it(`reads "${query}"`, () => {
      expect(parseSearchText(query, PLACES)).toEqual(expected);
    });
  }

  it('reads a Hindi amount in the price box', () => {
    expect(parseRupeeAmount('45 लाख')).toBe(45 * LAKH);
    expect(parseRupeeAmount('१.१५ करोड़')).toBe(11_500_000);
    expect(parseRupeeAmount('लाख')).toBeUndefined();
  });

  it('maps every Hindi word to a word the English rules know', () => {
    const known = new Set([
      ...Object.keys(PRICE_UNIT_WORDS),
      ...Object.keys(CATEGORY_WORDS),
      ...FILLER_WORDS,
      ...PLACES.flatMap((place) =>
        [place.city, ...place.aliases, ...(place.localities ?? [])].flatMap((name) => name.toLowerCase().split(' ')),
      ),
      ...['tak', 'kam', 'neeche', 'upar', 'zyada', 'adhik', 'andar', 'beech', 'bhk', 'bedroom', 'rk', 'ek', 'do', 'teen', 'char', 'panch'],
      ...['rupaye', 'rs', 'gorakhpur', 'agra', 'meerut', 'ghaziabad', 'mahmoorganj'],
    ]);
    const unknown = Object.values(HINDI_SEARCH_WORDS).filter((word) => !known.has(word));
    expect(unknown).toEqual([]);
  });
});
