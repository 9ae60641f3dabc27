// The inbox area's calls, parsed by contracts/inbox.ts.
import { inboxChangeResponseSchema, inboxPageResponseSchema, type InboxMessage } from '../../../contracts/inbox.ts';
import { firstWords } from '../../../contracts/promotions.ts';
import { getJson, request } from '../../lib/api.ts';
import type { Formatter } from '../../lib/format.ts';
import type { Language } from '../../lib/i18n.ts';
import { sessionAtom } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { usesTwin } from '../../lib/i18n.ts';

const remoteId = () => store.get(sessionAtom)?.remote_id ?? '';

export const getInboxPage = async (page: number) => (await getJson(inboxPageResponseSchema, 'inbox', { remote_id: remoteId(), page })).data;
export const markRead = (id: number) => request(inboxChangeResponseSchema, `inbox/${id}/read`, { method: 'patch' });
export const deleteMessage = (id: number) => request(inboxChangeResponseSchema, `inbox/${id}`, { method: 'delete' });

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The system messages' titles by their catalogue key (deposit or withdrawal decided, exchange bets voided). */
const KIND_OF: Record<string, string> = {
  notifyDepositApproved: 'deposit',
  notifyDepositRejected: 'deposit',
  notifyWithdrawalApproved: 'withdrawal',
  notifyWithdrawalRejected: 'withdrawal',
  notifyExchangeVoidByOperator: 'exchange',
  notifyExchangeVoidLineAbandoned: 'exchange',
  notifyExchangeVoidNoWinner: 'exchange',
};

/**
 * A message's title and text in the reader's language: a system message from its catalogue key and
 * values (amounts through the formatter; a value sent with a Bangla twin, `event` beside `eventBn`, in
 * Bangla on a Bangla screen), an operator's from the Bangla they wrote, else English.
 */
export function messageText(m: InboxMessage, lang: Language, t: Translate, f: Formatter) {
  if (m.code) {
    const sent = m.vars ?? {};
    const vars = Object.fromEntries(
      Object.entries(sent).map(([k, v]) => [k, k === 'amount' ? f.amount(Number(v)) : usesTwin(lang) && sent[`${k}Bn`] ? sent[`${k}Bn`] : v]),
    );
    const kind = KIND_OF[m.code];
    return { title: kind ? t(`inbox:kinds.${kind}`) : m.title, message: t(`errors:${m.code}`, { ...vars, defaultValue: m.message }) };
  }
  const bn = usesTwin(lang);
  return { title: (bn && m.title_bn) || m.title, message: (bn && m.message_bn) || m.message };
}

export const preview = (text: string) => firstWords(text);
