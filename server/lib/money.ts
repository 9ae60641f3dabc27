// Taka and poisha on the server: the one place a taka amount becomes integer poisha and back. Money is
// integer poisha everywhere inside (the database, the ledger, every sum); taka exists only at the edge,
// as a number on the wire, or as text in a message or in a field the wire sends as a string. Each
// function below is one of those edges, named for it; nothing else on the server multiplies or divides
// money by 100 (a lint rule holds that).
import { toPoisha } from '../../contracts/fields.ts';

const POISHA_PER_TAKA = 100;

/**
 * The exact poisha of a taka amount our contracts accepted: at most two decimals, as moneySchema,
 * decimalSchema({ decimals: 2 }) and wholeNumberSchema let through (0.29 is 29 poisha, not the 28.999...
 * that `0.29 * 100` gives). Anything else is a contract that let too much through: it throws RangeError
 * rather than lose or invent a poisha.
 */
export const poishaFromTaka = (taka: number): number => toPoisha(taka);

/**
 * The nearest poisha of a taka amount no contract of ours checked (a payment gateway's report of what it
 * took): only for comparing and logging, never for moving money.
 */
export const nearestPoisha = (taka: number): number => Math.round(taka * POISHA_PER_TAKA);

/**
 * A taka amount the simulated book shows (a level's size, any number of decimals) as whole poisha, rounded
 * down: a bet is never matched against more than the book offers.
 */
export const poishaRoundedDown = (taka: number): number => Math.floor(taka * POISHA_PER_TAKA);

/** Taka as a number on the wire (JSON), from integer poisha: 1250 is 12.5. */
export const takaFromPoisha = (poisha: number): number => poisha / POISHA_PER_TAKA;

/**
 * Taka as text with exactly two decimals (1250 is "12.50", -5 is "-0.05"), by integer arithmetic: the
 * fields the wire sends as strings (balance, cash_bonus, referral amounts, VIP turnovers).
 */
export function takaText(poisha: number): string {
  if (!Number.isSafeInteger(poisha)) throw new RangeError(`not a whole number of poisha: ${poisha}`);
  const sign = poisha < 0 ? '-' : '';
  const whole = Math.abs(poisha);
  return `${sign}${Math.floor(whole / POISHA_PER_TAKA)}.${String(whole % POISHA_PER_TAKA).padStart(2, '0')}`;
}

/** Taka as text for a message: whole taka without decimals ("500"), else two ("12.50"). */
export const takaMessageText = (poisha: number): string => (poisha % POISHA_PER_TAKA === 0 ? String(poisha / POISHA_PER_TAKA) : takaText(poisha));

/** Taka as text with thousands grouped, as the wallet limits' refusals say it ("10,000", "1,234.5"). */
export const takaGroupedText = (poisha: number): string => takaFromPoisha(poisha).toLocaleString('en-US');
