// The sandbox gateway's payer page: GET shows the payment with Approve and Decline buttons; the POST
// records the decision and sends the payer back to /deposit, whose client then calls /api/ewa/confirm.
import { Hono } from 'hono';
import { html } from 'hono/html';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../context.ts';
import { fail } from '../lib/errors.ts';
import { pathParam } from '../lib/validate.ts';
import { keySchema } from '../../contracts/fields.ts';
import { one } from '../services/ledger.ts';

export const sandboxGatewayRoutes = new Hono<AppEnv>()
  .get('/sandbox-gateway/:ref', async (c) => {
    const ref = pathParam(c, 'ref', keySchema(), 'ewalletRequestNotFound');
    const p = await one<{ amount_poisha: string; status: string }>(c.var.deps.database.db, sql`
      SELECT amount_poisha, status FROM sandbox_payments WHERE ref = ${ref}`);
    if (!p) throw fail(404, 'ewalletRequestNotFound');
    const amount = (Number(p.amount_poisha) / 100).toFixed(2);
    return c.html(html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox Pay</title></head><body style="font-family:sans-serif;max-width:420px;margin:2rem auto">
<h1>Sandbox Pay</h1><p>Test payment gateway. No real money moves.</p>
<p>Reference: <strong data-testid="ref">${ref}</strong></p><p>Amount: <strong>৳${amount}</strong></p><p>Status: <strong data-testid="status">${p.status}</strong></p>
${p.status === 'pending' ? html`<form method="post" action="/api/sandbox-gateway/${ref}/decision"><button name="decision" value="approve">Approve payment</button>
<button name="decision" value="decline">Decline</button></form>` : ''}
</body></html>`);
  })
  .post('/sandbox-gateway/:ref/decision', async (c) => {
    const ref = pathParam(c, 'ref', keySchema(), 'ewalletRequestNotFound');
    const form = await c.req.parseBody().catch(() => ({} as Record<string, unknown>));
    const decision = form.decision === 'approve' ? 'approved' : form.decision === 'decline' ? 'declined' : null;
    if (!decision) throw fail(422, 'invalidInput');
    const row = await one(c.var.deps.database.db, sql`
      UPDATE sandbox_payments SET status = ${decision}, decided_at = now() WHERE ref = ${ref} AND status = 'pending' RETURNING ref`);
    if (!row) {
      const exists = await one(c.var.deps.database.db, sql`SELECT 1 FROM sandbox_payments WHERE ref = ${ref}`);
      if (!exists) throw fail(404, 'ewalletRequestNotFound');
    }
    return c.redirect(`/deposit?ewa_trx=${encodeURIComponent(ref)}&ewa_status=${decision}`, 303);
  });
