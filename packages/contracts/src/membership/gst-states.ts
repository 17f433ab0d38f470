/**
 * The states and union territories of India with their two-digit GST state codes (the first two
 * digits of a GSTIN; CBIC's list of state codes), for the place of supply of a Pro purchase
 * (docs/product/payments.md, "Price and tax"; IGST Act 2017, s. 12). Shared by the API and the
 * checkout's state picker.
 */

/** One state or union territory: its GST state code (two digits), its name and its Hindi name. */
export type GstState = { code: string; name: string; nameHi: string; unionTerritory: boolean };

/** Every state and union territory, by code. Code 25 (Daman and Diu) was merged into 26 in 2020 and is read as 26. */
export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir', nameHi: 'जम्मू और कश्मीर', unionTerritory: true },
  { code: '02', name: 'Himachal Pradesh', nameHi: 'हिमाचल प्रदेश', unionTerritory: false },
  { code: '03', name: 'Punjab', nameHi: 'पंजाब', unionTerritory: false },
  { code: '04', name: 'Chandigarh', nameHi: 'चंडीगढ़', unionTerritory: true },
  { code: '05', name: 'Uttarakhand', nameHi: 'उत्तराखंड', unionTerritory: false },
  { code: '06', name: 'Haryana', nameHi: 'हरियाणा', unionTerritory: false },
  { code: '07', name: 'Delhi', nameHi: 'दिल्ली', unionTerritory: true },
  { code: '08', name: 'Rajasthan', nameHi: 'राजस्थान', unionTerritory: false },
  { code: '09', name: 'Uttar Pradesh', nameHi: 'उत्तर प्रदेश', unionTerritory: false },
  { code: '10', name: 'Bihar', nameHi: 'बिहार', unionTerritory: false },
  { code: '11', name: 'Sikkim', nameHi: 'सिक्किम', unionTerritory: false },
  { code: '12', name: 'Arunachal Pradesh', nameHi: 'अरुणाचल प्रदेश', unionTerritory: false },
  { code: '13', name: 'Nagaland', nameHi: 'नगालैंड', unionTerritory: false },
  { code: '14', name: 'Manipur', nameHi: 'मणिपुर', unionTerritory: false },
  { code: '15', name: 'Mizoram', nameHi: 'मिज़ोरम', unionTerritory: false },
  { code: '16', name: 'Tripura', nameHi: 'त्रिपुरा', unionTerritory: false },
  { code: '17', name: 'Meghalaya', nameHi: 'मेघालय', unionTerritory: false },
  { code: '18', name: 'Assam', nameHi: 'असम', unionTerritory: false },
  { code: '19', name: 'West Bengal', nameHi: 'पश्चिम बंगाल', unionTerritory: false },
  { code: '20', name: 'Jharkhand', nameHi: 'झारखंड', unionTerritory: false },
  { code: '21', name: 'Odisha', nameHi: 'ओडिशा', unionTerritory: false },
  { code: '22', name: 'Chhattisgarh', nameHi: 'छत्तीसगढ़', unionTerritory: false },
  { code: '23', name: 'Madhya Pradesh', nameHi: 'मध्य प्रदेश', unionTerritory: false },
  { code: '24', name: 'Gujarat', nameHi: 'गुजरात', unionTerritory: false },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', nameHi: 'दादरा और नगर हवेली और दमन और दीव', unionTerritory: true },
  { code: '27', name: 'Maharashtra', nameHi: 'महाराष्ट्र', unionTerritory: false },
  { code: '29', name: 'Karnataka', nameHi: 'कर्नाटक', unionTerritory: false },
  { code: '30', name: 'Goa', nameHi: 'गोवा', unionTerritory: false },
  { code: '31', name: 'Lakshadweep', nameHi: 'लक्षद्वीप', unionTerritory: true },
  { code: '32', name: 'Kerala', nameHi: 'केरल', unionTerritory: false },
  { code: '33', name: 'Tamil Nadu', nameHi: 'तमिलनाडु', unionTerritory: false },
  { code: '34', name: 'Puducherry', nameHi: 'पुडुचेरी', unionTerritory: true },
  { code: '35', name: 'Andaman and Nicobar Islands', nameHi: 'अंडमान और निकोबार द्वीपसमूह', unionTerritory: true },
  { code: '36', name: 'Telangana', nameHi: 'तेलंगाना', unionTerritory: false },
  { code: '37', name: 'Andhra Pradesh', nameHi: 'आंध्र प्रदेश', unionTerritory: false },
  { code: '38', name: 'Ladakh', nameHi: 'लद्दाख', unionTerritory: true },
];

/** Other names people type for a state (lower case, without spaces or punctuation) → its code. */
const OTHER_NAMES: Readonly<Record<string, string>> = {
  up: '09',
  uttaranchal: '05',
  orissa: '21',
  pondicherry: '34',
  newdelhi: '07',
  nctofdelhi: '07',
  nationalcapitalterritoryofdelhi: '07',
  jammuandkashmir: '01',
  jammukashmir: '01',
  andamannicobar: '35',
  damananddiu: '26',
  dadraandnagarhaveli: '26',
  mp: '23',
  hp: '02',
};

/** A name as compared: lower case, '&' read as 'and', spaces and punctuation dropped. */
const comparable = (value: string): string =>
  value
    .normalize('NFC')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The state or union territory `value` names: its two-digit GST state code ('9' and '09' both
 * read as Uttar Pradesh; 25 as 26), its English or Hindi name in any case and spacing ('uttar
 * pradesh', 'Uttar  Pradesh', 'उत्तर प्रदेश'), or a common other name ('UP', 'Orissa', 'New
 * Delhi'). Undefined for anything else.
 */
export function gstStateOf(value: string): GstState | undefined {
  const trimmed = value.trim();
  if (/^\d{1,2}$/.test(trimmed)) {
    const code = trimmed.padStart(2, '0') === '25' ? '26' : trimmed.padStart(2, '0');
    return GST_STATES.find((state) => state.code === code);
  }
  const key = comparable(trimmed);
  if (key === '') return undefined;
  const byName = GST_STATES.find((state) => comparable(state.name) === key || comparable(state.nameHi) === key);
  if (byName) return byName;
  const code = OTHER_NAMES[key];
  return code === undefined ? undefined : GST_STATES.find((state) => state.code === code);
}
