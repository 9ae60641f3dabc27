// Stored script: every text a user or the operator can store (tests/helpers/stored-text.ts,
// read from the contracts) is written with script payloads through the real API, then every screen that
// shows it is opened once, as the player and as the operator. The pages run with the
// Content-Security-Policy bypassed, so that a payload parsed as HTML would really run: this tests the
// rendering, not the policy (security.spec.ts tests the policy). No payload may run, no element may
// carry an event handler or a javascript: address, and each text must be on the screen as text.
import { expect, test, type Frame, type Page } from '@playwright/test';
import { postSolving } from './api-with-challenges.ts';
import { SHOWN } from '../helpers/stored-text.ts';
import { operatorSession } from './operator-session.ts';
import { payloadOf, storeHostileText, type Stored } from './stored-script-kit.ts';

test.use({ bypassCSP: true });

/** Makes every way a payload could announce itself (alert, a dialog) leave a mark the test reads. */
async function trap(page: Page, lang: 'en' | 'bn', session: { token: string; remote_id: string; username: string; staffRole?: string }, role: string) {
  await page.addInitScript(
    ([s, r, l]) => {
      const ran: string[] = [];
      Object.assign(window, { __ran: ran });
      window.alert = (n?: unknown) => {
        ran.push(String(n));
      };
      localStorage.setItem('token', s.token);
      localStorage.setItem('remote_id', s.remote_id);
      localStorage.setItem('username', s.username);
      localStorage.setItem('role', r);
      if (s.staffRole) localStorage.setItem('staffRole', s.staffRole);
      localStorage.setItem('lang', l);
    },
    [session, role, lang] as const,
  );
  const problems: string[] = [];
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

/**
 * The one inline script the server itself writes (the early script of /deposit and /withdrawal,
 * server/pages/page-variants.ts), in the head, allowed by its hash in that page's policy: not a leak when it stands
 * in the head with exactly the server's text. Read once from the server's own page.
 */
let serverScript: Promise<string> | null = null;
const earlyScriptOf = (page: Page) =>
  (serverScript ??= page.request
    .get('/deposit')
    .then((r) => r.text())
    .then((html) => /<script type="module" async>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''));

/** Anything in a frame that ran or could run: marks left by payloads, handlers, script addresses, inline scripts. */
const leaksIn = (frame: Frame, serverScriptText: string) =>
  frame.evaluate((allowed) => {
    const found: string[] = [...((window as unknown as { __ran: string[] }).__ran ?? []).map((n) => `alert(${n}) ran`)];
    for (const el of document.querySelectorAll('*')) {
      for (const a of el.attributes) {
        if (/^on/i.test(a.name)) found.push(`<${el.tagName.toLowerCase()} ${a.name}>`);
        if (/^(href|src|action|formaction|xlink:href)$/i.test(a.name) && /^\s*javascript:/i.test(a.value))
          found.push(`<${el.tagName.toLowerCase()} ${a.name}="${a.value}">`);
      }
      const serverOwn = allowed !== '' && el.parentElement === document.head && el.textContent === allowed;
      if (el.tagName === 'SCRIPT' && !el.getAttribute('src') && !serverOwn) found.push('an inline <script>');
    }
    return found;
  }, serverScriptText);
/** The same in the page and every frame in it (a game runs in a frame of its own). */
const leaks = async (page: Page) => {
  const allowed = await earlyScriptOf(page);
  return (await Promise.all(page.frames().map((f) => leaksIn(f, allowed)))).flat();
};
/** True when any frame of the page shows `text`. */
const showsText = async (page: Page, text: string) => (await Promise.all(page.frames().map((f) => f.getByText(text).count()))).some((n) => n > 0);

/** The text each screen must show, from SHOWN: the part of a payload every view prints (previews cut at spaces). */
function expectedOn(screen: string): string[] {
  return Object.entries(SHOWN)
    .filter(([, screens]) => screens.includes(screen))
    .map(([key]) => payloadOf(key))
    .filter((p) => p.shownAs === 'text')
    .map((p) => (p.value.startsWith(`Z${p.n}Q"><svg/`) ? p.value : `Z${p.n}Q"><img src=x onerror=alert(${p.n})>`));
}

type Opener = (page: Page, view: () => Promise<void>, s: Stored) => Promise<void>;
const at =
  (path: string, ready: (p: Page) => Promise<void>): Opener =>
  async (page, view) => {
    await page.goto(path);
    await ready(page);
    await view();
  };
const visible = (text: string) => async (p: Page) => {
  await expect(p.getByText(text).first()).toBeVisible();
};
const tag = (key: string) => `Z${payloadOf(key).n}Q`;

const PLAYER: Record<string, Opener> = {
  // The notices in the reader's language: either list shows a tag.
  '/': at('/', async (p) => {
    await expect(p.getByText(/Z\d+Q/).first()).toBeVisible();
  }),
  '/profile': at('/profile', visible(tag('POST /api/v1/create-players name'))),
  '/promotions': async (page, view) => {
    await page.goto('/promotions');
    const card = page.getByTestId('promo-card').filter({ hasText: /Z\d+Q/ });
    await expect(card).toBeVisible();
    await view();
    await card.getByRole('button').last().click();
    await expect(page.getByRole('dialog').locator('[data-field=games]')).toContainText(/Z\d+Q/);
    await view();
  },
  '/inbox': async (page, view) => {
    await page.goto('/inbox');
    await page.getByTestId('inbox-row').first().click();
    await expect(page.getByRole('dialog').getByText(/Z\d+Q/).first()).toBeVisible();
    await view();
  },
  '/vip': at('/vip', async (p) => {
    await expect(p.locator('.vip-benefits')).toContainText(/Z\d+Q/);
  }),
  '/chat-box': async (page, view, s) => {
    await at(`/chat-box/${s.chatId}`, visible(tag('POST /api/operator/support-chats/{chatId}/reply content')))(page, view, s);
  },
  '/transaction-record': async (page, view) => {
    await page.goto('/transaction-record');
    const rows = page.getByTestId('record-row').filter({ hasText: /Fail$/ });
    await expect(rows).toHaveCount(2);
    for (const i of [0, 1]) {
      await rows.nth(i).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await view();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  },
  '/deposit': at('/deposit', visible(tag('POST /api/operator/payment-methods name'))),
  // The seed pair is shown in the fair panel of a house game, which runs in the game frame.
  '/slot': async (page, view) => {
    await page.goto('/slot');
    await page.getByRole('button', { name: 'Play Lucky Sixes' }).click();
    const frame = page.frameLocator('iframe.gamerun-frame');
    const seed = payloadOf('POST /api/house/verify/seeds/rotate clientSeed').value;
    await expect(frame.getByText(seed, { exact: true })).toBeVisible();
    await view();
  },
  // A trader's line, by its name, among the match's fancy lines.
  '/odds-view': async (page, view, s) => {
    await page.goto(`/odds-view?eventId=${s.match.eventId}&marketId=${s.match.marketId}`);
    await expect(page.getByTestId('fancy-row').filter({ hasText: /Z\d+Q/ })).toBeVisible();
    await view();
  },
};
const BANGLA = ['/', '/promotions', '/inbox', '/vip', '/odds-view'];

const operatorTab =
  (name: string, then?: (p: Page) => Promise<void>): Opener =>
  async (page, view) => {
    await page.getByRole('tab', { name, exact: true }).click();
    await then?.(page);
    await view();
  };
const rejected = async (p: Page) => {
  await p.getByRole('radio', { name: 'Rejected' }).click();
  await expect(p.getByTestId(/^request-/).first()).toBeVisible();
};
const OPERATOR: Record<string, Opener> = {
  'operator:deposits': operatorTab('Deposits', rejected),
  'operator:withdrawals': operatorTab('Withdrawals', rejected),
  'operator:supportChat': async (page, view, s) =>
    operatorTab('Support chat', async (p) => {
      await p.getByTestId('queue-row').filter({ hasText: s.player.username }).click();
      await expect(p.getByText(tag('POST /api/messages content')).first()).toBeVisible();
    })(page, view, s),
  'operator:promotions': operatorTab('Promotions', visible(tag('POST /api/operator/promotions name'))),
  'operator:messages': operatorTab('Messages', visible(tag('POST /api/operator/inbox title'))),
  'operator:engagement': operatorTab('VIP and referral', visible(tag('POST /api/operator/vip-tiers name'))),
  'operator:catalogue': operatorTab('Payment methods', visible(tag('POST /api/operator/payment-methods name'))),
  // The voided market's reason is its result in the desk's list of void markets.
  'operator:exchange': operatorTab('Exchange', async (p) => {
    await p.getByRole('radio', { name: 'Void', exact: true }).click();
    await visible(tag('POST /api/operator/exchange/markets/{marketKey}/void reason'))(p);
  }),
  // The player found by name on the console's player page: the agent code among the facts, the note.
  'operator:players': async (page, view, s) =>
    operatorTab('Players', async (p) => {
      await p.getByLabel('Username, phone, e-mail, id or agent code').fill(s.player.username);
      await p.getByRole('button', { name: 'Search', exact: true }).click();
      await p.getByRole('button', { name: s.player.username }).click();
      await visible(tag('POST /api/operator/players/{id}/notes body'))(p);
    })(page, view, s),
  // The adjustment waiting for a second staff member, with its reason.
  'operator:approvals': operatorTab('Approvals', visible(tag('POST /api/operator/players/{id}/adjustments reason'))),
  // The identity waiting for a check, by the name the player typed.
  'operator:kyc': operatorTab('Identity checks', visible(tag('POST /api/kyc full_name'))),
  // A block's reason is listed under the risk desk's limits.
  'operator:risk': operatorTab('Risk', visible(tag('POST /api/operator/risk/blocks reason'))),
  // The match on the trader's desk: the open line by its name, the resulted ones by their reasons.
  'operator:trading': async (page, view, s) =>
    operatorTab('Trading', async (p) => {
      await p.getByRole('button', { name: s.match.name }).first().click();
      await visible(tag('POST /api/operator/trading/lines title'))(p);
      for (const how of ['void', 'settle', 'rollback']) await visible(tag(`POST /api/operator/trading/markets/{id}/${how} reason`))(p);
    })(page, view, s),
};

test('script stored in every text a screen shows never runs, for the player or the operator, and shows as text', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const screens = new Set(
    Object.values(SHOWN)
      .flat()
      .map((s) => s.replace(' (Bangla)', '')),
  );
  expect(
    [...screens].filter((s) => !(s in PLAYER) && !(s in OPERATOR)),
    'a screen in SHOWN that this test does not open',
  ).toEqual([]);
  const stored = await storeHostileText(request, async (data) => {
    const res = await postSolving(request, '/api/v1/create-players', { data });
    expect(res.status(), await res.text()).toBe(201);
  });
  try {
    const walk = async (openers: Record<string, Opener>, lang: 'en' | 'bn', role: string, only: string[] = Object.keys(openers)) => {
      const session = role === 'operator' ? await operatorSession(request) : stored.player;
      const page = await (await browser.newContext({ bypassCSP: true })).newPage();
      const problems = await trap(page, lang, session, role);
      if (role === 'operator') await page.goto('/operator');
      for (const screen of only) {
        const expected = expectedOn(lang === 'bn' ? `${screen} (Bangla)` : screen);
        const seen = new Set<string>();
        await openers[screen]!(
          page,
          async () => {
            for (const text of expected) if (await showsText(page, text)) seen.add(text);
            expect(await leaks(page), `${screen} (${lang})`).toEqual([]);
          },
          stored,
        );
        expect(
          expected.filter((t) => !seen.has(t)),
          `${screen} (${lang}) shows each stored text as text`,
        ).toEqual([]);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    };
    await walk(PLAYER, 'en', 'player');
    await walk(PLAYER, 'bn', 'player', BANGLA);
    await walk(OPERATOR, 'en', 'operator');
  } finally {
    await stored.restore();
  }
});
