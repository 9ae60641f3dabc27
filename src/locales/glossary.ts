// The product's words in English and Bangla: one Bangla word per term, used on every screen, in every
// server message and in every seeded text, so a player never meets two words for one thing (or one word
// for two things: Void is ভয়েড, Cancel is বাতিল, so a bet history tells a voided market from a
// cancelled bet).
//
// How to use it: before writing a Bangla text whose English says one of these terms, take the Bangla
// from here. tests/unit/bangla-glossary.test.ts walks every Bangla text (src/locales/bn, the seeded
// content, the names the exchange builds) and fails when the English twin of a text says a term but
// the Bangla does not use the glossary's word, and when any Bangla text or source file holds a word in
// `never`. Where an English text uses a word in another sense (Withdraw a promotion, Back as in go
// back), list the text's id under `otherSense` with the sense. To change a word, change it here and
// in every text the test then names. The app never imports this file.

/** A Bengali word standing alone: no Bengali letter or sign right before it or after its endings. */
const word = (stem: string, endings = '') => new RegExp(`(?<![\\u0980-\\u09FF])${stem}(?:${endings})?(?![\\u0980-\\u09FF])`, 'u');

export interface GlossaryTerm {
  en: string;
  bn: string;
  /** Finds the term in an English text: whole words, in the inflections the product uses. */
  inEnglish: RegExp;
  /** What the Bangla twin of such a text must hold (the word or an inflected form); `bn` when absent. */
  forms?: (string | RegExp)[];
  /** Rival renderings no Bangla text may hold anywhere. */
  never?: string[];
  /** Text ids whose English uses the word in another sense, with that sense. */
  otherSense?: Record<string, string>;
  /** Why this word, where the choice was argued. */
  why?: string;
}

export const GLOSSARY: GlossaryTerm[] = [
  // Money in and out.
  { en: 'Deposit', bn: 'ডিপোজিট', inEnglish: /\bdeposit/i, why: 'জমা is Submit on the same screens' },
  {
    en: 'Withdrawal',
    bn: 'উত্তোলন',
    // "widthdraw": the wire's spelling of one server message, kept on the wire.
    inEnglish: /\bwid?thdraw/i,
    never: ['উইথড্র'],
    otherSense: { 'bn/engagement.json:withdraw': 'an operator withdraws a promotion (প্রত্যাহার)' },
  },
  { en: 'Funds', bn: 'ফান্ড', inEnglish: /\bfunds\b/i, never: ['তহবিল'] },
  { en: 'Balance', bn: 'ব্যালেন্স', inEnglish: /\bbalance/i },
  { en: 'Payment method', bn: 'পেমেন্ট পদ্ধতি', inEnglish: /\bpayment methods?\b/i },
  { en: 'Transaction ID', bn: 'ট্রানজেকশন আইডি', inEnglish: /\btransaction id\b/i, why: 'the words bKash and Nagad print on the receipt' },
  { en: 'Transaction', bn: 'লেনদেন', inEnglish: /\btransactions?\b(?! id)/i },
  { en: 'Promotion', bn: 'প্রমোশন', inEnglish: /\bpromotions?\b/i, never: ['প্রোমোশন'] },
  { en: 'Bonus', bn: 'বোনাস', inEnglish: /\bbonus/i },
  { en: 'Turnover', bn: 'টার্নওভার', inEnglish: /\bturn(?:ed)? ?over\b/i },
  { en: 'Referral', bn: 'রেফারেল', inEnglish: /\breferr?al/i },
  { en: 'VIP', bn: 'ভিআইপি', inEnglish: /\bVIP\b/ },
  { en: 'VP (VIP points)', bn: 'ভিপি', inEnglish: /\bVP\b/ },

  // Betting on the exchange.
  { en: 'Exchange', bn: 'এক্সচেঞ্জ', inEnglish: /\bexchange\b/i },
  {
    en: 'Bet',
    bn: 'বেট (exchange), বাজি (casino and general)',
    inEnglish: /\bbet(?:s|ting)?\b/i,
    forms: ['বেট', 'বাজি'],
    why: 'exchange players say বেট (বেট স্লিপ, খোলা বেট); the casino and general texts say বাজি ধরা',
  },
  { en: 'Stake', bn: 'স্টেক (exchange), বাজি (casino games)', inEnglish: /\bstak(?:e|es|ed)\b/i, forms: ['স্টেক', 'বাজি'] },
  { en: 'Betting record', bn: 'বেটিং রেকর্ড', inEnglish: /\bbetting records?\b/i, never: ['বাজির রেকর্ড'] },
  {
    en: 'Back (a bet)',
    bn: 'ব্যাক',
    inEnglish: /\bback(?= (?:and|or|&) lay)|^back$/i,
    otherSense: {
      'bn/common.json:back': 'go back (পেছনে)',
      'bn/exchange.json:goBack': 'go back (ফিরে যান)',
      'bn/records.json:back': 'go back (ফিরে যান)',
    },
  },
  { en: 'Lay', bn: 'লে', inEnglish: /\blay\b/i, forms: [word('লে')] },
  { en: 'Odds', bn: 'অডস', inEnglish: /\bodds\b/i },
  { en: 'Price', bn: 'দর', inEnglish: /\bprices?\b/i, forms: [word('দর', 'ে|ের|গুলো|টি')], never: ['দাম'], why: 'দাম is what a thing costs' },
  {
    en: 'Matched',
    bn: 'মিলেছে',
    inEnglish: /\bmatched\b/i,
    forms: ['মিলেছে', 'মেলা', 'মিলবে'],
    never: ['ম্যাচড', 'ম্যাচ হয়েছে', 'ম্যাচ না হওয়া'],
    why: 'ম্যাচ is the cricket match on the same screen',
  },
  { en: 'Unmatched', bn: 'মেলেনি', inEnglish: /\bunmatched\b/i, forms: ['মেলেনি', 'না-মেলা', 'না মেলা'], never: ['আনম্যাচড'] },
  { en: 'Void', bn: 'ভয়েড', inEnglish: /\bvoid(?:ed|ing)?\b/i, why: 'বাতিল is Cancel: a voided market and a cancelled bet must read apart' },
  { en: 'Cancel', bn: 'বাতিল', inEnglish: /\bcancel/i },
  { en: 'Settled', bn: 'নিষ্পত্তি', inEnglish: /\bsettled?\b/i, never: ['নিষ্পন্ন'] },
  { en: 'In-Play', bn: 'ইন-প্লে', inEnglish: /\bin[- ]play\b/i, never: ['ইনপ্লে', 'ইন প্লে'], why: 'the tab players know; চলমান stays for "in progress"' },
  { en: 'Exposure', bn: 'এক্সপোজার', inEnglish: /\bexposure/i },
  { en: 'Liability', bn: 'দায়', inEnglish: /\bliabilit/i },
  { en: 'Profit', bn: 'লাভ', inEnglish: /\bprofit/i },
  { en: 'Loss', bn: 'ক্ষতি', inEnglish: /\bloss(?:es)?\b/i },
  {
    en: 'Cash out',
    bn: 'ক্যাশ আউট',
    inEnglish: /\bcash(?:ed)?[- ]?out\b/i,
    never: ['ক্যাশ-আউট', 'ক্যাশআউট'],
    otherSense: { 'seed/settings.seo_text_bn.1': 'take winnings out to a mobile wallet (তুলে নিন)' },
  },
  { en: 'Market', bn: 'মার্কেট', inEnglish: /\bmarkets?\b/i },
  { en: 'Fancy', bn: 'ফ্যান্সি', inEnglish: /\bfancy\b/i },
  { en: 'Bookmaker', bn: 'বুকমেকার', inEnglish: /\bbook ?maker/i },
  { en: 'Suspended', bn: 'স্থগিত', inEnglish: /\bsuspend/i },
  { en: 'Ball running', bn: 'বল চলছে', inEnglish: /\bball running\b/i },
  { en: 'Commission', bn: 'কমিশন', inEnglish: /\bcommission/i },

  // Casino.
  { en: 'Casino', bn: 'ক্যাসিনো', inEnglish: /\bcasino\b/i },
  { en: 'Slots', bn: 'স্লট', inEnglish: /\bslots?\b/i },
  { en: 'Provider', bn: 'প্রোভাইডার', inEnglish: /\bproviders?\b/i, never: ['প্রদানকারী'] },

  // Safer play.
  { en: 'Limit', bn: 'সীমা', inEnglish: /\blimits?\b/i, forms: ['সীমা', 'সীমিত'] },
  {
    en: 'Self-exclusion',
    bn: 'সেলফ-এক্সক্লুশন (নিজেকে বিরত রাখা)',
    inEnglish: /\bself-exclu|\bexclude[ds]? (?:yourself|myself)\b/i,
    forms: ['সেলফ-এক্সক্লুশন', /নিজেকে.*বিরত/],
    never: ['স্ব-বর্জিত', 'স্ব-বর্জন'],
    why: 'say plainly that the player excluded themselves',
  },
  { en: 'Time-out', bn: 'টাইম-আউট', inEnglish: /\btime-out\b/i },
  { en: 'Reality check', bn: 'রিয়েলিটি চেক', inEnglish: /\breality check\b/i },

  // Account.
  { en: 'Sign up', bn: 'সাইন আপ', inEnglish: /\bsign(?:ed|s)?[- ]?ups?\b/i },
  { en: 'Log in', bn: 'লগইন', inEnglish: /\blog(?:ged|ging)?[- ]?ins?\b/i, never: ['লগ ইন'] },
  { en: 'Log out', bn: 'লগ আউট', inEnglish: /\blog(?:ged|ging)?[- ]?out\b/i, never: ['লগআউট'] },
  { en: 'Password', bn: 'পাসওয়ার্ড', inEnglish: /\bpassword/i },
  { en: 'Username', bn: 'ইউজারনেম', inEnglish: /\busername/i },
  { en: 'Verify', bn: 'যাচাই', inEnglish: /\bverif/i },
];

/** One Bangla text and the English it translates (absent where there is none, as in a source file). */
export interface BanglaText {
  id: string;
  en?: string;
  bn: string;
}

export interface GlossaryBreak {
  id: string;
  term: string;
  /** `other word`: the English says the term, the Bangla does not; `never`: a word the glossary rules out. */
  kind: 'other word' | 'never';
  found?: string;
  bn: string;
}

// Bengali has two spellings of য় (one code point, or য plus nukta); compare in one form.
const nfc = (text: string) => text.normalize('NFC');
const holds = (text: string, form: string | RegExp) => (typeof form === 'string' ? text.includes(nfc(form)) : form.test(text));

/** Every place a Bangla text breaks the glossary. */
export function glossaryBreaks(texts: BanglaText[], glossary: GlossaryTerm[] = GLOSSARY): GlossaryBreak[] {
  const breaks: GlossaryBreak[] = [];
  for (const text of texts) {
    const bn = nfc(text.bn);
    // A placeholder's name ({{stake}}, {market}) is no word of the text.
    const en = text.en?.replace(/\{\{?\w+\}\}?/g, ' ');
    for (const term of glossary) {
      const saysTerm = en !== undefined && term.inEnglish.test(en) && !term.otherSense?.[text.id];
      if (saysTerm && !(term.forms ?? [term.bn]).some((form) => holds(bn, form))) breaks.push({ id: text.id, term: term.en, kind: 'other word', bn: text.bn });
      for (const rival of term.never ?? []) if (bn.includes(nfc(rival))) breaks.push({ id: text.id, term: term.en, kind: 'never', found: rival, bn: text.bn });
    }
  }
  return breaks;
}
