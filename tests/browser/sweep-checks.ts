// The checks the route sweep makes on each open screen (tests/browser/sweep-screens.spec.ts): nothing
// sticks out past the right edge, axe-core finds no serious or critical violation, and a Bangla page
// prints no Latin digit and no English word of the message catalogue. Each returns the problems it
// found as lines that name the URL, so one failed sweep lists every screen at fault at once.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BANGLA_ALLOWED_WORDS, englishCatalogueWords } from './bangla-words.ts';

/** The page's width against the window's, and the outermost pieces that stick out past the right edge. */
export async function overflowProblems(page: Page, where: string): Promise<string[]> {
  const m = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // A piece inside a box that scrolls or clips sideways (a tab row) does not widen the page.
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    const over = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > width + 0.5 && !clipped(el);
      })
      // Only the outermost offenders: their children stick out because they do.
      .filter((el, _, all) => !all.some((other) => other !== el && other.contains(el)))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} (right ${Math.round(el.getBoundingClientRect().right)})`);
    return { scrollWidth: document.documentElement.scrollWidth, width, over };
  });
  return m.scrollWidth > m.width ? [`${where}: ${m.scrollWidth} > ${m.width} ${m.over.join(', ')}`] : [];
}

/**
 * The axe-core the sweep runs: the project's own (a dev dependency), not the older copy
 * @axe-core/playwright pins for itself, so the sweep runs the current release's default rules, the ones an
 * outside audit runs (decision 0276).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe-core violations of the default rules: the rule and the first elements it names. */
export async function axeProblems(page: Page, where: string): Promise<string[]> {
  // Legacy mode: axe.run in the page itself, which checks its same-origin frames (a house game) too. The
  // default opens a blank page per call to finish the run there, for cross-origin frames, which the swept
  // screens do not have. Measured on two sweep cases (58 screens each): the same violations, passes and
  // incompletes on every screen, in 27 s and 45 s of axe against 52 s and 71 s.
  // Violations only: axe then still runs every rule, but builds the full list of elements (and a selector
  // for each) only for what failed, not for every passing element. On 30 screens of a player at 1366 px:
  // the same violations, in 17.5 s against 22.1 s.
  const result = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where} [${v.impact}] ${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}${v.nodes[0]?.failureSummary ? ` (${v.nodes[0].failureSummary.split('\n').slice(1, 2).join('').trim()})` : ''}`,
    );
}

export const CATALOGUE = englishCatalogueWords(
  readdirSync('src/locales/en').map((file) => JSON.parse(readFileSync(`src/locales/en/${file}`, 'utf8')) as unknown),
);

/** A piece of text the player reads or hears, and where it was (an attribute's name is not part of it). */
interface Seen {
  text: string;
  where: string;
}

/**
 * Everything on screen a player reads or hears, without the parts marked translate="no" (a username,
 * a transaction id, a brand, a game's title: the player's own or a name) and parts marked as another
 * language (the language switch's "English", the gallery's English panels), as WCAG's language of parts has it.
 */
function screenText(page: Page): Promise<Seen[]> {
  return page.evaluate(() => {
    const otherLanguage = (el: Element) => {
      const part = el.closest('[lang]');
      return Boolean(part && part.getAttribute('lang') !== 'bn');
    };
    const skip = (el: Element | null) =>
      !el || otherLanguage(el) || Boolean(el.closest('[translate="no"], iframe, script, style, noscript, [aria-hidden="true"]'));
    const out: { text: string; where: string }[] = [{ text: document.title, where: 'title' }];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || skip(el)) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const text = node.textContent?.trim();
      if (text) out.push({ text, where: 'text' });
    }
    // A name the page marks as a name (a game's title on its tile) is a name in a label too ("Lucky Sixes
    // খেলুন"); the rest of the label is still read.
    const names = [...document.querySelectorAll('[translate="no"]')]
      .map((el) => el.textContent?.trim() ?? '')
      .filter((name) => name.length > 0)
      .sort((a, b) => b.length - a.length);
    const withoutNames = (value: string) => names.reduce((text, name) => text.split(name).join(' '), value);
    for (const el of document.querySelectorAll('[aria-label], [title], img[alt], [placeholder]')) {
      if (skip(el)) continue;
      for (const attr of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) out.push({ text: withoutNames(value), where: attr });
      }
    }
    return out;
  });
}

/** Latin digits, and English words of the message catalogue, in what a Bangla page shows or says. */
export async function banglaProblems(page: Page, where: string): Promise<string[]> {
  const found = new Set<string>();
  if ((await page.locator('html').getAttribute('lang')) !== 'bn') found.add(`${where}: <html lang> is not bn`);
  for (const { where: part, text: raw } of await screenText(page)) {
    // An e-mail address (an example in a placeholder) is Latin in every language, and so is the markup of
    // HTML the operator edits (a notice's <h3>): tags are code, not words.
    const text = raw.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '').replace(/<\/?[a-z][a-z0-9]*\b[^>]*>/gi, ' ');
    const quote = `${part} "${text.slice(0, 60)}"`;
    for (const digits of text.match(/[0-9]+/g) ?? []) found.add(`${where}: Latin digits "${digits}" in ${quote}`);
    for (const word of text.match(/[A-Za-z][A-Za-z']+/g) ?? []) {
      const w = word.toLowerCase();
      if (CATALOGUE.has(w) && !BANGLA_ALLOWED_WORDS.has(w)) found.add(`${where}: English "${word}" in ${quote}`);
    }
  }
  return [...found];
}

/**
 * Controls a thumb must hit (buttons, links, selects, tabs, radios) under 44 × 44 px, and inputs under
 * 16 px text (a phone zooms in on focus below that). A link inside a line of text is exempt, as WCAG's
 * target-size rule exempts it: it is as tall as the text it sits in. A price cell is 44 px tall and as
 * wide as the column allows (the three depth levels on a laptop), so only height counts for it.
 */
export async function targetProblems(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate((tapMin) => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    const inText = (el: Element) =>
      el.tagName === 'A' &&
      /^(P|LI|SPAN|SMALL|LABEL|DD|TD)$/.test(el.parentElement?.tagName ?? '') &&
      (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
    const small = [...document.querySelectorAll('button, a[href], select, [role="tab"], [role="radio"]')]
      .filter(visible)
      .filter((el) => !inText(el) && !el.closest('[aria-hidden="true"], [inert]'))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ el, r }) => r.height < tapMin - 0.5 || (!el.classList.contains('price-cell') && r.width < tapMin - 0.5))
      .map(({ el, r }) => `target ${name(el)} ${Math.round(r.width)}x${Math.round(r.height)}`);
    const smallText = [...document.querySelectorAll('input:not([type="checkbox"]):not([type="radio"]):not([type="range"]), select, textarea')]
      .filter(visible)
      .filter((el) => parseFloat(getComputedStyle(el).fontSize) < 16)
      .map((el) => `input ${name(el)} ${getComputedStyle(el).fontSize}`);
    return [...small, ...smallText];
  }, 44);
  return [...new Set(found)].slice(0, 8).map((f) => `${where}: ${f}`);
}

/**
 * Animations left running on what nobody sees: a hidden element's animation (visibility: hidden, opacity 0)
 * still runs, and an infinite one keeps a phone's compositor drawing frames for as long as the screen is open
 * (decision 0163: every button's hidden spinner turned forever, twelve of them on the game lobby).
 */
export async function hiddenMotionProblems(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running')
      .map((a) => (a.effect as KeyframeEffect | null)?.target ?? null)
      .filter((el): el is Element => el !== null)
      .filter((el) => !el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`),
  );
  return [...new Set(found)].map((f) => `${where}: an animation runs on the unseen ${f}`);
}
