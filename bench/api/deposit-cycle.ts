// The deposit-approve cycle for bench:api: a player posts a manual deposit, the operator
// approves it; one cycle is two requests, both money-moving and idempotent, run over and over by each
// autocannon connection. A player may have one pending deposit at a time, so each connection
// takes a player of its own from a pool for the length of a cycle and gives it back when the approval
// answers. Every deposit has a fresh transaction id and Idempotency-Key, as a real one would.
import { randomUUID } from 'node:crypto';
import { staffSessionOverHttp } from '../../tests/helpers/staff-over-http.ts';
import { BENCH_OPERATOR, signUpPlayer } from '../lib/server-process.ts';

export interface CycleRequest {
  method: 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: CycleRequest, context: Record<string, unknown>) => CycleRequest | null;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}

export interface DepositCycle {
  /** The real cycle, for the server under test. */
  requests: CycleRequest[];
  /** The same two requests at fixed paths, for the ceiling that answers their bytes from memory. */
  ceilingRequests: CycleRequest[];
  /** One real cycle's two answers (status, headers, body), as the ceiling should send them. */
  sample: { deposit: Response; approve: Response; approvePath: string };
  /** Deposits that were approved during the load: the check that the cycles really moved money. */
  approved: () => number;
}

const AMOUNT_TAKA = 500;
type Player = Awaited<ReturnType<typeof signUpPlayer>>;

/** A player who may deposit: signed up, phone verified with the code the operator's outbox shows. */
async function verifiedPlayer(url: string, operator: Record<string, string>) {
  const player = await signUpPlayer(url);
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
      body: JSON.stringify(body),
    });
  const sent = await post('/api/send-verification-code', { phone: player.phone });
  if (!sent.ok) throw new Error(`send-verification-code answered ${sent.status}: ${await sent.text()}`);
  const outbox = (await (await fetch(`${url}/api/operator/outbox`, { headers: operator })).json()) as { data: { recipient: string; text: string }[] };
  const code = /\b(\d{6})\b/.exec(outbox.data.find((m) => m.recipient === player.phone)?.text ?? '')?.[1];
  const verified = await post('/api/verify-phone-number', { verification_code: code });
  if (!verified.ok) throw new Error(`verify-phone-number answered ${verified.status}: ${await verified.text()}`);
  return player;
}

export async function depositCycle(url: string, players: number): Promise<DepositCycle> {
  const json = async (res: Response) => ({ status: res.status, body: await res.json().catch(() => null) });
  const token = await staffSessionOverHttp(
    {
      post: async (path, body) =>
        json(await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })),
      meStatus: async (t) => (await fetch(`${url}/api/operator/me`, { headers: { authorization: `Bearer ${t}` } })).status,
    },
    BENCH_OPERATOR,
  );
  const operator = { authorization: `Bearer ${token}` };
  const pool: Player[] = [];
  for (let i = 0; i < players; i++) pool.push(await verifiedPlayer(url, operator));
  const methods = (await (await fetch(`${url}/api/payment-methods`)).json()) as { data: { id: number }[] };
  const paymentId = methods.data[0]?.id;
  if (!paymentId) throw new Error('no active payment method to deposit through');
  const free = [...pool];
  let approved = 0;

  const depositBody = (player: Player) =>
    JSON.stringify({
      remote_id: player.remote_id,
      account_number: player.phone,
      transaction_id: `BENCH${randomUUID().slice(0, 12)}`,
      amount: AMOUNT_TAKA,
      payment_id: paymentId,
      promotion_id: 0,
    });
  const depositHeaders = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() });
  const approvePath = (id: unknown) => `/api/operator/deposits/${String(id)}/approve`;

  const requests: CycleRequest[] = [
    {
      method: 'POST',
      path: '/api/submit-deposit',
      setupRequest: (req, context) => {
        const player = free.shift();
        if (!player) return null; // every player busy: start over (never two pending deposits for one player)
        context.player = player;
        return { ...req, headers: depositHeaders(player.token), body: depositBody(player) };
      },
      onResponse: (status, body, context) => {
        if (status === 200) context.depositId = (JSON.parse(body) as { data: { id: number } }).data.id;
        else free.push(context.player as Player);
      },
    },
    {
      method: 'POST',
      path: '/api/operator/deposits/0/approve',
      setupRequest: (req, context) =>
        context.depositId ? { ...req, path: approvePath(context.depositId), headers: { ...operator, 'idempotency-key': randomUUID() } } : null,
      onResponse: (status, _body, context) => {
        if (status === 200) approved++;
        free.push(context.player as Player);
      },
    },
  ];

  // One real cycle for the ceiling's canned bytes.
  const first = free.shift()!;
  const deposit = await fetch(`${url}/api/submit-deposit`, { method: 'POST', headers: depositHeaders(first.token), body: depositBody(first) });
  const sample = (await deposit.clone().json()) as { data?: { id: number } };
  if (!sample.data) throw new Error(`deposit answered ${deposit.status}: ${JSON.stringify(sample)}`);
  const id = sample.data.id;
  const approve = await fetch(`${url}${approvePath(id)}`, { method: 'POST', headers: { ...operator, 'idempotency-key': randomUUID() } });
  if (!deposit.ok || !approve.ok) throw new Error(`deposit answered ${deposit.status}, approval ${approve.status}: ${await approve.text()}`);
  free.push(first);
  const ceilingRequests: CycleRequest[] = [
    { method: 'POST', path: '/api/submit-deposit', headers: depositHeaders(first.token), body: depositBody(first) },
    { method: 'POST', path: approvePath(id), headers: operator },
  ];
  return { requests, ceilingRequests, sample: { deposit, approve, approvePath: approvePath(id) }, approved: () => approved };
}
