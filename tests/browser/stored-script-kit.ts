// Stores a script payload in every text field listed as shown in tests/helpers/stored-text.ts, through
// the real API as a player and as the operator would. WRITES names the fields each call fills, and the
// bodies are built from it, so the list and the calls cannot disagree; server/security/stored-text-fields
// .test.ts checks that WRITTEN is exactly that list. Shared settings and the lowest VIP tier are put back
// afterwards (other browser tests share the server), and what was added is switched off or deleted.
import type { APIRequestContext } from '@playwright/test';
import { randomBytes, randomInt } from 'node:crypto';
import { TINY_PNG } from '../helpers/tiny-png.ts';
import { operatorAuth } from './operator-session.ts';

/** The calls, each with the fields it fills with payloads. */
export const WRITES = {
  'POST /api/v1/create-players': ['name', 'agent_code'],
  'PUT /api/operator/settings': ['site_title', 'notice[]', 'notice_bn[]', 'system_notice', 'system_notice_bn'],
  'POST /api/operator/promotions': ['name', 'desc', 'name_bn', 'desc_bn', 'eligible_games', 'eligible_games_bn'],
  'POST /api/operator/inbox': ['title', 'message', 'title_bn', 'message_bn'],
  'POST /api/operator/vip-tiers': ['name', 'name_bn', 'benefits', 'benefits_bn'],
  'POST /api/operator/payment-methods': ['name'],
  'POST /api/submit-deposit': ['transaction_id'],
  'POST /api/operator/deposits/{id}/reject': ['reason'],
  'POST /api/submit-withdraw': ['provider', 'account_name'],
  'POST /api/operator/withdrawals/{id}/reject': ['reason'],
  'POST /api/messages': ['content'],
  'POST /api/operator/support-chats/{chatId}/reply': ['content'],
  'POST /api/house/verify/seeds/rotate': ['clientSeed'],
  'POST /api/operator/exchange/markets/{marketKey}/void': ['reason'],
  'POST /api/operator/risk/blocks': ['reason'],
  'POST /api/operator/trading/lines': ['title', 'titleBn'],
  'POST /api/operator/trading/markets/{id}/void': ['reason'],
  'POST /api/operator/trading/markets/{id}/settle': ['reason'],
  'POST /api/operator/trading/markets/{id}/rollback': ['reason'],
  'POST /api/operator/players/{id}/notes': ['body'],
  'POST /api/operator/players/{id}/adjustments': ['reason'],
  'POST /api/kyc': ['full_name'],
} as const satisfies Record<string, readonly string[]>;
type Call = keyof typeof WRITES;

export const WRITTEN = new Set(Object.entries(WRITES).flatMap(([call, fields]) => fields.map((f) => `${call} ${f}`)));

/** The system notice is operator HTML, cleaned on the server: its markup is not meant to show as text. */
const HTML_FIELDS = new Set(['system_notice', 'system_notice_bn']);
const LONG_FIELDS = new Set([
  'desc',
  'desc_bn',
  'message',
  'message_bn',
  'benefits',
  'benefits_bn',
  'content',
  'reason',
  'system_notice',
  'system_notice_bn',
  'eligible_games',
  'eligible_games_bn',
]);

const keys = [...WRITTEN];
/**
 * The payload of one field: a tag of its own (Z7Q, to find it on a screen), then markup that calls
 * alert(n) if it is ever parsed as HTML, so a run says which field leaked.
 */
export function payloadOf(key: string): { value: string; shownAs: 'text' | 'html'; n: number } {
  const n = keys.indexOf(key) + 1;
  if (n === 0) throw new Error(`not a written field: ${key}`);
  const field = key.split(' ')[2]!.replace('[]', '');
  // A client seed takes no spaces: its payload has none.
  if (field === 'clientSeed') return { value: `Z${n}Q"><svg/onload=alert(${n})>`, shownAs: 'text', n };
  const short = `Z${n}Q"><img src=x onerror=alert(${n})>`;
  const value = LONG_FIELDS.has(field) ? `${short} <script>alert(${n})</script><svg onload=alert(${n})></svg>'-alert(${n})-'` : short;
  return { value, shownAs: HTML_FIELDS.has(field) ? 'html' : 'text', n };
}

/** A body whose listed fields carry payloads, over `base`. */
function body(call: Call, base: Record<string, unknown> = {}): Record<string, unknown> {
  const out = { ...base };
  for (const field of WRITES[call]) {
    const value = payloadOf(`${call} ${field}`).value;
    out[field.replace('[]', '')] = field.endsWith('[]') ? [value] : value;
  }
  return out;
}

async function ok(res: Promise<import('@playwright/test').APIResponse>, what: string) {
  const r = await res;
  if (r.status() >= 300) throw new Error(`${what}: ${r.status()} ${await r.text()}`);
  return r.status() === 204 ? {} : await r.json();
}

export interface Stored {
  player: { username: string; password: string; token: string; remote_id: string };
  chatId: number;
  /** The cricket match carrying the trader's lines: its ids for the odds view, its name for the desk. */
  match: { eventId: string; marketId: string; name: string };
  /** Puts the shared settings and the VIP tier back and switches off what was added. */
  restore: () => Promise<void>;
}

/** An open match-odds market of the feed, as the lists show it. */
async function openMarket(request: APIRequestContext): Promise<string> {
  for (const sport of ['soccer', 'tennis', 'cricket']) {
    const rows = (await ok(request.get(`/exchange-api/api/sports-events/${sport}?when=all&odds=best`), 'events')) as {
      MarketId: string;
      odds?: { status: string };
    }[];
    const open = rows.find((r) => r.odds?.status === 'OPEN');
    if (open) return open.MarketId;
  }
  throw new Error('no open market in the feed');
}

/** Writes every payload through the API and returns the player who sees them. */
export async function storeHostileText(request: APIRequestContext, signUp: (data: Record<string, unknown>) => Promise<unknown>): Promise<Stored> {
  const tag = randomBytes(4).toString('hex');
  const p = { username: `x${tag}`, password: 'Secret123', phone: `019${String(randomInt(0, 1e8)).padStart(8, '0')}` };
  await signUp(body('POST /api/v1/create-players', { ...p, confirmPassword: p.password, email: `${p.username}@example.com`, currency: 'BDT' }));
  const session = (await ok(request.post('/api/login', { data: { username: p.username, password: p.password } }), 'log-in')) as {
    token: string;
    remote_id: string;
  };
  const auth = { authorization: `Bearer ${session.token}` };
  const op = await operatorAuth(request);
  const idem = () => ({ 'Idempotency-Key': randomBytes(8).toString('hex') });

  // The console's page of this player: a staff note, and a ৳1 adjustment asked for, which waits in the
  // Approvals panel for a second staff member (nobody approves it: no money moves).
  const found = (await ok(request.get(`/api/operator/players?q=${p.username}&field=username`, { headers: op }), 'player search')).data as { id: number }[];
  const playerId = found[0]!.id;
  await ok(request.post(`/api/operator/players/${playerId}/notes`, { headers: op, data: body('POST /api/operator/players/{id}/notes') }), 'note');
  await ok(
    request.post(`/api/operator/players/${playerId}/adjustments`, { headers: op, data: body('POST /api/operator/players/{id}/adjustments', { amount: 1 }) }),
    'adjustment',
  );

  // Phone verified (withdrawals need it), birthday set, and ৳1,000 in through an approved deposit.
  await ok(request.post('/api/send-verification-code', { headers: auth, data: { phone: p.phone } }), 'send code');
  const outbox = (await ok(request.get('/api/operator/outbox', { headers: op }), 'outbox')).data as { recipient: string; text: string }[];
  const code = /\b(\d{6})\b/.exec(outbox.find((o) => o.recipient.endsWith(p.phone.slice(1)))?.text ?? '')?.[1];
  await ok(request.post('/api/verify-phone-number', { headers: auth, data: { verification_code: code } }), 'verify phone');
  await ok(request.post('/api/user/profile/update', { headers: auth, data: { dofb: '1995-04-12' } }), 'birthday');
  // An identity sent for checking, which waits in the console's identity checks with its name.
  const png = { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG) };
  await ok(
    request.post('/api/kyc', {
      headers: auth,
      multipart: {
        document_kind: 'national_id',
        document_number: 'AB123456',
        full_name: payloadOf('POST /api/kyc full_name').value,
        front: png,
        back: png,
        selfie: png,
      },
    }),
    'identity',
  );
  const methods = (await ok(request.get('/api/payment-methods'), 'methods')).data as { id: number }[];
  const deposit = (depositBody: Record<string, unknown>) =>
    ok(
      request.post('/api/submit-deposit', {
        headers: { ...auth, ...idem() },
        data: { account_number: p.phone, amount: 1000, payment_id: methods[0]!.id, promotion_id: 0, ...depositBody },
      }),
      'deposit',
    );
  const funded = await deposit({ transaction_id: `TRX${tag}` });
  await ok(request.post(`/api/operator/deposits/${funded.data.id}/approve`, { headers: op }), 'approve');
  const refused = await deposit(body('POST /api/submit-deposit'));
  await ok(
    request.post(`/api/operator/deposits/${refused.data.id}/reject`, { headers: op, data: body('POST /api/operator/deposits/{id}/reject') }),
    'reject deposit',
  );
  const withdrawal = await ok(
    request.post('/api/submit-withdraw', {
      headers: { ...auth, ...idem() },
      data: body('POST /api/submit-withdraw', { account_number: p.phone, amount: 500, payment_id: 0 }),
    }),
    'withdraw',
  );
  await ok(
    request.post(`/api/operator/withdrawals/${withdrawal.data.id}/reject`, { headers: op, data: body('POST /api/operator/withdrawals/{id}/reject') }),
    'reject withdrawal',
  );

  // Support chat both ways, and an inbox message to this player alone.
  const chatId = (await ok(request.post('/api/chats', { headers: auth, data: {} }), 'open chat')).chat.id as number;
  await ok(request.post('/api/messages', { headers: auth, data: body('POST /api/messages', { chat_id: chatId }) }), 'chat message');
  await ok(
    request.post(`/api/operator/support-chats/${chatId}/reply`, { headers: op, data: body('POST /api/operator/support-chats/{chatId}/reply') }),
    'reply',
  );
  await ok(request.post('/api/operator/inbox', { headers: op, data: body('POST /api/operator/inbox', { audience: 'one', username: p.username }) }), 'inbox');

  await ok(request.post('/api/house/verify/seeds/rotate', { headers: auth, data: body('POST /api/house/verify/seeds/rotate') }), 'seeds');

  // A waiting exchange bet (a lay at 1.01 nobody takes) on an open market, which the operator then voids
  // with a reason: the desk lists the market among the void ones with that reason as its result.
  const marketId = await openMarket(request);
  const [market] = (await ok(request.get(`/exchange-api/api/match-odds/${marketId}`), 'odds')) as { eventId: string; runners: { selectionId: number }[] }[];
  await ok(
    request.post('/api/exchange/bets', {
      headers: { ...auth, ...idem() },
      data: {
        eventId: market!.eventId,
        marketId,
        marketType: 'match_odds',
        selectionId: String(market!.runners[0]!.selectionId),
        side: 'lay',
        price: 1.01,
        stake: 100,
      },
    }),
    'exchange bet',
  );
  await ok(
    request.post(`/api/operator/exchange/markets/${encodeURIComponent(marketId)}/void`, {
      headers: op,
      data: body('POST /api/operator/exchange/markets/{marketKey}/void'),
    }),
    'void market',
  );
  await ok(
    request.post('/api/operator/risk/blocks', { headers: op, data: { scope: 'market', target: marketId, ...body('POST /api/operator/risk/blocks') } }),
    'risk block',
  );

  // A trader's line on a listed cricket match, named in both languages, open on the players' odds view and
  // on the desk; and three lines resulted with a reason each (voided, settled, settled and rolled back),
  // which the desk's resulted list shows as each line's last decision.
  const cricket = (await ok(request.get('/exchange-api/api/sports-events/cricket?when=all'), 'cricket')) as {
    EventId: string;
    MarketId: string;
    Event: string;
    inplay: boolean;
  }[];
  const listed = cricket.find((e) => e.inplay) ?? cricket[0]!;
  const match = { eventId: listed.EventId, marketId: listed.MarketId, name: listed.Event };
  const openLine = async (data: Record<string, unknown>) =>
    (
      await ok(
        request.post('/api/operator/trading/lines', {
          headers: op,
          data: {
            eventId: match.eventId,
            kind: 'session',
            no: 60,
            noRate: 100,
            yes: 61,
            yesRate: 100,
            minStake: 100,
            maxStake: 50_000,
            maxProfit: 1_000_000,
            ...data,
          },
        }),
        'trader line',
      )
    ).market as { id: number };
  const line = await openLine(body('POST /api/operator/trading/lines'));
  // Held open, so the simulated balls leave it on the players' view while the screens are read.
  await ok(request.post(`/api/operator/trading/markets/${line.id}/state`, { headers: op, data: { state: 'open', held: true } }), 'open line');
  const voided = await openLine({ title: 'Stored text void line', titleBn: 'সংরক্ষিত লেখার বাতিল লাইন' });
  await ok(
    request.post(`/api/operator/trading/markets/${voided.id}/void`, { headers: op, data: body('POST /api/operator/trading/markets/{id}/void') }),
    'void line',
  );
  const settle = (id: number, data: Record<string, unknown>) =>
    ok(request.post(`/api/operator/trading/markets/${id}/settle`, { headers: op, data: { runs: 70, ...data } }), 'settle line');
  const settled = await openLine({ title: 'Stored text settled line', titleBn: 'সংরক্ষিত লেখার ফল লাইন' });
  await settle(settled.id, body('POST /api/operator/trading/markets/{id}/settle'));
  const rolledBack = await openLine({ title: 'Stored text rolled back line', titleBn: 'সংরক্ষিত লেখার ফেরানো লাইন' });
  await settle(rolledBack.id, { reason: 'first count' });
  await ok(
    request.post(`/api/operator/trading/markets/${rolledBack.id}/rollback`, {
      headers: op,
      data: body('POST /api/operator/trading/markets/{id}/rollback'),
    }),
    'roll back line',
  );

  // Shared things: what was there is kept to put back.
  const settings = (await ok(request.get('/api/operator/settings', { headers: op }), 'settings')).data as Record<string, unknown>;
  const tiers = (await ok(request.get('/api/operator/vip-tiers', { headers: op }), 'tiers')).data as {
    id: number;
    min_turnover: string;
    name: string;
    name_bn: string;
    benefits: string;
    benefits_bn: string;
  }[];
  const lowest = [...tiers].sort((a, b) => Number(a.min_turnover) - Number(b.min_turnover))[0]!;
  const today = new Date().toISOString().slice(0, 10);
  const promotion = (
    await ok(
      request.post('/api/operator/promotions', {
        headers: op,
        data: body('POST /api/operator/promotions', {
          start_date: today,
          end_date: today,
          status: 'display',
          deposit_bouns: 10,
          turnover: 1,
        }),
      }),
      'promotion',
    )
  ).data as { id: number };
  const method = (
    await ok(
      request.post('/api/operator/payment-methods', {
        headers: op,
        data: body('POST /api/operator/payment-methods', {
          account_type: 'Send Money',
          status: 'active',
          sort_order: 99,
        }),
      }),
      'payment method',
    )
  ).data as { id: number; account_type: string };
  // The lowest tier is every new player's level: its name and benefits show on /vip.
  await ok(
    request.put(`/api/operator/vip-tiers/${lowest.id}`, {
      headers: op,
      data: body('POST /api/operator/vip-tiers', { min_turnover: Number(lowest.min_turnover) }),
    }),
    'tier',
  );
  await ok(request.put('/api/operator/settings', { headers: op, data: body('PUT /api/operator/settings') }), 'settings');

  const restore = async () => {
    await ok(request.put('/api/operator/settings', { headers: op, data: settings }), 'restore settings');
    // Named plainly again before it is taken off: a voided line stays in the desk's resulted list, which
    // other journeys read in Bangla.
    await ok(
      request.put(`/api/operator/trading/markets/${line.id}`, { headers: op, data: { title: 'Stored text line', titleBn: 'সংরক্ষিত লেখার লাইন' } }),
      'rename line',
    );
    for (const id of [line.id, rolledBack.id])
      await ok(request.post(`/api/operator/trading/markets/${id}/void`, { headers: op, data: { reason: 'stored text checked' } }), 'take line off');
    const { id, name, name_bn, benefits, benefits_bn, min_turnover } = lowest;
    await ok(
      request.put(`/api/operator/vip-tiers/${id}`, { headers: op, data: { name, name_bn, benefits, benefits_bn, min_turnover: Number(min_turnover) } }),
      'restore tier',
    );
    await ok(
      request.put(`/api/operator/promotions/${promotion.id}`, {
        headers: op,
        data: body('POST /api/operator/promotions', {
          start_date: today,
          end_date: today,
          status: 'inactive',
          deposit_bouns: 10,
          turnover: 1,
        }),
      }),
      'hide promotion',
    );
    await ok(
      request.put(`/api/operator/payment-methods/${method.id}`, {
        headers: op,
        data: { name: 'Retired', icon: '', account_type: method.account_type, status: 'inactive', sort_order: 99 },
      }),
      'retire method',
    );
  };
  return { player: { ...p, ...session }, chatId, match, restore };
}
