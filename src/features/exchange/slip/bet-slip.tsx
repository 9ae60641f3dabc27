// The bet slip: a form for the picked price. Odds (stepping along the ladder on match odds), the stake
// with the player's quick stakes, the profit and the liability as the player types, and Place bet.
// It watches its price cell. The player's price is a limit, as on an exchange: the bet takes that price
// or any better one (docs/decisions/0166), so a move in the player's favour changes nothing but a note;
// only a worse price is shown and asked about again. A stale, suspended or closed price cannot be bet,
// and the button says why. Enter places, Escape closes. While an in-play bet waits its delay, a countdown.
// The stake is checked against this market's range for this player (slip-limits.ts), the type's default
// until that is read; the server checks it again either way.
import { useAtom, useAtomValue } from '../../../lib/atom-hooks.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/amount-input.tsx';
import { Badge } from '../../../components/badge.tsx';
import { Button, IconButton } from '../../../components/button.tsx';
import { Countdown } from '../../../components/countdown.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { Money } from '../../../components/money.tsx';
import { Notice } from '../../../components/notice.tsx';
import { ApiError } from '../../../lib/api.ts';
import { store } from '../../../lib/store.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { betMoney, isBackSide, isBetterPrice, stakeToPoisha, type Quoted } from './bet-math.ts';
import { betPrefsAtom } from './bet-prefs.ts';
import { betDelayUntilAtom, closeSlip, slipAtom, slipStakeAtom, type SlipSelection } from '../my-bets/bet-state.ts';
import { newIdempotencyKey } from '../my-bets/bets-api.ts';
import { FeedName } from '../feed/feed-names.tsx';
import { OddsField } from './odds-field.tsx';
import { messageOf, submitBet } from './place-bet.ts';
import { QuickStakesEditor } from './quick-stakes-editor.tsx';
import { countRender } from '../render-counts.ts';
import { quoteIn, useSlipQuote } from './use-slip-quote.ts';
import { useStakeRange } from './stake-range.ts';
import './bet-slip.css';

interface Problem {
  code?: string | undefined;
  message: string;
  vars?: Record<string, string> | undefined;
}

export function BetSlip({ placement }: { placement: 'inline' | 'column' }) {
  const sel = useAtomValue(slipAtom);
  if (!sel) return null;
  return <SlipForm key={`${sel.rowKey}:${sel.side}`} sel={sel} placement={placement} />;
}

function SlipForm({ sel, placement }: { sel: SlipSelection; placement: 'inline' | 'column' }) {
  const { t } = useTranslation('exchange');
  const f = useFormat();
  const [stake, setStake] = useAtom(slipStakeAtom);
  const prefs = useAtomValue(betPrefsAtom);
  const range = useStakeRange(sel);
  const delayUntil = useAtomValue(betDelayUntilAtom);
  const { blocked, stateAtom } = useSlipQuote(sel);
  const [edited, setEdited] = useState(false);
  const [movedFrom, setMovedFrom] = useState<Quoted | null>(null);
  const [better, setBetter] = useState<Quoted | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const [editingStakes, setEditingStakes] = useState(false);
  const pending = useRef<{ key: string; body: string } | null>(null);
  const stakeId = useId();

  useEffect(() => {
    document.getElementById(stakeId)?.focus({ preventScroll: true });
  }, [stakeId]);
  // On a phone the slip opens under its runner, which may be the last row, under the fixed bottom nav:
  // it scrolls just far enough to show it whole above the nav (its scroll-margin, bet-slip.css), and
  // again when it grows (a moved price's notice, a refusal) so its button never slides under the nav.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (placement !== 'inline' || !form) return;
    const show = () => form.scrollIntoView?.({ block: 'nearest' });
    if (typeof ResizeObserver === 'undefined') {
      show();
      return;
    }
    const observer = new ResizeObserver(show);
    observer.observe(form);
    return () => observer.disconnect();
  }, [placement]);

  // The feed moved the price the player picked (and did not edit). At the picked price or better, the
  // slip keeps the picked one (the exchange gives the better price by itself) and only notes the better
  // one; worse, it shows the new price and asks again. Followed from the store's own notification, not
  // an effect: the new price and the slip's own update land in the tick's one commit.
  const follow = useRef<(quote: Quoted | null) => void>(() => {});
  follow.current = (quote) => {
    if (edited || busy || !quote) return;
    const picked = movedFrom ?? { price: sel.price, line: sel.line };
    const same = (a: Quoted, b: Quoted) => a.price === b.price && a.line === b.line;
    const atLeast = same(quote, picked) || isBetterPrice(sel.marketType, sel.side, picked, quote);
    const shown = atLeast ? picked : quote;
    if (!same(shown, { price: sel.price, line: sel.line }))
      store.set(slipAtom, { ...sel, price: shown.price, ...(shown.line === undefined ? {} : { line: shown.line }) });
    setMovedFrom(atLeast ? null : picked);
    setBetter(atLeast && !same(quote, picked) ? quote : null);
  };
  useEffect(() => store.sub(stateAtom, () => follow.current(quoteIn(store.get(stateAtom)))), [stateAtom]);
  // The end of an edit or of a placing is a reason to look again.
  useEffect(() => {
    follow.current(quoteIn(store.get(stateAtom)));
  }, [edited, busy, stateAtom]);
  countRender('BetSlip');

  const stakePoisha = stakeToPoisha(stake);
  const money = betMoney(sel.marketType, sel.side, sel.price, stakePoisha);
  const stakeError =
    stakePoisha === 0
      ? undefined
      : range.min !== null && stakePoisha < range.min * 100
        ? t('errors:riskStakeBelowMin', { min: f.integer(range.min) })
        : range.max !== null && stakePoisha > range.max * 100
          ? t('errors:riskStakeAboveMax', { max: f.integer(range.max) })
          : undefined;

  const place = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || blocked || stakePoisha === 0 || stakeError) return;
    const body = JSON.stringify([sel.price, sel.line, stakePoisha]);
    // The same press retried after a lost answer keeps its key; anything changed is a new bet.
    if (pending.current?.body !== body) pending.current = { key: newIdempotencyKey(), body };
    setBusy(true);
    setProblem(null);
    setMovedFrom(null);
    setBetter(null);
    try {
      const bet = await submitBet(sel, stakePoisha / 100, pending.current.key);
      pending.current = null;
      if (bet.status === 'refused') {
        setProblem({ code: bet.code, message: bet.message ?? '', vars: bet.vars });
        if (bet.code === 'exchangePriceMoved') setEdited(false);
      } else closeSlip();
    } catch (error) {
      const err = error instanceof ApiError ? error : new ApiError(0, '', 'unexpectedError');
      if (err.status !== 0) pending.current = null;
      setProblem({ code: err.code, message: err.message, vars: err.vars });
    } finally {
      setBusy(false);
    }
  };

  const back = isBackSide(sel.side);
  const label = blocked
    ? t(`slip.blocked.${blocked}`)
    : movedFrom
      ? t('slip.placeAtNewPrice', { price: sel.marketType === 'match_odds' ? f.odds(sel.price) : f.integer(sel.price) })
      : t('slip.place');
  return (
    <>
      <form
        ref={formRef}
        className={`bet-slip bet-slip-${back ? 'back' : 'lay'} bet-slip-${placement}`}
        aria-label={t('betSlip')}
        data-testid="bet-slip"
        onSubmit={place}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            closeSlip();
          }
        }}
      >
        <header className="slip-head">
          <Badge tone={back ? 'info' : 'danger'}>{t(`side.${sel.side}`)}</Badge>
          <span className="slip-runner">
            <FeedName name={sel.runnerName} bn={sel.runnerNameBn} />
          </span>
          <IconButton icon="close" label={t('slip.close')} onClick={closeSlip} />
        </header>
        <div className="slip-fields">
          <OddsField
            sel={sel}
            onChange={(price) => {
              setEdited(true);
              setMovedFrom(null);
              setBetter(null);
              store.set(slipAtom, { ...sel, price });
            }}
          />
          <AmountInput
            id={stakeId}
            label={t('slip.stake')}
            value={stake}
            onChange={setStake}
            decimals={2}
            min={range.min ?? undefined}
            max={range.max ?? undefined}
            error={stakeError}
            quickAmounts={prefs.quickStakes}
          />
        </div>
        <Button variant="ghost" size="sm" className="slip-edit-stakes" onClick={() => setEditingStakes(true)}>
          {t('prefs.editStakes')}
        </Button>
        <dl className="slip-money">
          <div>
            <dt>{t('slip.profit')}</dt>
            <dd>
              <Money value={money.profit / 100} testId="slip-profit" />
            </dd>
          </div>
          <div>
            <dt>{t('slip.liability')}</dt>
            <dd>
              <Money value={money.liability / 100} testId="slip-liability" />
            </dd>
          </div>
        </dl>
        {better && (
          <p className="slip-better" data-testid="slip-better">
            {t('slip.betterPrice', { price: sel.marketType === 'match_odds' ? f.odds(better.price) : f.integer(better.price) })}
          </p>
        )}
        {movedFrom && (
          <Notice tone="warning">
            {t('slip.priceMoved', {
              from: sel.marketType === 'match_odds' ? f.odds(movedFrom.price) : f.integer(movedFrom.price),
              to: sel.marketType === 'match_odds' ? f.odds(sel.price) : f.integer(sel.price),
            })}
          </Notice>
        )}
        {problem && <Notice tone="danger">{messageOf(problem.code, problem.message, problem.vars)}</Notice>}
        {busy && delayUntil && (
          <p className="slip-delay" data-testid="slip-delay">
            {t('slip.betDelay')} <Countdown until={delayUntil} label={t('slip.betDelay')} />
          </p>
        )}
        <Button type="submit" block loading={busy} disabled={Boolean(blocked) || stakePoisha === 0 || Boolean(stakeError)} loadingText={t('slip.placing')}>
          {label}
        </Button>
      </form>
      {/* Outside the form: its own form's submit and Escape must not reach the slip's. */}
      {editingStakes && (
        <Dialog title={t('prefs.quickStakes')} onClose={() => setEditingStakes(false)} size="sm">
          <QuickStakesEditor onDone={() => setEditingStakes(false)} />
        </Dialog>
      )}
    </>
  );
}
