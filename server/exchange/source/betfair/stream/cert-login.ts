// Betfair's non-interactive log-in: the account's name and password posted to identitysso-cert with the client
// certificate registered for the account, answered with a session token for the stream's authentication. A
// refusal names Betfair's loginStatus (INVALID_USERNAME_OR_PASSWORD, CERT_AUTH_REQUIRED, ...) and never the
// credentials; a refused log-in is not retried (a locked account must not be hammered), a network fault is.
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { z } from 'zod';

const LOGIN_TIMEOUT_MS = 15_000;

export interface CertLogin {
  appKey: string;
  username: string;
  password: string;
  certFile: string;
  keyFile: string;
  loginUrl: string;
}

/** Betfair answered and said no: retrying the same credentials cannot help. */
export class LoginRefused extends Error {}

const answerSchema = z.object({ loginStatus: z.string(), sessionToken: z.string().optional() });

export function certLogin(login: CertLogin, tls: { ca?: string | Buffer } = {}): Promise<string> {
  const url = new URL(login.loginUrl);
  const body = new URLSearchParams({ username: login.username, password: login.password }).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        method: 'POST',
        hostname: url.hostname,
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        cert: readFileSync(login.certFile),
        key: readFileSync(login.keyFile),
        ...(tls.ca ? { ca: tls.ca } : {}),
        timeout: LOGIN_TIMEOUT_MS,
        headers: {
          'X-Application': login.appKey,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
          Accept: 'application/json',
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`certificate log-in answered HTTP ${res.statusCode}`));
          let parsed: z.infer<typeof answerSchema>;
          try {
            parsed = answerSchema.parse(JSON.parse(text));
          } catch {
            return reject(new Error('certificate log-in answered something other than a log-in result'));
          }
          if (parsed.loginStatus === 'SUCCESS' && parsed.sessionToken) resolve(parsed.sessionToken);
          else reject(new LoginRefused(`certificate log-in refused: ${parsed.loginStatus}`));
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`certificate log-in took longer than ${LOGIN_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}
