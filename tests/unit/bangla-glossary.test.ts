// One Bangla word per product term (src/locales/glossary.ts), held to by every Bangla text: the client's
// messages (the server's catalogue among them), the seeded content and the names the exchange writes.
// A text whose English says a glossary term must use the glossary's Bangla; no text or source file may
// hold a word the glossary rules out.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { type BanglaText, GLOSSARY, type GlossaryBreak, glossaryBreaks } from '../../src/locales/glossary.ts';
import { exchangeNameTexts, localeTexts, seededTexts, sourceLines } from './bangla-texts.ts';

const locale = localeTexts();
const texts = [...locale, ...seededTexts(), ...exchangeNameTexts()];
const brief = (breaks: GlossaryBreak[]) => breaks.map((b) => `${b.id} (${b.term}, ${b.kind}${b.found ? `: ${b.found}` : ''}): ${b.bn}`);

describe('the Bangla glossary', () => {
  it('walks every Bangla message of the client and the server, the seeded content and the exchange names', () => {
    expect(locale.length).toBeGreaterThanOrEqual(1405);
    expect(locale.filter((t) => t.en === undefined).map((t) => t.id)).toEqual([]);
    const ids = new Set(locale.map((t) => t.id.replace(/^bn\/errors(?:\.[\w-]+)?\.json:/, 'errors:')));
    expect(Object.keys(MESSAGES).filter((key) => !ids.has(`errors:${key}`))).toEqual([]);
    expect(texts.filter((t) => t.id.startsWith('seed/')).length).toBeGreaterThan(40);
    expect(texts.filter((t) => t.id.startsWith('seed/') && (t.bn === '' || t.id.endsWith('.missing'))).map((t) => t.id)).toEqual([]);
    expect(texts.filter((t) => t.id.startsWith('exchange/') && t.bn === '').map((t) => t.id)).toEqual([]);
  });

  it('every Bangla text uses the glossary word for each term its English says, and no ruled-out word', () => {
    expect(brief(glossaryBreaks(texts))).toEqual([]);
  });

  it('no source file holds a word the glossary rules out', () => {
    expect(brief(glossaryBreaks(sourceLines()))).toEqual([]);
  });

  it('fires on the wrong words it was written against, and not on the right ones', () => {
    const sample: BanglaText[] = [
      { id: 'void as cancel', en: 'Void', bn: 'বাতিল' },
      { id: 'matched as a match', en: 'Bet matched.', bn: 'বেট ম্যাচ হয়েছে।' },
      { id: 'unmatched in English letters', en: 'Unmatched', bn: 'আনম্যাচড' },
      { id: 'deposit as submit', en: 'Deposit', bn: 'জমা' },
      { id: 'withdrawal in English letters', en: 'Withdrawal', bn: 'উইথড্র' },
      { id: 'self-exclusion obscure', en: 'Your account is self-excluded from betting.', bn: 'আপনার অ্যাকাউন্ট বাজি থেকে স্ব-বর্জিত।' },
      { id: 'in-play as ongoing', en: 'In-Play', bn: 'চলমান' },
      { id: 'promotion misspelt', en: 'Promotions', bn: 'প্রোমোশন' },
      { id: 'price as cost', en: 'No price', bn: 'দাম নেই' },
      { id: 'price inside another word', en: 'No price', bn: 'দরকার নেই' },
      // Right: Cancelled is বাতিল; ভয়েড written with য plus nukta; Back as go back where the glossary says so;
      // a placeholder named price is no price; a ruled-out word with no English beside it (a source line) still fires.
      { id: 'cancelled', en: 'Cancelled', bn: 'বাতিল' },
      { id: 'void decomposed', en: 'Void', bn: 'ভ\u09AF\u09BCেড' },
      { id: 'bn/common.json:back', en: 'Back', bn: 'পেছনে' },
      { id: 'placeholder', en: 'Place bet at {{price}}', bn: '{{price}}-এ বেট করুন' },
      { id: 'source line', bn: '"label": "উইথড্র করুন"' },
    ];
    expect(glossaryBreaks(sample).map((b) => [b.id, b.term, b.kind])).toEqual([
      ['void as cancel', 'Void', 'other word'],
      ['matched as a match', 'Matched', 'other word'],
      ['matched as a match', 'Matched', 'never'],
      ['unmatched in English letters', 'Matched', 'never'],
      ['unmatched in English letters', 'Unmatched', 'other word'],
      ['unmatched in English letters', 'Unmatched', 'never'],
      ['deposit as submit', 'Deposit', 'other word'],
      ['withdrawal in English letters', 'Withdrawal', 'other word'],
      ['withdrawal in English letters', 'Withdrawal', 'never'],
      ['self-exclusion obscure', 'Self-exclusion', 'other word'],
      ['self-exclusion obscure', 'Self-exclusion', 'never'],
      ['in-play as ongoing', 'In-Play', 'other word'],
      ['promotion misspelt', 'Promotion', 'other word'],
      ['promotion misspelt', 'Promotion', 'never'],
      ['price as cost', 'Price', 'other word'],
      ['price as cost', 'Price', 'never'],
      ['price inside another word', 'Price', 'other word'],
      ['source line', 'Withdrawal', 'never'],
    ]);
  });

  it('names each term once, and every text it excuses still exists', () => {
    const names = GLOSSARY.map((term) => term.en);
    expect(names.length).toBe(new Set(names).size);
    const ids = new Set(texts.map((t) => t.id));
    const excused = GLOSSARY.flatMap((term) => Object.keys(term.otherSense ?? {}));
    expect(excused.filter((id) => !ids.has(id))).toEqual([]);
    // A ruled-out word is never also an accepted form of its term (nor is the term's own English missed).
    for (const term of GLOSSARY)
      for (const rival of term.never ?? [])
        expect(
          glossaryBreaks([{ id: 'x', en: term.en, bn: rival }], [term]).map((b) => b.kind),
          rival,
        ).toContain('other word');
  });
});
