import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { addressBucket, clientAddress } from './client-address.ts';

// TRUST_PROXY as the server reads it (config.trustProxy: the number of proxies in front of us).
const appTrusting = (trustProxy: number) =>
  new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('deps', { config: { trustProxy } } as AppEnv['Variables']['deps']);
      await next();
    })
    .get('/', (c) => c.text(clientAddress(c)));
const app = appTrusting(0);
const seen = async (socket: string, forwarded?: string, trustProxy = 0) => {
  const res = await appTrusting(trustProxy).request(
    '/',
    { headers: forwarded ? { 'x-forwarded-for': forwarded } : {} },
    { incoming: { socket: { remoteAddress: socket } } },
  );
  return res.text();
};

describe('clientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For claims', async () => {
    expect(await seen('203.0.113.7', '1.1.1.1')).toBe('203.0.113.7');
    expect(await seen('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('behind one trusted proxy, is the entry that proxy appended, so a forged left-hand entry cannot pick an address', async () => {
    expect(await seen('127.0.0.1', '6.6.6.6, 198.51.100.9', 1)).toBe('198.51.100.9');
    expect(await seen('127.0.0.1', '198.51.100.9', 1)).toBe('198.51.100.9');
    expect(await seen('127.0.0.1', undefined, 1)).toBe('127.0.0.1');
  });

  it('behind two trusted proxies, is the second entry from the right', async () => {
    expect(await seen('127.0.0.1', '6.6.6.6, 198.51.100.9, 10.0.0.2', 2)).toBe('198.51.100.9');
  });

  it('is "unknown" when there is no socket at all', async () => {
    expect(await (await app.request('/')).text()).toBe('unknown');
  });
});

describe('addressBucket', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:aaaa:1:2:3:4:5', '2001:db8:aaaa:1::/64'],
    ['2001:db8:aaaa:1::99', '2001:db8:aaaa:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s counts as %s', (address, bucket) => expect(addressBucket(address)).toBe(bucket));
});
