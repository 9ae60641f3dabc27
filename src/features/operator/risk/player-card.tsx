// One player for the risk team, looked up by id: open positions, settled profit or loss by Asia/Dhaka
// day and product, the limits that apply, flags and blocks.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { Money } from '../../../components/money.tsx';
import { ReadState } from '../../../components/read-state.tsx';
import { parseNumber } from '../../../lib/format.ts';
import { useErrorText } from '../../../lib/message-text.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useRead } from '../../../lib/use-read.ts';
import { getRiskPlayer } from './api.ts';

function PlayerView({ userId }: { userId: number }) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const said = useErrorText();
  const read = useRead(`operator:risk:player:${userId}`, () => getRiskPlayer(userId));
  const p = read.data;
  return (
    <ReadState read={read}>
      {p && (
        <div className="risk-player" data-testid="risk-player">
          <h3>
            {p.username} {p.exchangeBlocked && <Badge tone="danger">{t('riskDesk.exchangeBlocked')}</Badge>}
          </h3>
          <h4>{t('riskDesk.positions')}</h4>
          <ul>
            {p.positions.map((x) => (
              <li key={x.marketKey}>
                {x.eventName} · {x.marketName} · {f.integer(x.bets)} · <Money value={x.held} />
              </li>
            ))}
          </ul>
          <h4>{t('riskDesk.pnlByDay')}</h4>
          <ul>
            {p.pnlByDay.map((d) => (
              <li key={`${d.day}${d.product}`}>
                {f.date(d.day)} · {t(`exchangeDesk.type.${d.product}`)} · <Money value={d.stake} /> · <Money value={d.pnl} signed />
              </li>
            ))}
          </ul>
          <h4>{t('riskDesk.limits')}</h4>
          <ul>
            {p.limits.map((l) => (
              <li key={l.kind}>
                {t(`riskDesk.kind.${l.kind}`)}: <Money value={l.limits.minStake ?? 0} /> – <Money value={l.limits.maxStake ?? 0} /> ·{' '}
                {t('riskDesk.field.marketMaxProfit')} <Money value={l.limits.marketMaxProfit ?? 0} />
              </li>
            ))}
          </ul>
          <h4>{t('riskDesk.flags')}</h4>
          <ul>
            {p.flags.map((x) => (
              <li key={x.id}>
                #{x.betId} · {said(x.reason)} · {t(`riskDesk.flagStatus.${x.status}`)}
              </li>
            ))}
          </ul>
          <h4>{t('riskDesk.blocks')}</h4>
          <ul>
            {p.blocks.map((b) => (
              <li key={b.id}>
                {t(`riskDesk.scopes.${b.scope}`)} {b.target} · {b.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </ReadState>
  );
}

export function PlayerCard() {
  const { t } = useTranslation('operator');
  const [text, setText] = useState('');
  const [userId, setUserId] = useState<number | null>(null);
  const look = (e: FormEvent) => {
    e.preventDefault();
    const id = parseNumber(text);
    setUserId(id && id > 0 ? Math.floor(id) : null);
  };
  return (
    <Card title={t('riskDesk.player')} testId="risk-player-card">
      <form className="risk-rule-form" onSubmit={look}>
        <TextField label={t('riskDesk.target.player')} inputMode="numeric" value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit">{t('riskDesk.show')}</Button>
      </form>
      {userId !== null && <PlayerView userId={userId} />}
    </Card>
  );
}
