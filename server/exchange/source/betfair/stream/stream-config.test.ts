import { describe, expect, it } from 'vitest';
import { betfairStreamConfigFromEnv } from './stream-config.ts';

const session = { BETFAIR_APP_KEY: 'key', BETFAIR_SESSION_TOKEN: 'token' };
const certificate = { BETFAIR_APP_KEY: 'key', BETFAIR_USERNAME: 'u', BETFAIR_PASSWORD: 'p', BETFAIR_CERT_FILE: '/c.crt', BETFAIR_KEY_FILE: '/c.key' };
const without = (env: Record<string, string>, name: string) => Object.fromEntries(Object.entries(env).filter(([k]) => k !== name));

describe('the live stream configuration', () => {
  it.each([
    ['BETFAIR_APP_KEY', {}],
    ['BETFAIR_APP_KEY', without(session, 'BETFAIR_APP_KEY')],
    ['BETFAIR_USERNAME', { BETFAIR_APP_KEY: 'key' }],
    ['BETFAIR_PASSWORD', without(certificate, 'BETFAIR_PASSWORD')],
    ['BETFAIR_CERT_FILE', without(certificate, 'BETFAIR_CERT_FILE')],
    ['BETFAIR_KEY_FILE', without(certificate, 'BETFAIR_KEY_FILE')],
    ['BETFAIR_STREAM_HOST', { ...session, BETFAIR_STREAM_HOST: 'stream-api.betfair.com' }],
    ['BETFAIR_HEARTBEAT_MS', { ...session, BETFAIR_HEARTBEAT_MS: '100' }],
    ['BETFAIR_CONFLATE_MS', { ...session, BETFAIR_CONFLATE_MS: 'soon' }],
    ['BETFAIR_PRICE_DATA', { ...session, BETFAIR_PRICE_DATA: 'everything' }],
    ['BETFAIR_CRICKET_STREAM_HOST', { ...session, BETFAIR_CRICKET_STREAM_HOST: 'sports-data-stream-api.betfair.com' }],
  ])('a start without a usable %s fails, naming it', (name, env) => {
    expect(() => betfairStreamConfigFromEnv(env)).toThrow(name);
  });

  it('a blank value counts as missing', () => {
    expect(() => betfairStreamConfigFromEnv({ ...session, BETFAIR_APP_KEY: '  ' })).toThrow('BETFAIR_APP_KEY is not set');
  });

  it('defaults to Betfair’s stream, the five sports, and the three market kinds, with no country filter', () => {
    const config = betfairStreamConfigFromEnv(session);
    expect(config.endpoint).toEqual({ host: 'stream-api.betfair.com', port: 443 });
    expect(config.credentials).toEqual({ kind: 'session', sessionToken: 'token' });
    expect(config.subscription.marketFilter).toEqual({ eventTypeIds: ['4', '1', '2', '7', '4339'], marketTypes: ['MATCH_ODDS', 'WIN', 'PLACE'] });
    expect(config.subscription.marketDataFilter).toEqual({
      fields: ['EX_BEST_OFFERS_DISP', 'EX_TRADED', 'EX_TRADED_VOL', 'EX_LTP', 'EX_MARKET_DEF', 'SP_TRADED', 'SP_PROJECTED'],
      ladderLevels: 3,
    });
    expect(config.subscription).toMatchObject({ heartbeatMs: 5000, conflateMs: 0 });
    expect(config.cricketEndpoint).toBeNull();
  });

  it('reads the filter, the price data, the timings, the certificate log-in and the cricket stream when given', () => {
    const config = betfairStreamConfigFromEnv({
      ...certificate,
      BETFAIR_STREAM_HOST: 'stream-api-integration.betfair.com:443',
      BETFAIR_EVENT_TYPES: '4, 1',
      BETFAIR_COUNTRIES: 'GB,IE',
      BETFAIR_MARKET_TYPES: 'MATCH_ODDS',
      BETFAIR_PRICE_DATA: 'all-offers',
      BETFAIR_HEARTBEAT_MS: '1000',
      BETFAIR_CONFLATE_MS: '250',
      BETFAIR_CRICKET_STREAM_HOST: 'sports-data-stream-api.betfair.com:443',
    });
    expect(config.endpoint).toEqual({ host: 'stream-api-integration.betfair.com', port: 443 });
    expect(config.credentials).toEqual({
      kind: 'certificate',
      username: 'u',
      password: 'p',
      certFile: '/c.crt',
      keyFile: '/c.key',
      loginUrl: 'https://identitysso-cert.betfair.com/api/certlogin',
    });
    expect(config.subscription).toEqual({
      marketFilter: { eventTypeIds: ['4', '1'], countryCodes: ['GB', 'IE'], marketTypes: ['MATCH_ODDS'] },
      marketDataFilter: { fields: ['EX_ALL_OFFERS', 'EX_TRADED', 'EX_TRADED_VOL', 'EX_LTP', 'EX_MARKET_DEF', 'SP_TRADED', 'SP_PROJECTED'] },
      heartbeatMs: 1000,
      conflateMs: 250,
    });
    expect(config.cricketEndpoint).toEqual({ host: 'sports-data-stream-api.betfair.com', port: 443 });
  });
});
