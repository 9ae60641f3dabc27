// Players in the back office: search by username, phone, e-mail, id or agent code (paged), then one
// player's page (player-view.tsx). The search is sent only when staff press Search.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYER_SEARCH_FIELDS, type PlayerSearchField } from '../../../../contracts/operator-players.ts';
import { Button } from '../../../components/button.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { ReadState } from '../../../components/read-state.tsx';
import { SelectField } from '../../../components/select.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useRead } from '../../../lib/use-read.ts';
import { searchPlayers } from './api.ts';
import { PlayerView } from './player-view.tsx';
import './players.css';

export function PlayersPanel() {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const [q, setQ] = useState('');
  const [field, setField] = useState<PlayerSearchField>('any');
  const [query, setQuery] = useState<{ q: string; field: PlayerSearchField; page: number } | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const read = useRead(query ? `operator:players:${query.field}:${query.q}:${query.page}` : null, () => searchPlayers(query!.q, query!.field, query!.page));

  if (open !== null) return <PlayerView id={open} onBack={() => setOpen(null)} />;
  return (
    <div className="players-panel" data-testid="players-panel">
      <form
        className="players-search"
        onSubmit={(e) => {
          e.preventDefault();
          if (q.trim()) setQuery({ q: q.trim(), field, page: 1 });
        }}
      >
        <TextField label={t('players.search')} value={q} onChange={(e) => setQ(e.target.value)} autoCapitalize="none" />
        <SelectField
          label={t('players.searchIn')}
          value={field}
          onChange={setField}
          options={PLAYER_SEARCH_FIELDS.map((v) => ({ value: v, label: t(`players.field.${v}`) }))}
        />
        <Button type="submit" variant="secondary">
          {t('search')}
        </Button>
      </form>
      {query && (
        <ReadState read={read} empty={<EmptyState title={t('players.none')} icon="user" />} isEmpty={(r) => r.data.length === 0}>
          {(r) => (
            <>
              <DataTable label={t('players.results')}>
                <thead>
                  <tr>
                    <th>{t('players.id')}</th>
                    <th>{t('players.username')}</th>
                    <th>{t('players.phone')}</th>
                    <th>{t('players.email')}</th>
                    <th>{t('players.status')}</th>
                    <th>{t('players.joined')}</th>
                  </tr>
                </thead>
                <tbody>
                  {r.data.map((p) => (
                    <tr key={p.id}>
                      <td>{f.digits(String(p.id))}</td>
                      <td>
                        <Button variant="ghost" size="sm" onClick={() => setOpen(p.id)}>
                          <span translate="no">{p.username}</span>
                        </Button>
                      </td>
                      <td translate="no">{p.phone ? f.digits(p.phone) : '—'}</td>
                      <td translate="no">{p.email ?? '—'}</td>
                      <td>{t(`players.statusValue.${p.status === 'locked' ? 'locked' : 'active'}`)}</td>
                      <td>{f.date(p.created_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
              <div className="players-pages">
                <Button variant="ghost" size="sm" disabled={r.page <= 1} onClick={() => setQuery({ ...query, page: query.page - 1 })}>
                  {t('players.previous')}
                </Button>
                <span>{t('players.page', { page: f.integer(r.page) })}</span>
                <Button variant="ghost" size="sm" disabled={!r.has_more} onClick={() => setQuery({ ...query, page: query.page + 1 })}>
                  {t('players.next')}
                </Button>
              </div>
            </>
          )}
        </ReadState>
      )}
    </div>
  );
}
