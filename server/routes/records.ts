// The records area: the player's transaction, turnover and betting records. The example of
// the route shape (docs/decisions/0025-route-shape.md): declared with access and contracts, guarded
// before input, parsed, then one service call whose answer is already the contract's type.
import { recordsQuerySchema, transactionListResponseSchema, turnoverListResponseSchema } from '../../contracts/wallet.ts';
import { bettingRecordQuerySchema, bettingRecordResponseSchema } from '../../contracts/games.ts';
import { listBettingRecords } from '../services/betting-records.ts';
import { answers, createArea, defineRoute } from '../lib/route.ts';
import { requireOwnRemoteId, requirePlayer } from '../middleware/auth.ts';
import { listTransactions, listTurnovers } from '../services/records.ts';

const getTransactions = defineRoute({
  method: 'get',
  path: '/transaction/show',
  access: 'player',
  tags: ['records'],
  summary: "The player's deposits, withdrawals and bonuses, newest first",
  request: { query: recordsQuerySchema },
  responses: answers({ 200: transactionListResponseSchema }),
});

const getTurnovers = defineRoute({
  method: 'get',
  path: '/turnovers',
  access: 'player',
  tags: ['records'],
  summary: "The player's turnover requirements, newest first",
  request: { query: recordsQuerySchema },
  responses: answers({ 200: turnoverListResponseSchema }),
});

const getBettingRecords = defineRoute({
  method: 'get',
  path: '/betting-record',
  access: 'player',
  tags: ['records'],
  summary: "The player's settled casino rounds of a day range (cut at Asia/Dhaka midnight), newest first",
  request: { query: bettingRecordQuerySchema },
  responses: answers({ 200: bettingRecordResponseSchema }),
});

export const recordsRoutes = createArea()
  .openapi(getTransactions, async (c) => {
    const user = requirePlayer(c);
    // The client sends remote_id; it may only name the caller (the token decides who that is).
    requireOwnRemoteId(user, c.req.valid('query').remote_id);
    return c.json({ data: await listTransactions(c.var.deps.database.db, user.id) }, 200);
  })
  .openapi(getTurnovers, async (c) => {
    const user = requirePlayer(c);
    requireOwnRemoteId(user, c.req.valid('query').remote_id);
    return c.json({ data: await listTurnovers(c.var.deps.database.db, user.id) }, 200);
  })
  .openapi(getBettingRecords, async (c) => {
    const user = requirePlayer(c);
    return c.json(await listBettingRecords(c.var.deps.database.db, user.id, c.req.valid('query'), c.var.deps.now()), 200);
  });
