// How a message from the catalogue becomes the reader's text: by key (with the values the server
// sent beside it) or as the server's English text, recognised even with its placeholders filled in
// ("Minimum VP Required: 10" -> vipMinimumToConvert { min: '10' }). Values pass through the
// formatting module, so in Bangla "১০" reads with Bengali digits and lakh grouping. Every screen that
// shows a server error (FormField, FormError, the error modal, notes) says it through here.
import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { recogniseMessage } from '../../contracts/messages/index.ts';
import { formatterFor, type Formatter } from './format.ts';
import { asLanguage } from './i18n.ts';

export type MessageVars = Record<string, unknown>;

/** Placeholder values in the language's digits (strings through f.value; numbers as numbers). */
export function localVars(vars: MessageVars | undefined, f: Formatter): Record<string, unknown> {
  return Object.fromEntries(Object.entries(vars ?? {}).map(([k, v]) => [k, typeof v === 'string' ? f.value(v) : typeof v === 'number' ? f.number(v) : v]));
}

/**
 * A catalogue key of the errors namespace (or 'ns:key'), or a server text, in the language of `i18n`.
 * Values given beside a key win over those read from a text. A text that is no catalogue message
 * is shown as it is.
 */
export function messageText(message: string, vars: MessageVars | undefined, i18n: I18n): string {
  const f = formatterFor(asLanguage(i18n.language));
  const t = i18n.getFixedT(null, 'errors');
  if (i18n.exists(message, { ns: 'errors' })) return t(message, localVars(vars, f));
  const found = recogniseMessage(message);
  if (!found) return message;
  return t(found.key, { ...localVars({ ...found.vars, ...vars }, f), defaultValue: message });
}

/** messageText bound to the nearest i18next instance: what a component calls (a new function when the language changes). */
export function useMessageText(): (message: string, vars?: MessageVars) => string {
  const { i18n } = useTranslation('errors'); // re-renders when the language changes
  const lang = i18n.language;
  return useCallback((message, vars) => messageText(message, vars, i18n), [i18n, lang]);
}

/** An error the server answered ({ code, message, vars }): by its code when the catalogue knows it, else by its text. */
export interface SaidError {
  code?: string;
  message: string;
  vars?: MessageVars;
}

export function errorText({ code, message, vars }: SaidError, i18n: I18n): string {
  return messageText(code && i18n.exists(code, { ns: 'errors' }) ? code : message, vars, i18n);
}

/** errorText bound to the nearest i18next instance. */
export function useErrorText(): (error: SaidError) => string {
  const { i18n } = useTranslation('errors');
  const lang = i18n.language;
  return useCallback((error) => errorText(error, i18n), [i18n, lang]);
}
