// The client translates the server's English texts by recognising them in the catalogue, also when
// the server filled their placeholders in ("Minimum VP Required: 10"). Every template must come back
// as its own key with the values it was filled with, or a Bangla reader sees English.
import { describe, expect, it } from 'vitest';
import { MESSAGES, type MessageKey, isCatalogueText, messageRecogniser, recogniseMessage } from './index.ts';

const templates = (Object.entries(MESSAGES) as [MessageKey, string][]).filter(([, text]) => /\{\w+\}/.test(text));
const fill = (text: string, values: (name: string, i: number) => string) => {
  const vars: Record<string, string> = {};
  let i = 0;
  const filled = text.replace(/\{(\w+)\}/g, (_, name: string) => (vars[name] = values(name, i++)));
  return { filled, vars };
};

describe('recognising a catalogue message filled in by the server', () => {
  it('has templates to check: the catalogue holds more than twenty messages with placeholders', () => {
    expect(templates.length).toBeGreaterThan(20);
  });

  it.each(templates)('%s round-trips with numbers as values', (key, text) => {
    const { filled, vars } = fill(text, (_, i) => String(10 + i * 1500));
    expect(filled).not.toBe(text);
    expect(recogniseMessage(filled)).toEqual({ key, vars });
  });

  it.each(templates)('%s round-trips with values that hold spaces, commas and points', (key, text) => {
    const { filled, vars } = fill(text, (name, i) => `${name} 1,00,000.50 — item ${i}`);
    expect(recogniseMessage(filled)).toEqual({ key, vars });
  });

  it('recognises the VP minimum the conversion form is refused with', () => {
    expect(recogniseMessage('Minimum VP Required: 10')).toEqual({ key: 'vipMinimumToConvert', vars: { min: '10' } });
  });

  it('answers every exact catalogue text with its own key and no values, before any template', () => {
    for (const text of Object.values(MESSAGES) as string[]) {
      const found = recogniseMessage(text);
      expect(found && MESSAGES[found.key]).toBe(text);
      expect(found?.vars).toEqual({});
    }
  });

  it('leaves a text that is no catalogue message unrecognised', () => {
    expect(recogniseMessage('Minimum VP Required:')).toBeUndefined();
    expect(recogniseMessage('minimum vp required: 10')).toBeUndefined();
    expect(recogniseMessage('Note: Minimum VP Required: 10')).toBeUndefined();
    expect(isCatalogueText('Something went sideways')).toBe(false);
    expect(isCatalogueText('Minimum VP Required: 10')).toBe(true);
  });

  it('resolves a text two templates match to the more specific one, whatever the catalogue order', () => {
    const general = { failed: '{what} failed.', depositFailed: 'Deposit {what} failed.' } as const;
    const reversed = { depositFailed: 'Deposit {what} failed.', failed: '{what} failed.' } as const;
    for (const recognise of [messageRecogniser(general), messageRecogniser(reversed)]) {
      expect(recognise('Deposit 42 failed.')).toEqual({ key: 'depositFailed', vars: { what: '42' } });
      expect(recognise('Withdrawal 42 failed.')).toEqual({ key: 'failed', vars: { what: 'Withdrawal 42' } });
    }
  });

  it('prefers the exact text over a template that also matches it', () => {
    const recognise = messageRecogniser({ wait: 'Please wait {seconds} seconds.', waitLong: 'Please wait 60 seconds.' });
    expect(recognise('Please wait 60 seconds.')).toEqual({ key: 'waitLong', vars: {} });
    expect(recognise('Please wait 30 seconds.')).toEqual({ key: 'wait', vars: { seconds: '30' } });
  });
});
