import { createServer, type Server } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordedLines, startStreamServer, type StreamServer, TEST_TLS } from '../../../../../tests/helpers/betfair-stream-server.ts';
import { recordingLog, recordingSink } from '../../../../../tests/helpers/betfair-stream-sink.ts';
import { type BetfairStreamHandle, startBetfairStream } from './betfair-stream.ts';
import { certLogin, LoginRefused } from './cert-login.ts';
import { betfairStreamConfigFromEnv } from './stream-config.ts';

interface LoginSeen {
  path: string;
  appKey: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
  clientCertificate: boolean;
}

/** Betfair's identitysso-cert as far as the log-in goes: a client certificate required, a form posted. */
async function startIdentityServer(answers: object[]): Promise<{ url: string; seen: LoginSeen[]; close(): Promise<void> }> {
  const seen: LoginSeen[] = [];
  const server: Server = createServer(
    { cert: TEST_TLS.cert, key: TEST_TLS.key, ca: TEST_TLS.cert, requestCert: true, rejectUnauthorized: true },
    (req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => {
        body += chunk;
      });
      req.on('end', () => {
        seen.push({
          path: req.url ?? '',
          appKey: req.headers['x-application'] as string | undefined,
          contentType: req.headers['content-type'],
          form: Object.fromEntries(new URLSearchParams(body)),
          clientCertificate: Object.keys((req.socket as TLSSocket).getPeerCertificate()).length > 0,
        });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answers[Math.min(seen.length - 1, answers.length - 1)]));
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `https://127.0.0.1:${port}/api/certlogin`, seen, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const login = (loginUrl: string) => ({
  appKey: 'app-key',
  username: 'chakka-ops',
  password: 'pass word&=secret',
  certFile: TEST_TLS.certFile,
  keyFile: TEST_TLS.keyFile,
  loginUrl,
});

describe('the certificate log-in', () => {
  it('posts the name and password with the client certificate and the app key, and returns the session token', async () => {
    const identity = await startIdentityServer([{ sessionToken: 'token-1', loginStatus: 'SUCCESS' }]);
    try {
      await expect(certLogin(login(identity.url), { ca: TEST_TLS.cert })).resolves.toBe('token-1');
      expect(identity.seen).toEqual([
        {
          path: '/api/certlogin',
          appKey: 'app-key',
          contentType: 'application/x-www-form-urlencoded',
          form: { username: 'chakka-ops', password: 'pass word&=secret' },
          clientCertificate: true,
        },
      ]);
    } finally {
      await identity.close();
    }
  });

  it('reports a refusal by Betfair’s login status, without the password', async () => {
    const identity = await startIdentityServer([{ loginStatus: 'INVALID_USERNAME_OR_PASSWORD' }]);
    try {
      const failure = await certLogin(login(identity.url), { ca: TEST_TLS.cert }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(LoginRefused);
      expect((failure as Error).message).toBe('certificate log-in refused: INVALID_USERNAME_OR_PASSWORD');
    } finally {
      await identity.close();
    }
  });
});

describe('the stream with a certificate log-in', () => {
  let server: StreamServer;
  let handle: BetfairStreamHandle | null = null;
  beforeEach(async () => {
    server = await startStreamServer();
  });
  afterEach(async () => {
    handle?.stop();
    handle = null;
    await server.close();
  });

  const env = (loginUrl: string) => ({
    BETFAIR_APP_KEY: 'app-key',
    BETFAIR_USERNAME: 'chakka-ops',
    BETFAIR_PASSWORD: 'secret-password',
    BETFAIR_CERT_FILE: TEST_TLS.certFile,
    BETFAIR_KEY_FILE: TEST_TLS.keyFile,
    BETFAIR_LOGIN_URL: loginUrl,
    BETFAIR_STREAM_HOST: `127.0.0.1:${server.port}`,
  });

  it('authenticates with the logged-in session, and logs in again when Betfair says the session has expired', async () => {
    const identity = await startIdentityServer([
      { sessionToken: 'token-1', loginStatus: 'SUCCESS' },
      { sessionToken: 'token-2', loginStatus: 'SUCCESS' },
    ]);
    try {
      const config = { ...betfairStreamConfigFromEnv(env(identity.url)), backOff: { initialMs: 20, maxMs: 100 } };
      const sink = recordingSink();
      const log = recordingLog();
      handle = startBetfairStream(config, sink, { ca: TEST_TLS.cert, log });
      const one = await server.nextConnection();
      const auth1 = await one.request('authentication');
      expect(auth1.session).toBe('token-1');
      one.failure(auth1.id, 'INVALID_SESSION_INFORMATION', 'Session expired');

      const two = await server.nextConnection();
      const sub = await two.acceptSubscription();
      expect(two.requests[0]).toMatchObject({ op: 'authentication', session: 'token-2' });
      const first = recordedLines('greyhound-win-stream.jsonl')[0] as Record<string, unknown>;
      two.send({ op: 'mcm', id: sub.id, initialClk: 'I', clk: first.clk, ct: 'SUB_IMAGE', pt: first.pt, mc: first.mc });
      await vi.waitFor(() => expect(sink.marks()).toEqual(['fresh']));
      expect(identity.seen).toHaveLength(2);
      expect(log.text()).not.toMatch(/token-1|token-2|secret-password/);
    } finally {
      await identity.close();
    }
  });

  it('stops, naming the login status, when Betfair refuses the log-in', async () => {
    const identity = await startIdentityServer([{ loginStatus: 'CERT_AUTH_REQUIRED' }]);
    try {
      const sink = recordingSink();
      handle = startBetfairStream(betfairStreamConfigFromEnv(env(identity.url)), sink, { ca: TEST_TLS.cert, log: recordingLog() });
      await vi.waitFor(() => expect(sink.events).toEqual([{ kind: 'stopped', reason: 'certificate log-in refused: CERT_AUTH_REQUIRED' }]));
      expect(server.accepted).toHaveLength(0);
    } finally {
      await identity.close();
    }
  });
});
