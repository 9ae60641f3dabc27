import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetWhatTheFileLeft } from './client-file-reset.ts';

// The client files share one jsdom per worker; this is what keeps one file's leftovers from the next.
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('what a client test file leaves behind', () => {
  afterEach(() => forgetWhatTheFileLeft());

  it('stops its timers and intervals and removes its window and document listeners', async () => {
    let ticks = 0;
    setInterval(() => ticks++, 5);
    setTimeout(() => ticks++, 5);
    let heard = 0;
    window.addEventListener('online', () => heard++);
    document.addEventListener('visibilitychange', () => heard++);
    forgetWhatTheFileLeft();
    await wait(40);
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(ticks).toBe(0);
    expect(heard).toBe(0);
  });

  it('lets the timers set after a reset run', async () => {
    let ran = 0;
    setTimeout(() => ran++, 1);
    await wait(20);
    expect(ran).toBe(1);
    forgetWhatTheFileLeft();
    setTimeout(() => ran++, 1);
    await wait(20);
    expect(ran).toBe(2);
  });

  it('empties storage, puts the URL back, strips <html> and restores the globals and matchMedia', () => {
    localStorage.setItem('k', 'v');
    sessionStorage.setItem('k', 'v');
    window.history.replaceState(null, '', '/deposit?x=1');
    document.documentElement.setAttribute('data-theme', 'dark');
    document.documentElement.lang = 'bn';
    document.body.innerHTML = '<p>left</p>';
    const matchMedia = window.matchMedia;
    window.matchMedia = (() => ({ matches: true })) as unknown as typeof window.matchMedia;
    const stub = vi.fn();
    vi.stubGlobal('fetch', stub);
    forgetWhatTheFileLeft();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(window.location.pathname + window.location.search).toBe('/');
    expect(document.documentElement.getAttributeNames()).toEqual([]);
    expect(document.body.childNodes).toHaveLength(0);
    expect(window.matchMedia).toBe(matchMedia);
    expect(fetch).not.toBe(stub);
  });
});
