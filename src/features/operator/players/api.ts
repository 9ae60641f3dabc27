// The back office's player calls (/api/operator/players...), parsed by contracts/operator-players.ts.
import {
  adjustmentResponseSchema,
  playerActionResponseSchema,
  playerPageResponseSchema,
  playerSearchResponseSchema,
  type PlayerSearchField,
} from '../../../../contracts/operator-players.ts';
import type { LimitKind, LimitPeriod } from '../../../../contracts/safer-play.ts';
import { getJson, postJson, request } from '../../../lib/api.ts';

export const searchPlayers = (q: string, field: PlayerSearchField, page: number) => getJson(playerSearchResponseSchema, 'operator/players', { q, field, page });
export const getPlayer = async (id: number) => (await getJson(playerPageResponseSchema, `operator/players/${id}`)).data;

export type PlayerAction = 'lock' | 'unlock' | 'password-reset';
export const actOn = (id: number, action: PlayerAction) => postJson(playerActionResponseSchema, `operator/players/${id}/${action}`);
export const addNote = (id: number, body: string) => postJson(playerActionResponseSchema, `operator/players/${id}/notes`, { body });
export const setLimit = (id: number, limit: { kind: LimitKind; period: LimitPeriod; amount: string }) =>
  request(playerActionResponseSchema, `operator/players/${id}/limits`, { method: 'put', json: limit });
export const requestAdjustment = (id: number, amount: string, reason: string) =>
  postJson(adjustmentResponseSchema, `operator/players/${id}/adjustments`, { amount, reason });
