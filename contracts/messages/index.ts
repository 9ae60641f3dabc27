// The error catalogue of spec part 2 §8 and every validation message of part 1 §5, one key each.
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
} as const;

export type MessageKey = keyof typeof MESSAGES;

const keyByText = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([k, v]) => [v, k]),
);

/** The catalogue key of an English message, so a server text can be translated on the client. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return keyByText.get(text);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The catalogue's messages with placeholders ({min}, {limit}) as patterns that match them filled in. */
const filledPatterns: RegExp[] = (Object.values(MESSAGES) as string[])
  .filter((text) => /\{\w+\}/.test(text))
  .map((text) => new RegExp(`^${text.split(/\{\w+\}/).map(escapeRegExp).join('.+')}$`));

/** Whether a text is a catalogue message, as written or with its placeholders filled in. */
export function isCatalogueText(text: string): boolean {
  return keyByText.has(text) || filledPatterns.some((pattern) => pattern.test(text));
}

