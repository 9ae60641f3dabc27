// One player's page in the back office: who they are, verification, money and holds, the latest
// transactions, bets and rounds, limits and breaks, flags, chats, notes and log-ins; and what staff may do:
// lock or unlock, reset the password, add a note, set a limit within the player's own, ask for a balance
// adjustment (it waits for a second staff member).
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerPage } from '../../../../contracts/operator-players.ts';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '../../../../contracts/safer-play.ts';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { Notice } from '../../../components/notice.tsx';
import { ReadState } from '../../../components/read-state.tsx';
import { SelectField } from '../../../components/select.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useErrorText } from '../../../lib/message-text.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useRead } from '../../../lib/use-read.ts';
import { actOn, addNote, getPlayer, requestAdjustment, setLimit, type PlayerAction } from './api.ts';

function useAction(onDone: () => void) {
  const say = useErrorText();
  const [note, setNote] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const run = async (work: () => Promise<{ message: string }>) => {
    try {
      const answer = await work();
      setNote({ tone: 'success', text: say({ message: answer.message }) });
      onDone();
    } catch (e) {
      setNote({ tone: 'danger', text: e instanceof ApiError ? say(e) : String(e) });
    }
  };
  return { note, run };
}

const Facts = ({ rows }: { rows: [string, ReactNode][] }) => (
  <dl className="players-facts">
    {rows.map(([k, v]) => (
      <div key={k} style={{ display: 'contents' }}>
        <dt>{k}</dt>
        <dd>{v}</dd>
      </div>
    ))}
  </dl>
);

export function PlayerView({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation('operator');
  const read = useRead(`operator:player:${id}`, () => getPlayer(id));
  const action = useAction(read.refresh);
  return (
    <div className="players-view" data-testid="player-view">
      <Button variant="ghost" size="sm" onClick={onBack}>
        {t('players.back')}
      </Button>
      {action.note && <Notice tone={action.note.tone}>{action.note.text}</Notice>}
      <ReadState read={read}>{(p) => <PlayerCards p={p} run={action.run} />}</ReadState>
    </div>
  );
}

function PlayerCards({ p, run }: { p: PlayerPage; run: (work: () => Promise<{ message: string }>) => Promise<void> }) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const yes = (b: boolean) => (b ? t('players.yes') : t('players.no'));
  const act = (a: PlayerAction) => run(() => actOn(p.profile.id, a));
  return (
    <>
      <Card
        title={<span translate="no">{p.profile.username}</span>}
        actions={p.flags.locked ? <Badge tone="danger">{t('players.statusValue.locked')}</Badge> : undefined}
      >
        <Facts
          rows={[
            [t('players.id'), f.digits(String(p.profile.id))],
            [t('players.name'), p.profile.name || '—'],
            [t('players.phone'), p.profile.phone ? f.digits(p.profile.phone) : '—'],
            [t('players.email'), p.profile.email ?? '—'],
            [t('players.agent'), p.profile.agent_code ?? '—'],
            [t('players.joined'), f.dateTime(p.profile.created_at)],
            [t('players.phoneVerified'), yes(p.verification.phone_verified)],
            [t('players.emailVerified'), yes(p.verification.email_verified)],
            [
              t('players.kyc'),
              `${t(`players.kycStatus.${p.verification.kyc.status}`)}${p.verification.kyc.full_name ? ` · ${p.verification.kyc.full_name}` : ''}`,
            ],
            [t('players.balance'), f.taka(p.money.balance)],
            [t('players.withdrawalHold'), f.taka(p.money.withdrawal_hold)],
            [t('players.exchangeHold'), f.taka(p.money.exchange_hold)],
            [t('players.flags'), flagsText(p, t)],
          ]}
        />
        <div className="players-actions">
          {p.flags.locked ? (
            <Button variant="secondary" onClick={() => act('unlock')}>
              {t('players.unlock')}
            </Button>
          ) : (
            <Button variant="danger" onClick={() => act('lock')}>
              {t('players.lock')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => act('password-reset')}>
            {t('players.resetPassword')}
          </Button>
        </div>
      </Card>
      <NoteForm id={p.profile.id} run={run} />
      <LimitForm id={p.profile.id} run={run} />
      <AdjustmentForm id={p.profile.id} run={run} />
      <Card title={t('players.limits')}>
        <Facts
          rows={p.safer_play.limits.map((l) => [
            `${t(`limitKind.${l.kind}`)} · ${t(`periodValue.${l.period}`)}`,
            l.amount === null ? t('noLimit') : f.taka(l.amount, { whole: true }),
          ])}
        />
        {p.safer_play.exclusion && (
          <Notice tone="warning">{`${t(`kindValue.${p.safer_play.exclusion.kind}`)} ${t('until', { time: f.dateTime(p.safer_play.exclusion.ends_at) })}`}</Notice>
        )}
      </Card>
      <ListCard
        title={t('players.transactions')}
        head={[t('players.when'), t('players.kind'), t('players.amount')]}
        rows={p.transactions.map((e) => [e.id, f.dateTime(e.created_at), e.kind, f.taka(e.amount)])}
      />
      <ListCard
        title={t('players.bets')}
        head={[t('players.when'), t('players.market'), t('players.stake'), t('players.result')]}
        rows={p.bets.map((b) => [
          b.id,
          f.dateTime(b.placed_at),
          `${b.market} · ${b.selection} (${b.side})`,
          f.taka(b.stake),
          b.profit_loss === null ? b.state : f.taka(b.profit_loss),
        ])}
      />
      <ListCard
        title={t('players.rounds')}
        head={[t('players.when'), t('players.game'), t('players.stake'), t('players.win')]}
        rows={p.rounds.map((r) => [r.id, f.dateTime(r.created_at), `${r.game_code} · ${r.provider}`, f.taka(r.bet), f.taka(r.win)])}
      />
      <ListCard
        title={t('players.chats')}
        head={[t('players.when'), t('players.lastMessage')]}
        rows={p.chats.map((c) => [c.id, f.dateTime(c.updated_at), c.last_message ?? '—'])}
      />
      <ListCard
        title={t('players.notes')}
        head={[t('players.when'), t('players.staff'), t('players.note')]}
        rows={p.notes.map((n) => [n.id, f.dateTime(n.created_at), n.staff ?? '—', n.body])}
      />
      <ListCard
        title={t('players.logins')}
        head={[t('players.when'), t('players.address'), t('players.device')]}
        rows={p.logins.map((l, i) => [i, f.dateTime(l.at), l.address ?? '—', l.device ?? '—'])}
      />
    </>
  );
}

function flagsText(p: PlayerPage, t: (key: string, vars?: Record<string, unknown>) => string): string {
  const out = [
    ...p.flags.market_blocks.map((b) => t(`players.blocked.${b}`)),
    ...(p.flags.pending_withdrawal_name_mismatch ? [t('players.nameMismatch')] : []),
    ...(p.flags.pending_adjustments > 0 ? [t('players.pendingAdjustments', { count: p.flags.pending_adjustments })] : []),
    ...(p.profile.password_reset_required ? [t('players.resetPending')] : []),
  ];
  return out.length ? out.join(' · ') : '—';
}

function ListCard({ title, head, rows }: { title: string; head: string[]; rows: (string | number)[][] }) {
  const { t } = useTranslation('operator');
  return (
    <Card title={title}>
      {rows.length === 0 ? (
        <p>{t('players.nothing')}</p>
      ) : (
        <DataTable label={title}>
          <thead>
            <tr>
              {head.map((h) => (
                <th key={h}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([key, ...cells]) => (
              <tr key={key}>
                {cells.map((c, i) => (
                  <td key={i}>{c}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Card>
  );
}

type Run = (work: () => Promise<{ message: string }>) => Promise<void>;

function NoteForm({ id, run }: { id: number; run: Run }) {
  const { t } = useTranslation('operator');
  const [body, setBody] = useState('');
  return (
    <Card title={t('players.addNote')}>
      <form
        className="players-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => addNote(id, body)).then(() => setBody(''));
        }}
      >
        <TextAreaField label={t('players.note')} value={body} onChange={(e) => setBody(e.target.value)} maxLength={2000} rows={2} />
        <Button type="submit" variant="secondary">
          {t('players.saveNote')}
        </Button>
      </form>
    </Card>
  );
}

function LimitForm({ id, run }: { id: number; run: Run }) {
  const { t } = useTranslation('operator');
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  return (
    <Card title={t('players.setLimit')}>
      <Notice tone="info">{t('players.limitRule')}</Notice>
      <form
        className="players-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => setLimit(id, { kind, period, amount }));
        }}
      >
        <SelectField
          label={t('players.limitKind')}
          value={kind}
          onChange={setKind}
          options={LIMIT_KINDS.map((k) => ({ value: k, label: t(`limitKind.${k}`) }))}
        />
        <SelectField
          label={t('players.limitPeriod')}
          value={period}
          onChange={setPeriod}
          options={LIMIT_PERIODS.map((v) => ({ value: v, label: t(`periodValue.${v}`) }))}
        />
        <TextField label={t('players.amount')} value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="numeric" />
        <Button type="submit" variant="secondary">
          {t('players.applyLimit')}
        </Button>
      </form>
    </Card>
  );
}

function AdjustmentForm({ id, run }: { id: number; run: Run }) {
  const { t } = useTranslation('operator');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  return (
    <Card title={t('players.adjust')}>
      <Notice tone="info">{t('players.adjustRule')}</Notice>
      <form
        className="players-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => requestAdjustment(id, amount, reason));
        }}
      >
        <TextField label={t('players.adjustAmount')} value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" />
        <TextField label={t('players.reason')} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
        <Button type="submit" variant="secondary">
          {t('players.requestAdjustment')}
        </Button>
      </form>
    </Card>
  );
}
