import { describe, expect, it } from 'vitest';
import { httpProviderAdapter } from '../delivery/adapter.ts';

describe('httpProviderAdapter', () => {
  it('posts the channel, recipient and text as JSON with the bearer token', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{}', { status: 202 });
    }) as unknown as typeof fetch;
    await httpProviderAdapter('https://sms.example/send', 'tok', fake).send({ channel: 'sms', recipient: '01711111111', text: 'code 123456' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://sms.example/send');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ channel: 'sms', to: '01711111111', text: 'code 123456' });
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('treats a non-2xx answer from the provider as a failure', async () => {
    const fake = (async () => new Response('down', { status: 500 })) as unknown as typeof fetch;
    await expect(httpProviderAdapter('https://mail.example', undefined, fake).send({ channel: 'email', recipient: 'a@b.co', text: 'x' })).rejects.toThrow(
      /500/,
    );
  });
});
