// The error catalogue and every validation message, one key each.
// The server answers { message, code } with the English text and its key; the client shows
// t(`errors:${code}`), so both languages come from src/locales/{en,bn}/errors.json.
// One file per area; an area adds its file here. Keys are camelCase and never change once shipped.
import { accountMessages } from './account.ts';
import { commonMessages } from './common.ts';
import { contentMessages } from './content.ts';
import { engagementMessages } from './engagement.ts';
import { exchangeMessages } from './exchange.ts';
import { gamesMessages } from './games.ts';
import { walletMessages } from './wallet.ts';
import { chatMessages } from './chat.ts';
import { saferPlayMessages } from './safer-play.ts';
import { ewalletMessages } from './ewallet.ts';
import { riskMessages } from './risk.ts';
import { backOfficeMessages } from './back-office.ts';
import { staffMessages } from './staff.ts';
import { tradingMessages } from './trading.ts';
import { approvalMessages } from './approvals.ts';

export const MESSAGES = {
  ...commonMessages,
  ...accountMessages,
  ...exchangeMessages,
  ...contentMessages,
  ...walletMessages,
  ...gamesMessages,
  ...engagementMessages,
  ...chatMessages,
  ...saferPlayMessages,
  ...ewalletMessages,
  ...riskMessages,
  ...backOfficeMessages,
  ...staffMessages,
  ...tradingMessages,
  ...approvalMessages,
} as const;

export type MessageKey = keyof typeof MESSAGES;

const keyByText = new Map<string, MessageKey>((Object.entries(MESSAGES) as [MessageKey, string][]).map(([k, v]) => [v, k]));

/** The catalogue key of an English message, so a server text can be translated on the client. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return keyByText.get(text);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /\{(\w+)\}/g;

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
  literal: number;
}

/** A catalogue message recognised in a text: its key and the values its placeholders were filled with. */
export interface RecognisedMessage<K extends string = MessageKey> {
  key: K;
  vars: Record<string, string>;
}

/**
 * A recogniser for a catalogue (key -> English text with {placeholders}). Its templates are compiled
 * once into anchored patterns that capture the filled-in values, most specific first (the most fixed
 * text, then the fewest placeholders), so where two templates match one text the one that explains
 * more of it wins. Exact texts are looked up before any pattern.
 */
export function messageRecogniser<K extends string>(catalogue: Record<K, string>) {
  // Compiled on the first text asked about, not when the module loads: every screen imports this module,
  // and the browser's start-up should not pay for ~300 patterns before the first error needs one.
  let compiled: { exact: Map<string, K>; templates: Template[] } | undefined;
  const compile = () => {
    const entries = Object.entries(catalogue) as [K, string][];
    const exact = new Map<string, K>(entries.map(([k, v]) => [v, k]));
    const templates: Template[] = entries
      .filter(([, text]) => /\{\w+\}/.test(text))
      .map(([key, text]) => {
        const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
        const parts = text.split(/\{\w+\}/);
        const source = parts.map(escapeRegExp).reduce((acc, part) => `${acc}(.+?)${part}`);
        return { key, pattern: new RegExp(`^${source}$`, 's'), names, literal: parts.join('').length };
      })
      .sort((a, b) => b.literal - a.literal || a.names.length - b.names.length);
    return { exact, templates };
  };
  return (text: string): RecognisedMessage<K> | undefined => {
    compiled ??= compile();
    const key = compiled.exact.get(text);
    if (key) return { key, vars: {} };
    for (const { key, pattern, names } of compiled.templates) {
      const match = pattern.exec(text);
      if (match) return { key: key as K, vars: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
    }
    return undefined;
  };
}

/**
 * The key and placeholder values of a catalogue message, as written or filled in by the server
 * ("Minimum VP Required: 10" -> vipMinimumToConvert, { min: '10' }), so the client can say it in
 * either language with its own digits. Undefined when the text is no catalogue message.
 */
export const recogniseMessage: (text: string) => RecognisedMessage | undefined = messageRecogniser(MESSAGES);

/** Whether a text is a catalogue message, as written or with its placeholders filled in. */
export function isCatalogueText(text: string): boolean {
  return recogniseMessage(text) !== undefined;
}
