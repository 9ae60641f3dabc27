// The Exchange tab's one read: the player's exchange records (GET /api/exchange-hub),
// parsed by its contract. Its own small fetcher: features do not import each other.
import { exchangeHubResponseSchema, type ExchangeHubRecord } from '../../../contracts/exchange-records.ts';
import { getJson } from '../../lib/api.ts';

/** Records placed within the Dhaka days asked (YYYY-MM-DD, inclusive); every record when none. */
export async function getExchangeRecords(days: { from?: string; to?: string } = {}): Promise<ExchangeHubRecord[]> {
  const query = Object.fromEntries(Object.entries(days).filter(([, v]) => Boolean(v))) as Record<string, string>;
  return (await getJson(exchangeHubResponseSchema, 'exchange-hub', query)).data;
}
