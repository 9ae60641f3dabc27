// The operator's decisions on markets nothing else can settle: the markets waiting (the source dropped them,
// closed them without a result, or their result was rolled back), settling one by hand on the winners
// ticked, and rolling a settled or voided result back. Each asks for a reason, kept with the decision.
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorMarketsResponse, WaitingMarketsResponse } from '../../../contracts/exchange-operator.ts';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Checkbox } from '../../components/checkbox.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FeedName } from '../../components/feed-name.tsx';
import { TextField } from '../../components/form-field.tsx';
import { Money } from '../../components/money.tsx';
import { FormError } from '../../components/notice.tsx';
import { ReadState } from '../../components/read-state.tsx';
import { showToast } from '../../components/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { useErrorText } from '../../lib/message-text.ts';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { getWaitingMarkets, rollBackExchangeMarket, settleExchangeMarket } from './exchange-panel-api.ts';
import { RefreshButton } from './list-panel.tsx';

type Waiting = WaitingMarketsResponse['markets'][number];
type Market = OperatorMarketsResponse['markets'][number];

/** A decision's dialog: a reason, one confirm button, the answer said as a toast or a form error. */
function ReasonDialog({
  title,
  action,
  run,
  onClose,
  onDone,
  children,
}: {
  title: string;
  action: string;
  run: (reason: string) => Promise<{ code: string; message: string }>;
  onClose: () => void;
  onDone: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('operator');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const done = await run(reason);
      showToast(t(`errors:${done.code}`, { defaultValue: done.message }), { tone: 'success' });
      onDone();
    } catch (err) {
      const field = err instanceof ApiError ? Object.values(err.errors ?? {})[0] : undefined;
      setError(err instanceof ApiError ? field || err.code || err.message : 'unexpectedError');
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={title}
      onClose={onClose}
      footer={
        <Button variant="danger" loading={busy} onClick={() => void confirm()}>
          {action}
        </Button>
      }
    >
      {children}
      <TextField label={t('exchangeDesk.decisionReason')} value={reason} onChange={(e) => setReason(e.target.value)} />
      <FormError error={error} />
    </Dialog>
  );
}

function SettleDialog({ market, onClose, onDone }: { market: Waiting; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('operator');
  const [winners, setWinners] = useState<string[]>([]);
  const toggle = (id: string, on: boolean) => setWinners((w) => (on ? [...w, id] : w.filter((x) => x !== id)));
  return (
    <ReasonDialog
      title={t('exchangeDesk.settleTitle', { market: market.marketName })}
      action={t('exchangeDesk.settle')}
      run={(reason) => settleExchangeMarket(market.marketKey, winners, reason)}
      onClose={onClose}
      onDone={onDone}
    >
      <p>{t('exchangeDesk.settleNote', { places: market.places })}</p>
      {market.runners.map((r) => (
        <Checkbox key={r.selectionId} label={r.name} checked={winners.includes(r.selectionId)} onChange={(on) => toggle(r.selectionId, on)} />
      ))}
    </ReasonDialog>
  );
}

export function RollbackDialog({ market, onClose, onDone }: { market: Market; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('operator');
  return (
    <ReasonDialog
      title={t('exchangeDesk.rollbackTitle', { market: market.lineTitle ?? market.marketName })}
      action={t('exchangeDesk.rollback')}
      run={(reason) => rollBackExchangeMarket(market.marketKey, reason)}
      onClose={onClose}
      onDone={onDone}
    >
      <p>{t('exchangeDesk.rollbackNote', { result: market.result ?? '—' })}</p>
    </ReasonDialog>
  );
}

/** The markets only the operator can settle or void, longest waiting first. */
export function WaitingMarkets() {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const said = useErrorText();
  const [settling, setSettling] = useState<Waiting | null>(null);
  const read = useRead('operator:exchange:markets:waiting', getWaitingMarkets);
  const markets = read.data?.markets ?? [];
  return (
    <Card title={t('exchangeDesk.waitingMarkets')} testId="exchange-waiting" actions={<RefreshButton variant="ghost" onClick={read.refresh} />}>
      <ReadState read={read} empty={<EmptyState />} isEmpty={() => markets.length === 0}>
        <ul className="exchange-waiting">
          {markets.map((m) => (
            <li key={m.marketKey} data-testid="exchange-waiting-row">
              <span>
                <FeedName name={m.eventName} bn={m.eventNameBn} /> · <FeedName name={m.marketName} bn={m.marketNameBn} />
                <br />
                <small>
                  {m.awaitingOperator ? said(m.awaitingOperator) : null}
                  {m.lastDecision
                    ? ` — ${m.lastDecision.reason} (${m.lastDecision.decidedBy ?? t('exchangeDesk.source')}, ${f.dateTime(m.lastDecision.decidedAt)})`
                    : null}
                </small>
              </span>
              <Money value={m.exposure} />
              {m.marketType !== 'fancy' && (
                <Button size="sm" onClick={() => setSettling(m)}>
                  {t('exchangeDesk.settle')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </ReadState>
      {settling && (
        <SettleDialog
          market={settling}
          onClose={() => setSettling(null)}
          onDone={() => {
            setSettling(null);
            read.refresh();
          }}
        />
      )}
    </Card>
  );
}
