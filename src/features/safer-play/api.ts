// The Safer play calls, parsed by contracts/safer-play.ts.
import {
  realityCheckResponseSchema,
  saferPlayResponseSchema,
  type ExclusionDuration,
  type ExclusionKind,
  type LimitKind,
  type LimitPeriod,
} from '../../../contracts/safer-play.ts';
import { getJson, postJson, request } from '../../lib/api.ts';

export const getSaferPlay = async () => (await getJson(saferPlayResponseSchema, 'safer-play')).data;

export const setLimit = async (kind: LimitKind, period: LimitPeriod, amount: number | null) =>
  (await request(saferPlayResponseSchema, 'safer-play/limits', { method: 'put', json: { kind, period, amount } })).data;

export const startBreak = async (kind: ExclusionKind, duration: ExclusionDuration) =>
  (await postJson(saferPlayResponseSchema, 'safer-play/exclusions', { kind, duration })).data;

export const setRealityCheck = async (minutes: number) =>
  (await request(saferPlayResponseSchema, 'safer-play/reality-check', { method: 'put', json: { minutes } })).data;

export const getRealityCheck = () => getJson(realityCheckResponseSchema, 'safer-play/reality-check');
