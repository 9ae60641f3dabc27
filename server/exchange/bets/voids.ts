// Why a market was voided, or why it waits: what the player reads on each bet (My Bets, Bets History, the
// betting record) and in the inbox message each of them gets, in their language. A void's outcome carries
// a catalogue key (contracts/messages/exchange.ts) beside its English reason; the client says the key.
// And the one way a market comes to wait for the operator: flagged when the feed no longer has it.
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { exchangeMarkets, type MarketOutcome, type VoidOutcome, type WaitKey } from '../../db/schema/index.ts';
import { eventNameBn, fancyTitleBn, marketNameBn } from '../source/names-bn.ts';
import { MESSAGES, messageKeyOf, type MessageKey } from '../../../contracts/messages/index.ts';
import type { NoticeText } from '../../../contracts/exchange-bets.ts';
import type { MarketRow } from './holds.ts';
import { notifyPlayer } from '../../services/notifications.ts';

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');

/** An operator's void: their own words, said inside the catalogue's sentence. */
export function operatorVoid(reason: string): VoidOutcome {
  return { kind: 'void', reason, code: 'exchangeVoidByOperator', vars: { reason } };
}

/** Why the market a bet is on was voided, as the player reads it; null unless it was. */
export function voidReasonOf(market: Pick<MarketRow, 'status' | 'outcome' | 'resultText'>): NoticeText | null {
  if (market.status !== 'void' && market.outcome?.kind !== 'void') return null;
  const outcome = market.outcome?.kind === 'void' ? market.outcome : null;
  if (outcome?.code) {
    const vars = outcome.vars ?? {};
    return { code: outcome.code, message: fill(MESSAGES[outcome.code], vars), ...(Object.keys(vars).length > 0 ? { vars } : {}) };
  }
  // Voided before reasons had keys: the text is recognised when it is a catalogue one ("The line was abandoned.").
  const message = outcome?.reason ?? market.resultText ?? '';
  const code = messageKeyOf(message);
  return code ? { code, message } : { message };
}

/** Why an open market waits for the operator; null while the feed still has it. */
export function awaitingOperatorOf(market: Pick<MarketRow, 'status' | 'flagged'>): NoticeText | null {
  return market.status === 'open' && market.flagged ? { code: market.flagged, message: MESSAGES[market.flagged] } : null;
}

const NOTICE_OF: Record<NonNullable<VoidOutcome['code']>, MessageKey> = {
  exchangeVoidByOperator: 'notifyExchangeVoidByOperator',
  exchangeVoidLineAbandoned: 'notifyExchangeVoidLineAbandoned',
  exchangeVoidNoWinner: 'notifyExchangeVoidNoWinner',
};

/**
 * The inbox message of one player whose bets on `market` were voided, written in the transaction that
 * refunded them (so it is written once, with the refund). The event and market go in both languages: a
 * Bangla screen reads `event` and `market` from their twins `eventBn` and `marketBn`.
 */
export async function notifyVoided(tx: Db, userId: number, market: MarketRow, outcome: MarketOutcome): Promise<void> {
  if (outcome.kind !== 'void') return;
  const key = NOTICE_OF[outcome.code ?? 'exchangeVoidByOperator'];
  const name = market.lineTitle ?? market.marketName;
  await notifyPlayer(tx, {
    userId,
    key,
    title: 'Exchange',
    vars: {
      event: market.eventName,
      eventBn: eventNameBn(market.eventName),
      market: name,
      marketBn: market.lineTitle ? fancyTitleBn(market.lineTitle) : marketNameBn(market.marketName),
      reason: outcome.vars?.reason ?? outcome.reason,
    },
  });
}

/** Flags an open market as waiting for the operator (once: a flag already there keeps its time and why). */
export async function flagMarket(deps: Deps, marketKey: string, why: WaitKey): Promise<void> {
  await deps.database.db
    .update(exchangeMarkets)
    .set({ flagged: why, flaggedAt: deps.now() })
    .where(and(eq(exchangeMarkets.marketKey, marketKey), eq(exchangeMarkets.status, 'open'), isNull(exchangeMarkets.flagged)));
}

/** The feed no longer has the market's event. */
export const flagGoneMarket = (deps: Deps, marketKey: string) => flagMarket(deps, marketKey, 'exchangeMarketFeedGone');
