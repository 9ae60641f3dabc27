// Buttons: primary (gold, one per screen), secondary (outlined), danger, ghost; sizes sm, md, lg
// (every size is at least the 44 px tap target). Loading keeps the width: the label and the busy
// face share one grid cell, so the button is always as wide as the wider of the two.
// ButtonLink is a wouter link that looks like a button; IconButton is a square one with a name.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon, type IconName } from './icon.tsx';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
}

export const buttonClassName = ({ variant = 'primary', size = 'md', block, className }: Look) =>
  ['btn', `btn-${variant}`, `btn-${size}`, block && 'btn-block', className].filter(Boolean).join(' ');

export interface ButtonProps extends Look, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /** Busy: disabled, a spinner in place of the label, the same width. */
  loading?: boolean;
  /** Shown beside the spinner while loading (e.g. "Logging in..."); otherwise read out only. */
  loadingText?: ReactNode;
  icon?: IconName;
}

export function Button({ variant, size, block, className, loading = false, loadingText, icon, children, disabled, type = 'button', ...rest }: ButtonProps) {
  const { t } = useTranslation('common');
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      {...rest}
    >
      <span className="btn-face" aria-hidden={loading || undefined}>
        {icon && <Icon name={icon} size={size === 'sm' ? 18 : 20} />}
        {children}
      </span>
      <span className="btn-busy" aria-hidden={!loading || undefined}>
        <span className="btn-spinner" />
        {loadingText ?? <span className="visually-hidden">{t('loading')}</span>}
      </span>
    </button>
  );
}

interface ButtonLinkProps extends Look, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'href'> {
  href: string;
  icon?: IconName;
}

/** A link (navigation) dressed as a button: use it when pressing it goes somewhere. */
export function ButtonLink({ variant, size, block, className, icon, children, href, ...rest }: ButtonLinkProps) {
  return (
    <Link href={href} className={buttonClassName({ variant, size, block, className })} {...rest}>
      <span className="btn-face">
        {icon && <Icon name={icon} size={size === 'sm' ? 18 : 20} />}
        {children}
      </span>
    </Link>
  );
}

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  label: string;
  size?: number;
}

/** A square 44 px button with only an icon; `label` is its accessible name. */
export function IconButton({ icon, label, size = 22, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button type={type} className={`icon-button${className ? ` ${className}` : ''}`} aria-label={label} title={label} {...rest}>
      <Icon name={icon} size={size} />
    </button>
  );
}
