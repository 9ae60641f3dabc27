// The house games' details, on a phone, against the real product: Jhandi Munda keeps the player's stakes
// on the board after a throw and Repeat throws them again in one tap; Crash never shows its countdown and a
// running multiplier together; the slot's provably-fair panel reads, after Rotate, as the steps of a check
// (the hash committed before play, the client seed, the rounds, the seed revealed after, a link to verify).
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { approvedBonusDeposit, uiLogin, verifiedPlayer } from './casino-kit.ts';

test.use({ viewport: { width: 360, height: 740 } });

async function openGame(page: Page, lobby: string, name: string) {
  await page.goto(lobby);
  await page
    .getByTestId('game-tile')
    .getByRole('button', { name: `Play ${name}`, exact: true })
    .click();
  await expect(page).toHaveURL(/\/gamerun$/);
  return page.frameLocator('iframe.gamerun-frame');
}

test('Jhandi Munda keeps the stakes on the board after a throw, and Repeat throws the same stakes again with one tap', async ({ page, request, baseURL }) => {
  const player = await verifiedPlayer(request, baseURL!);
  await approvedBonusDeposit(request, player, 500);
  await uiLogin(page, player.username, player.password);
  const game = await openGame(page, '/games?type=TABLE', 'Jhandi Munda');
  const plays: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/house/jhandi-munda/play')) plays.push(r.postDataJSON());
  });

  await game.getByTestId('jhandi-spot-crown').click();
  await game.getByTestId('jhandi-spot-heart').click();
  await expect(game.getByTestId('jhandi-repeat')).toHaveCount(0);
  await game.getByTestId('jhandi-roll').click();
  await expect.poll(() => plays.length).toBe(1);
  await expect(game.getByTestId('jhandi-result')).not.toHaveText(/Throwing/);

  // The stakes stay where the player put them, and Repeat is offered with their total.
  for (const spot of ['crown', 'heart']) {
    await expect(game.getByTestId(`jhandi-spot-${spot}`)).toHaveAttribute('aria-pressed', 'true');
    await expect(game.getByTestId(`jhandi-spot-${spot}`)).toContainText('৳');
  }
  await expect(game.getByTestId('jhandi-spot-flag')).toHaveAttribute('aria-pressed', 'false');
  const repeat = game.getByTestId('jhandi-repeat');
  await expect(repeat).toBeVisible();
  await expect(repeat).toContainText('Repeat');
  await repeat.click();
  await expect.poll(() => plays.length).toBe(2);
  expect(plays[1]).toEqual(plays[0]);
  await expect(game.getByTestId('jhandi-spot-crown')).toHaveAttribute('aria-pressed', 'true');

  // Clear still empties the board: nothing to throw, nothing to repeat until the next throw.
  await expect(game.getByTestId('jhandi-result')).not.toHaveText(/Throwing/);
  await game.getByRole('button', { name: 'Clear' }).click();
  await expect(game.getByTestId('jhandi-spot-crown')).toHaveAttribute('aria-pressed', 'false');
  await expect(game.getByTestId('jhandi-roll')).toBeDisabled();
});

test('Crash never shows its countdown together with a running multiplier', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const player = await verifiedPlayer(request, baseURL!);
  await uiLogin(page, player.username, player.password);
  const game = await openGame(page, '/games?type=EGAME', 'Chakka Crash');
  await expect(game.getByTestId('crash-chart')).toBeVisible();
  const frame = page.frames().find((f) => new URL(f.url()).pathname === '/house/crash');
  expect(frame).toBeTruthy();
  // Every frame the page draws, what the chart's readout shows: from a betting phase into the run after it.
  await frame!.evaluate(() => {
    const seen: { phase: string; text: string }[] = [];
    (window as unknown as { crashSeen: typeof seen }).crashSeen = seen;
    const look = () => {
      const chart = document.querySelector<HTMLElement>('[data-testid="crash-chart"]');
      const readout = chart?.querySelector<HTMLElement>('.crash-readout');
      if (chart && readout) seen.push({ phase: chart.dataset.phase ?? '', text: readout.innerText.replace(/\s+/g, ' ') });
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const seen = () => frame!.evaluate(() => (window as unknown as { crashSeen: { phase: string; text: string }[] }).crashSeen);
  // A betting phase, then the run that follows it.
  await expect.poll(async () => (await seen()).some((s) => s.phase === 'betting'), { timeout: 150_000 }).toBe(true);
  await expect
    .poll(
      async () => {
        const all = await seen();
        const bet = all.findIndex((s) => s.phase === 'betting');
        return all.slice(bet).some((s) => s.phase === 'running');
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  await page.waitForTimeout(1_000);
  const all = await seen();
  const countdownWhileRunning = all.filter((s) => s.phase !== 'betting' && /Starts in/.test(s.text));
  const multiplierWhileWaiting = all.filter((s) => s.phase === 'betting' && /\d×/.test(s.text));
  // The betting window over before the server's word that the run began: "Starting…", never "Starts in 0 s".
  expect(all.filter((s) => /Starts in 0 s/.test(s.text)).slice(0, 3)).toEqual([]);
  console.log(
    `crash readout: ${all.length} frames seen; countdown while running: ${countdownWhileRunning.length}; multiplier while waiting: ${multiplierWhileWaiting.length}`,
  );
  expect(countdownWhileRunning.slice(0, 3)).toEqual([]);
  expect(multiplierWhileWaiting.slice(0, 3)).toEqual([]);
});

test("after Rotate the slot's fairness panel reads as steps: the hash before, the client seed, the rounds, the seed after, a link to verify", async ({
  page,
  request,
  baseURL,
}) => {
  const player = await verifiedPlayer(request, baseURL!);
  await approvedBonusDeposit(request, player, 500);
  await uiLogin(page, player.username, player.password);
  const game = await openGame(page, '/slot', 'Lucky Sixes');
  const before = (await game.getByTestId('server-seed-hash').textContent())!;
  expect(before).toMatch(/^[0-9a-f]{64}$/);
  const clientSeed = (await game.getByTestId('client-seed').textContent())!;
  await game.getByTestId('slot-spin').click();
  await expect(game.getByTestId('fair-nonce')).toHaveText('1');
  await game.getByRole('button', { name: 'Rotate seeds' }).click();

  const steps = game.getByTestId('fair-revealed').getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(0)).toContainText('hash');
  await expect(steps.nth(0)).toContainText(before);
  await expect(steps.nth(1)).toContainText(clientSeed);
  await expect(steps.nth(2)).toContainText('1');
  const seed = (await steps.nth(3).getByTestId('revealed-seed').textContent())!;
  // The seed revealed after play is the one the hash shown before play committed to.
  expect(createHash('sha256').update(seed).digest('hex')).toBe(before);
  const verify = steps.nth(4).getByRole('link');
  await expect(verify).toHaveAttribute('href', new RegExp(`serverSeed=${seed}&clientSeed=${clientSeed}&nonce=0`));
  // The pair now in play is a new one, shown apart from the revealed steps.
  await expect(game.getByTestId('server-seed-hash')).not.toHaveText(before);
});
