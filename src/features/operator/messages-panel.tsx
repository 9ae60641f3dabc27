// Messages to players' inboxes: to one player (by username) or to every player, written in English
// and Bangla; below, what was sent and how many have read it.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { FormField, TextField } from '../../components/form-field.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { useRead } from '../../lib/use-read.ts';
import { getSentMessages, sendMessage } from './engagement-api.ts';
import { ListTable } from './list-panel.tsx';
import { useSaveNote } from './use-save-note.ts';

const BLANK = { username: '', title: '', message: '', title_bn: '', message_bn: '' };

export function MessagesPanel() {
  const { t } = useTranslation('engagement');
  const [audience, setAudience] = useState<'one' | 'all'>('one');
  const [form, setForm] = useState(BLANK);
  const sent = useRead('operator:messages', getSentMessages);
  const { note, errors, run } = useSaveNote();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    let message = '';
    const ok = await run(async () => {
      message = (await sendMessage({ audience, ...form, username: audience === 'one' ? form.username : undefined })).message;
    });
    if (ok) {
      setForm(BLANK);
      await run(async () => undefined, message);
      sent.refresh();
    }
  };
  const field = (k: keyof typeof BLANK, multiline = false) =>
    multiline ? (
      <FormField key={k} label={t(`message.${k}`)} value={form[k]} error={errors[k]}>
        {(control) => (
          <div className="input-box">
            <textarea className="input" rows={4} {...control} value={form[k]} onChange={(e) => setForm({ ...form, [k]: e.target.value })} />
          </div>
        )}
      </FormField>
    ) : (
      <TextField key={k} label={t(`message.${k}`)} value={form[k]} error={errors[k]} onChange={(e) => setForm({ ...form, [k]: e.target.value })} />
    );
  return (
    <Card title={t('messages')}>
      <form className="settings-form" aria-label={t('sendMessage')} onSubmit={(e) => void submit(e)}>
        <SegmentedControl
          label={t('audience')}
          value={audience}
          onChange={setAudience}
          showLabel
          options={[
            { value: 'one', label: t('onePlayer') },
            { value: 'all', label: t('allPlayers') },
          ]}
        />
        {audience === 'one' && field('username')}
        {field('title')}
        {field('message', true)}
        {field('title_bn')}
        {field('message_bn', true)}
        <Button type="submit">{t('send')}</Button>
        {note && <p role="status">{note}</p>}
      </form>
      <ListTable
        read={sent}
        label={t('messages')}
        head={
          <>
            <th>{t('sentAt')}</th>
            <th>{t('to')}</th>
            <th>{t('message.title')}</th>
            <th>{t('readBy')}</th>
          </>
        }
        row={(m) => (
          <tr key={m.id} data-testid="sent-row">
            <td>{m.created_at.slice(0, 16).replace('T', ' ')}</td>
            <td>{m.username ?? t('allPlayers')}</td>
            <td>{m.title}</td>
            <td>
              {m.read} / {m.recipients}
            </td>
          </tr>
        )}
      />
    </Card>
  );
}
