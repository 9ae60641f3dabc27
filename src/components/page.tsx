// The frame of a screen's content inside the shell: centred, padded, and as wide as its content
// wants: narrow (forms: 440 px), regular (lists, 960 px) or wide (grids, 1280 px). The shell owns
// <main>; a screen is a section inside it, named by its heading.
import type { ReactNode } from 'react';
import './page.css';

export function Page({
  width = 'regular',
  children,
  className,
  screen,
  labelledBy,
}: {
  width?: 'narrow' | 'regular' | 'wide';
  children: ReactNode;
  className?: string;
  /** data-screen, which the browser tests and screenshots use to know what is on screen. */
  screen?: string;
  labelledBy?: string;
}) {
  return (
    <section className={`page page-${width}${className ? ` ${className}` : ''}`} data-screen={screen} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}
