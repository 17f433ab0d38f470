import type { AccountLanguage } from '@realty/contracts/accounts/fields';
import { formatDate } from '@realty/contracts/common/dates';

/**
 * The texts the person's rights send and write (docs/product/privacy-rights.md), in each language
 * an account can choose: the "your data is ready" SMS and e-mail, the readable summary inside the
 * export, the lead-withdrawn message to an associate and the inactive-account notice.
 */

/** What the files of an export hold, for the summary: `{ file name: number of records }`. */
type SummaryFacts = { kind: 'user' | 'associate' | 'builder'; name: string; at: Date; counts: Record<string, number> };

const FILE_WORDS: Record<AccountLanguage, Record<string, string>> = {
  en: {
    'favourites.json': 'Favourite listings',
    'recently-viewed.json': 'Listings you viewed',
    'enquiries.json': 'Enquiries',
    'saved-searches.json': 'Saved searches',
    'leads.json': 'Leads, each with its timeline',
    'visits.json': 'Site visits',
    'ledger.json': 'Brokerage ledger entries',
    'payouts.json': 'Payouts (with TDS)',
    'projects.json': 'Projects',
  },
  hi: {
    'favourites.json': 'पसंदीदा प्रॉपर्टी',
    'recently-viewed.json': 'आपकी देखी हुई प्रॉपर्टी',
    'enquiries.json': 'पूछताछ',
    'saved-searches.json': 'सहेजी गई खोजें',
    'leads.json': 'लीड, हर एक की टाइमलाइन के साथ',
    'visits.json': 'साइट विज़िट',
    'ledger.json': 'ब्रोकरेज लेजर की प्रविष्टियाँ',
    'payouts.json': 'भुगतान (TDS सहित)',
    'projects.json': 'प्रोजेक्ट',
  },
};

const SUMMARY: Record<AccountLanguage, { title: string; intro: string; files: string; masked: string; rights: string }> = {
  en: {
    title: 'Your data at Kashi Realty',
    intro: 'This file lists what we hold about {name} on {date}. Each .json file in this ZIP holds the records themselves.',
    files: 'What is in this download:',
    masked:
      'profile.json: your account details. Aadhaar, PAN and bank account numbers are shown with only their last 4 digits. invoices.json, bank-account.json and consents.json are included when they apply.',
    rights:
      'You can correct your details on your dashboard, and delete your account there ("Delete my account"). This download can be taken for 7 days.',
  },
  hi: {
    title: 'काशी रियल्टी पर आपका डेटा',
    intro: 'इस फ़ाइल में लिखा है कि {date} को {name} के बारे में हमारे पास क्या है। इस ZIP की हर .json फ़ाइल में पूरे रिकॉर्ड हैं।',
    files: 'इस डाउनलोड में क्या है:',
    masked:
      'profile.json: आपके खाते की जानकारी। आधार, PAN और बैंक खाते के नंबर के सिर्फ़ आख़िरी 4 अंक दिखाए गए हैं। invoices.json, bank-account.json और consents.json जहाँ लागू हों, शामिल हैं।',
    rights: 'आप अपने डैशबोर्ड पर अपनी जानकारी ठीक कर सकते हैं और वहीं अपना खाता हटा सकते हैं ("मेरा खाता हटाएँ")। यह डाउनलोड 7 दिन तक लिया जा सकता है।',
  },
};

/**
 * The readable summary (`summary.txt`) of an export in `language`: the title, whose data and
 * when, one line per file with its number of records, how sensitive numbers are masked, and the
 * person's other rights.
 */
export function summaryText(language: AccountLanguage, facts: SummaryFacts): string {
  const t = SUMMARY[language];
  const lines = [
    t.title,
    '',
    t.intro.replace('{name}', facts.name || '—').replace('{date}', formatDate(facts.at.toISOString(), language)),
    '',
    t.files,
    ...Object.entries(facts.counts).map(([file, count]) => `- ${file}: ${FILE_WORDS[language][file] ?? file} (${count})`),
    '',
    t.masked,
    '',
    t.rights,
  ];
  return `${lines.join('\n')}\n`;
}

/** The "your data is ready" SMS and e-mail in `language`, with the last day it can be downloaded. */
export function exportReadyTexts(language: AccountLanguage, expiresAt: Date): { sms: string; subject: string; body: string; note: string } {
  const until = formatDate(expiresAt.toISOString(), language);
  if (language === 'hi') {
    return {
      sms: `काशी रियल्टी: आपका डेटा डाउनलोड के लिए तैयार है। अपने डैशबोर्ड पर "मेरा डेटा डाउनलोड करें" से ${until} तक लें।`,
      subject: 'आपका डेटा डाउनलोड के लिए तैयार है',
      body: `आपने जो डेटा माँगा था, वह तैयार है। अपने डैशबोर्ड पर साइन इन करें और "मेरा डेटा डाउनलोड करें" से ZIP फ़ाइल लें। यह ${until} तक मिलेगी।`,
      note: 'अगर आपने यह नहीं माँगा था, तो अपना पासवर्ड बदलें और हमें बताएँ।',
    };
  }
  return {
    sms: `Kashi Realty: your data is ready. Download it from "Download my data" on your dashboard until ${until}.`,
    subject: 'Your data is ready to download',
    body: `The copy of your data you asked for is ready. Sign in to your dashboard and use "Download my data" to get the ZIP file. It can be downloaded until ${until}.`,
    note: 'If you did not ask for this, please change your password and tell us.',
  };
}

/** The lead-withdrawn note on the lead's timeline, in English and Hindi. */
export const LEAD_WITHDRAWN = {
  en: 'The customer closed their account: this lead is withdrawn.',
  hi: 'ग्राहक ने अपना खाता बंद कर दिया: यह लीड वापस ले ली गई है।',
} as const;

/** The timeline note of a lead handed back because its associate closed their account, in English and Hindi. */
export const LEAD_RELEASED = {
  en: 'The associate closed their account: this lead waits for staff to give it to another associate.',
  hi: 'एसोसिएट ने अपना खाता बंद कर दिया: यह लीड किसी दूसरे एसोसिएट को देने के लिए स्टाफ़ का इंतज़ार कर रही है।',
} as const;

/** The SMS to the associate whose lead in `city` was withdrawn, in `language`. */
export function leadWithdrawnSms(language: AccountLanguage, city: string): { title: string; text: string } {
  return language === 'hi'
    ? { title: 'लीड वापस ली गई', text: `काशी रियल्टी: ${city} की आपकी लीड वापस ले ली गई है, क्योंकि ग्राहक ने अपना खाता बंद कर दिया।` }
    : { title: 'Lead withdrawn', text: `Kashi Realty: your lead in ${city} is withdrawn because the customer closed their account.` };
}

/** The SMS 48 hours before an inactive account is erased, in `language`. */
export function inactivityNoticeSms(language: AccountLanguage, hours: number): string {
  return language === 'hi'
    ? `काशी रियल्टी: आपका खाता 3 साल से इस्तेमाल नहीं हुआ है। ${hours} घंटे में इसे और इसका डेटा मिटा दिया जाएगा। रखना हो तो उससे पहले साइन इन करें।`
    : `Kashi Realty: your account has not been used for 3 years. It and its data will be erased in ${hours} hours. Sign in before then to keep it.`;
}

/** The SMS that confirms a deletion request, in `language`, with the day the data will be erased. */
export function deletionRequestedSms(language: AccountLanguage, eraseAfter: Date): string {
  const day = formatDate(eraseAfter.toISOString(), language);
  return language === 'hi'
    ? `काशी रियल्टी: आपका खाता बंद कर दिया गया है। आपका डेटा ${day} को मिटा दिया जाएगा। उससे पहले साइन इन करके आप इसे रद्द कर सकते हैं।`
    : `Kashi Realty: your account is closed. Your data will be erased on ${day}. Sign in before then to cancel.`;
}
