// /inbox: the player's messages, polled every 10 s; unread marks,
// the five-word preview, the message popup (opening marks it read), the Edit / Read / Cancel menu,
// multi-select Read and Delete, and the end-of-page prompt that loads the next page.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INBOX_POLL_MS, type InboxMessage } from '../../../contracts/inbox.ts';
import { BottomSheet } from '../../components/bottom-sheet.tsx';
import { Button, IconButton } from '../../components/button.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ReadState } from '../../components/read-state.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import { showToast } from '../../components/toast-store.ts';
import { useFormat, useLanguage } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { deleteMessage, getInboxPage, markRead, messageText } from './api.ts';
import { InboxList } from './inbox-list.tsx';
import './inbox.css';

export function InboxPage() {
  const { t } = useTranslation(['inbox', 'errors']);
  const lang = useLanguage();
  const f = useFormat();
  const [menu, setMenu] = useState(false);
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [open, setOpen] = useState<InboxMessage | null>(null);
  const loadedRef = useRef(1);

  // Every page loaded so far, again, on each read: new messages appear at the top, deleted ones go.
  const read = useRead(
    'inbox',
    async () => {
      const count = loadedRef.current;
      const answers = await Promise.all(Array.from({ length: count }, (_, i) => getInboxPage(i + 1)));
      const seen = new Set<number>();
      const messages = answers.flatMap((a) => a.data).filter((m) => (seen.has(m.id) ? false : (seen.add(m.id), true)));
      return { messages, loaded: count, last: answers.at(-1)?.last_page ?? 1 };
    },
    { every: INBOX_POLL_MS },
  );
  const messages = read.data?.messages;
  const { refresh, update } = read;

  const loadMore = () => {
    loadedRef.current += 1;
    refresh();
  };
  const openMessage = (m: InboxMessage) => {
    setOpen(m);
    const seen = (x: InboxMessage): InboxMessage => (x.id === m.id ? { ...x, is_read: 1 } : x);
    if (!m.is_read) void markRead(m.id).then(() => update((d) => d && { ...d, messages: d.messages.map(seen) }));
  };
  const stopEditing = () => {
    setEditing(false);
    setSelected(new Set());
  };
  const readAll = async (ids: number[]) => {
    await Promise.all(ids.map((id) => markRead(id))).catch(() => showToast(t('errors:errorTryAgain'), { tone: 'danger' }));
    stopEditing();
    refresh();
  };
  const removeSelected = async () => {
    await Promise.all([...selected].map((id) => deleteMessage(id))).catch(() => showToast(t('errors:errorTryAgain'), { tone: 'danger' }));
    showToast(t('deleted', { count: selected.size }));
    stopEditing();
    refresh();
  };
  const toggle = (id: number) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  const shownOpen = open ? messageText(open, lang, t, f) : null;

  return (
    <Page screen="InboxPage" className="inbox-page">
      <PageHeader
        title={t('title')}
        back="history"
        actions={
          editing ? (
            <Button variant="ghost" onClick={stopEditing}>
              {t('cancel')}
            </Button>
          ) : (
            <IconButton icon="menu" label={t('menu')} onClick={() => setMenu(true)} disabled={!messages?.length} />
          )
        }
      />
      <ReadState
        read={read}
        skeleton={<SkeletonList rows={4} label={t('loading')} />}
        empty={<EmptyState title={t('errors:noData')} description={t('emptyHint')} icon="inbox" />}
        isEmpty={(d) => d.messages.length === 0}
      >
        {(d) => <InboxList messages={d.messages} editing={editing} selected={selected} onToggle={toggle} onOpen={openMessage} />}
      </ReadState>
      {read.data && read.data.messages.length > 0 && !editing && (
        <div className="inbox-end" data-testid="inbox-end">
          {read.data.loaded < read.data.last ? (
            <Button variant="secondary" onClick={loadMore}>
              {t('loadMore')}
            </Button>
          ) : (
            <p>{t('endOfList')}</p>
          )}
        </div>
      )}
      {editing && (
        <div className="inbox-actions" role="toolbar" aria-label={t('selectedActions')}>
          <span>{t('selectedCount', { count: selected.size, n: f.integer(selected.size) })}</span>
          <Button variant="secondary" disabled={selected.size === 0} onClick={() => void readAll([...selected])}>
            {t('read')}
          </Button>
          <Button variant="danger" disabled={selected.size === 0} onClick={() => void removeSelected()}>
            {t('delete')}
          </Button>
        </div>
      )}
      <BottomSheet open={menu} title={t('menu')} name="inbox-menu" onClose={() => setMenu(false)}>
        <div className="inbox-menu">
          <Button
            block
            onClick={() => {
              setMenu(false);
              setEditing(true);
            }}
          >
            {t('edit')}
          </Button>
          <Button
            block
            variant="secondary"
            onClick={() => {
              setMenu(false);
              void readAll((messages ?? []).filter((m) => !m.is_read).map((m) => m.id));
            }}
          >
            {t('readAll')}
          </Button>
          <Button block variant="ghost" onClick={() => setMenu(false)}>
            {t('cancel')}
          </Button>
        </div>
      </BottomSheet>
      {open && shownOpen && (
        <Dialog name="inbox-message" title={shownOpen.title} onClose={() => setOpen(null)} footer={<Button onClick={() => setOpen(null)}>{t('close')}</Button>}>
          <p className="inbox-message-date">{f.dateTime(open.created_at)}</p>
          <p className="inbox-message-text">{shownOpen.message}</p>
        </Dialog>
      )}
    </Page>
  );
}
