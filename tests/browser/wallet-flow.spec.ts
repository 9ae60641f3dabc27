// The cashier end to end against the real product: a verified player deposits on the manual path
// with a receipt, the operator approves it in the console, the balance and the transaction record
// show it; then a withdrawal, approved too.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { postSolving } from './api-with-challenges.ts';
import { randomBytes, randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';

import { consoleLogIn, operatorToken } from './operator-session.ts';

/** A real 8x8 red PNG: signature, IHDR, IDAT (zlib of 8 filtered rows), IEND, with CRCs. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0);
  ihdr.writeUInt32BE(8, 4);
  ihdr[8] = 8;
  ihdr[9] = 2; // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: 8 }, () => [255, 0, 0]).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(Array(8).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function apiLogin(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await request.post('/api/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token as string;
}

/** Logs in on /login; a player lands on the home page, staff on the console. */
async function uiLogin(page: Page, username: string, password: string, landing: RegExp = /\/$/) {
  await page.goto('/login');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(landing);
}

async function balanceOf(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.post('/api/balance', { headers: { authorization: `Bearer ${token}` }, data: {} });
  return (await res.json()).balance as string;
}

test('a player deposits with a receipt, the operator approves it, then a withdrawal is approved', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  // ---- a new player, signed up and phone-verified through the API (code read from the outbox)
  const tag = randomBytes(4).toString('hex');
  const player = { username: `w${tag}`, password: 'Secret123', phone: `017${String(randomInt(0, 1e8)).padStart(8, '0')}` };
  const signup = await postSolving(request, '/api/v1/create-players', {
    headers: { origin: baseURL! },
    data: { ...player, confirmPassword: player.password, name: 'Wallet Flow', email: `${player.username}@example.com`, currency: 'BDT', status: 'active' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const token = await apiLogin(request, player.username, player.password);
  const auth = { authorization: `Bearer ${token}` };
  expect((await request.post('/api/send-verification-code', { headers: auth, data: { phone: player.phone } })).status()).toBe(200);
  const opToken = await operatorToken(request);
  const outbox = (await (await request.get('/api/operator/outbox', { headers: { authorization: `Bearer ${opToken}` } })).json()).data as {
    recipient: string;
    text: string;
  }[];
  const code = /\b(\d{6})\b/.exec(outbox.find((o) => o.recipient.endsWith(player.phone.slice(1)))?.text ?? '')?.[1];
  expect(code).toBeTruthy();
  expect((await request.post('/api/verify-phone-number', { headers: auth, data: { verification_code: code } })).status()).toBe(200);

  const playerPage = await (await browser.newContext()).newPage();
  const operatorPage = await (await browser.newContext()).newPage();
  await uiLogin(playerPage, player.username, player.password);
  await consoleLogIn(operatorPage);

  // ---- deposit ৳1,000 on the manual path, with a receipt
  await playerPage.goto('/deposit');
  await playerPage.getByRole('radio', { name: 'bKash' }).click();
  await playerPage.getByRole('radio', { name: 'Send Money' }).click();
  await playerPage.getByRole('button', { name: '1,000', exact: true }).click();
  await playerPage.getByRole('button', { name: 'Next' }).click();
  await expect(playerPage).toHaveURL(/\/make-payment$/);
  await expect(playerPage.getByTestId('destination')).toHaveText(/^017\*+60[12]$/);
  await playerPage.getByLabel('Your wallet number').selectOption(player.phone);
  await playerPage.getByLabel('Transaction ID').fill(`TRX${tag}`);
  await playerPage.getByLabel('Upload receipt').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(playerPage.getByRole('img', { name: 'Receipt preview' })).toBeVisible();
  await playerPage.getByRole('button', { name: 'Submit' }).click();
  await expect(playerPage.getByText('Your deposit request has been submitted successfully.')).toBeVisible();
  await expect(playerPage).toHaveURL(/\/payment-request$/);
  await expect(playerPage.getByRole('heading', { name: 'Get Ready! Your Money is on its way' })).toBeVisible();
  await expect(playerPage.getByRole('timer', { name: 'Time left' })).toHaveText(/^(30:00|29:[0-5]\d)$/);

  // ---- the operator sees it with the receipt and approves it
  await operatorPage.goto('/operator');
  const depositRow = operatorPage.locator('.request-row').filter({ hasText: player.username });
  await expect(depositRow).toHaveCount(1);
  await expect(depositRow.getByRole('img', { name: 'Receipt' })).toBeVisible();
  expect(await depositRow.getByRole('img', { name: 'Receipt' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  // One tap asks first, naming the player and the amount; the card then goes and a line says what was done.
  await depositRow.getByRole('button', { name: 'Approve' }).click();
  const confirmDeposit = operatorPage.getByRole('dialog', { name: 'Approve this deposit?' });
  await expect(confirmDeposit).toContainText(player.username);
  expect(Number(await balanceOf(request, token))).toBe(0);
  await confirmDeposit.getByRole('button', { name: 'Approve ৳ 1,000.00' }).click();
  await expect(depositRow).toHaveCount(0);
  await expect(operatorPage.getByTestId('decision-result')).toHaveText(`Deposit of ৳ 1,000.00 approved: ${player.username}'s balance is credited.`);
  expect(Number(await balanceOf(request, token))).toBe(1000);

  // ---- opened again once decided, the payment-request screen says nothing waits (no fresh countdown)
  await playerPage.goto('/payment-request');
  await expect(playerPage.getByRole('heading', { name: 'No request is waiting' })).toBeVisible();
  await expect(playerPage.getByRole('timer')).toHaveCount(0);

  // ---- the player's transaction record shows it as Success
  await playerPage.goto('/transaction-record');
  const depositRecord = playerPage.getByTestId('record-row').filter({ hasText: 'Deposit' });
  await expect(depositRecord).toContainText('৳ 1,000.00');
  await expect(depositRecord).toContainText('Success');

  // ---- the withdrawal form says first what is missing (the birthday), at its top, uncovered, on a phone
  await playerPage.setViewportSize({ width: 360, height: 740 });
  await playerPage.goto('/withdrawal');
  const missing = playerPage.getByRole('region', { name: 'Before you can withdraw' });
  await expect(missing.getByRole('listitem')).toHaveText(['Add your date of birth to your profile.Add birthday']);
  const addBirthday = missing.getByRole('link', { name: 'Add birthday' });
  const box = (await addBirthday.boundingBox())!;
  const hit = await playerPage.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hit, 'nothing floats over the way to add the birthday').toBe('Add birthday');
  await playerPage.setViewportSize({ width: 1280, height: 720 });

  // ---- withdrawal of ৳500 once the birthday is set
  const dob = await request.post('/api/user/profile/update', { headers: auth, data: { dofb: '1995-04-12' } });
  expect(dob.status(), await dob.text()).toBe(200);
  await playerPage.goto('/withdrawal');
  await expect(playerPage.getByRole('radio', { name: 'bKash' })).toBeVisible();
  await expect(playerPage.getByRole('region', { name: 'Before you can withdraw' })).toHaveCount(0);
  await playerPage.getByRole('radio', { name: 'bKash' }).click();
  await playerPage.getByRole('button', { name: '500', exact: true }).click();
  await playerPage.getByLabel('Account Number').selectOption(player.phone);
  await playerPage.getByRole('button', { name: 'Submit' }).click();
  await expect(playerPage.getByText('Withdrawal successful!')).toBeVisible();
  await expect(playerPage).toHaveURL(/\/payment-request$/);
  expect(Number(await balanceOf(request, token))).toBe(500); // held at request

  await operatorPage.getByRole('tab', { name: 'Withdrawals' }).click();
  const withdrawalRow = operatorPage.locator('.request-row').filter({ hasText: player.username });
  await expect(withdrawalRow).toHaveCount(1);
  await withdrawalRow.getByRole('button', { name: 'Approve' }).click();
  const confirmWithdrawal = operatorPage.getByRole('dialog', { name: 'Approve this withdrawal?' });
  await expect(confirmWithdrawal).toContainText(player.username);
  await expect(confirmWithdrawal).toContainText(player.phone);
  await confirmWithdrawal.getByRole('button', { name: 'Approve ৳ 500.00' }).click();
  await expect(withdrawalRow).toHaveCount(0);
  await expect(operatorPage.getByTestId('decision-result')).toHaveText(`Withdrawal of ৳ 500.00 to ${player.username} approved.`);
  expect(Number(await balanceOf(request, token))).toBe(500);

  await playerPage.goto('/transaction-record');
  const withdrawRecord = playerPage.getByTestId('record-row').filter({ hasText: 'Withdrawal' });
  await expect(withdrawRecord).toContainText('৳ 500.00');
  await expect(withdrawRecord).toContainText('Success');
});
