// Bangla, complete and consistent (issue 11): every route of src/app/routes.ts opened in Bangla, as a
// guest and as a player, prints no Latin digit and no English word of the message catalogue, in its
// text or in what a screen reader hears (aria-label, title, alt, placeholder). Text a page marks
// translate="no" (a username, a transaction id, a brand, a game's title) is the player's or a name, and is
// skipped, in the text and where a label repeats it;
// so are parts marked lang="en" (a language's own name), e-mail addresses and the few brand words below.
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { oddsViewUrl, openScreen, sessionForRoute, routesFor, seasonedPlayer, sweepRoutes, useSession, type PlayerSession, type Visitor } from './sweep-kit.ts';
import { englishCatalogueWords, BANGLA_ALLOWED_WORDS } from './bangla-words.ts';

let player: PlayerSession;
let odds = '/odds-view';
test.beforeAll(async ({ request, baseURL }) => {
  player = await seasonedPlayer(request, baseURL!);
  odds = await oddsViewUrl(request);
});

const CATALOGUE = englishCatalogueWords(
  readdirSync('src/locales/en').map((file) => JSON.parse(readFileSync(`src/locales/en/${file}`, 'utf8')) as unknown),
);

/** A piece of text the player reads or hears, and where it was (an attribute's name is not part of it). */
interface Seen { text: string; where: string }

/** Everything on screen a player reads or hears, without the parts marked translate="no". */
async function screenText(page: Page): Promise<Seen[]> {
  return page.evaluate(() => {
    // Parts marked as another language (the language switch's "English", the gallery's English panels)
    // are that language on purpose, as WCAG's language of parts has it.
    const otherLanguage = (el: Element) => { const part = el.closest('[lang]'); return Boolean(part && part.getAttribute('lang') !== 'bn'); };
    const skip = (el: Element | null) => !el || otherLanguage(el) || Boolean(el.closest('[translate="no"], iframe, script, style, noscript, [aria-hidden="true"]'));
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
    const names = [...document.querySelectorAll('[translate="no"]')].map((el) => el.textContent?.trim() ?? '')
      .filter((name) => name.length > 0).sort((a, b) => b.length - a.length);
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

function problemsIn(seen: Seen[], url: string): string[] {
  const found = new Set<string>();
  for (const { where, text: raw } of seen) {
    // An e-mail address (an example in a placeholder) is Latin in every language.
    const text = raw.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '');
    const quote = `${where} "${text.slice(0, 60)}"`;
    for (const digits of text.match(/[0-9]+/g) ?? []) found.add(`${url}: Latin digits "${digits}" in ${quote}`);
    for (const word of text.match(/[A-Za-z][A-Za-z']+/g) ?? []) {
      const w = word.toLowerCase();
      if (CATALOGUE.has(w) && !BANGLA_ALLOWED_WORDS.has(w)) found.add(`${url}: English "${word}" in ${quote}`);
    }
  }
  return [...found];
}

for (const visitor of ['guest', 'player'] as Visitor[]) {
  for (const width of [360, 1366]) {
    test(`every route reads in Bangla only, as a ${visitor} at ${width} px`, async ({ page, request }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 800 });
      await useSession(page, visitor === 'player' ? player : null, 'bn');
      const problems: string[] = [];
      const routes = routesFor(visitor, sweepRoutes({ '/odds-view': odds }));
      for (const route of routes) {
        await sessionForRoute(page, request, route, visitor === 'player' ? player : null, 'bn');
        await openScreen(page, route.url);
        await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
        problems.push(...problemsIn(await screenText(page), route.url));
      }
      expect(CATALOGUE.size).toBeGreaterThan(300);
      expect(problems).toEqual([]);
    });
  }
}
