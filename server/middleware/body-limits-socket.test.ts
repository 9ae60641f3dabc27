// The body cap over a real socket (the server as npm start runs it), where the cap is decided from the
// request's headers alone when they suffice (docs/decisions/0125): a POST with neither Content-Length
// nor Transfer-Encoding has no body, and a chunked body is still counted and cut at 64 KB.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer } from '../../tests/helpers/players.ts';

let t: TestApp;
let server: ServerType;
let port: number;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await createPlayer(t)).token;
  server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw bytes and reads the whole answer (the request asks the server to close). */
function raw(head: string, body: (write: (chunk: string) => boolean) => void = () => undefined): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => {
      answer += d.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer));
    socket.write(head);
    body((chunk) => !socket.destroyed && socket.write(chunk));
  });
}

describe('request body caps over a socket', () => {
  it('reads a POST with neither Content-Length nor Transfer-Encoding as empty: the balance answers, a log-in is told what is missing', async () => {
    const balance = await raw(`POST /api/balance HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nConnection: close\r\n\r\n`);
    expect(balance).toMatch(/^HTTP\/1\.1 200 /);
    expect(balance).toContain('"balance":"0.00"');
    const login = await raw('POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n');
    expect(login).toMatch(/^HTTP\/1\.1 4\d\d /);
  });

  it('refuses a declared 20 MB body with 413 from its header, and cuts a chunked one of 20 MB once it passes 64 KB', async () => {
    const declared = await raw(
      `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${20 * 1024 * 1024}\r\nConnection: close\r\n\r\n`,
    );
    expect(declared).toMatch(/^HTTP\/1\.1 413 /);
    expect(declared).toContain('"code":"requestTooLarge"');
    const chunk = ' '.repeat(16 * 1024);
    let sent = 0;
    const chunked = await raw(
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
      (write) => {
        const pump = () => {
          while (sent < 20 * 1024 * 1024) {
            sent += chunk.length;
            if (!write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)) {
              setTimeout(pump, 5);
              return;
            }
          }
        };
        pump();
      },
    );
    expect(chunked).toMatch(/^HTTP\/1\.1 413 /);
    expect(chunked).toContain('"code":"requestTooLarge"');
    expect(sent).toBeLessThan(20 * 1024 * 1024);
  });
});
