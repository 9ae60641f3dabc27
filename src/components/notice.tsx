// A message inside a screen: a form's own error (danger, read out at once), a result (success),
// a note (info, warning). Not a toast: it stays where it is until the screen changes it.
import type { ReactNode } from 'react';
import { useMessageText } from '../lib/message-text.ts';
import { Icon, type IconName } from './icon.tsx';
import './notice.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';
const ICONS: Record<NoticeTone, IconName> = { info: 'info', success: 'check', warning: 'alert', danger: 'alert' };

export function Notice({ tone = 'info', title, children, className }: { tone?: NoticeTone; title?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={`notice notice-${tone}${className ? ` ${className}` : ''}`} role={tone === 'danger' ? 'alert' : 'status'}>
      <Icon name={ICONS[tone]} className="notice-icon" />
      <div className="notice-body">
        {title && <p className="notice-title">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}

/**
 * A form's own error (not one field's): a catalogue key of the errors namespace, or a text as is; `vars`
 * fill its placeholders (the wait a limit asks for) in the language's own digits.
 */
export function FormError({ error, vars }: { error?: string | null; vars?: Record<string, string> }) {
  const say = useMessageText();
  if (!error) return null;
  return <Notice tone="danger">{say(error, vars)}</Notice>;
}
