// A stream server for tests that speaks Betfair's Exchange Stream protocol over real TLS: it sends the
// `connection` message on accept and reads CRLF-delimited JSON requests. Each test scripts the server's side
// (status answers, images, deltas, heartbeats, cuts) through the connection objects it is handed, with the
// recorded Betfair lines in tests/fixtures/betfair/ as payloads. The certificate is a test-only self-signed
// one for localhost and 127.0.0.1.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Server, type TLSSocket } from 'node:tls';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'betfair');
export const TEST_TLS = {
  cert: readFileSync(join(FIXTURES, 'test-tls.crt'), 'utf8'),
  key: readFileSync(join(FIXTURES, 'test-tls.key'), 'utf8'),
  certFile: join(FIXTURES, 'test-tls.crt'),
  keyFile: join(FIXTURES, 'test-tls.key'),
};

/** Recorded stream lines from a fixture file, parsed. */
export function recordedLines(name: string): Record<string, unknown>[] {
  return readFileSync(join(FIXTURES, name), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

export type Request = Record<string, unknown> & { op: string; id?: number };

export class StreamServerConnection {
  /** Every request received, in order. */
  readonly requests: Request[] = [];
  /** Received and not yet claimed by `request(op)`. */
  private readonly unclaimed: Request[] = [];
  private waiters: { op: string; resolve: (r: Request) => void }[] = [];
  private rest = '';
  readonly closed: Promise<void>;

  constructor(readonly socket: TLSSocket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      const parts = (this.rest + chunk).split('\r\n');
      this.rest = parts.pop() ?? '';
      for (const part of parts.filter(Boolean)) this.took(JSON.parse(part) as Request);
    });
    socket.on('error', () => undefined);
    this.closed = new Promise((resolve) => socket.on('close', () => resolve()));
  }

  private took(request: Request): void {
    this.requests.push(request);
    const i = this.waiters.findIndex((w) => w.op === request.op);
    if (i >= 0) this.waiters.splice(i, 1)[0]?.resolve(request);
    else this.unclaimed.push(request);
  }

  /** The next request of this op not yet claimed, waiting for it if need be. */
  request(op: string): Promise<Request> {
    const i = this.unclaimed.findIndex((r) => r.op === op);
    if (i >= 0) return Promise.resolve(this.unclaimed.splice(i, 1)[0] as Request);
    return new Promise((resolve) => this.waiters.push({ op, resolve }));
  }

  send(message: object): void {
    this.socket.write(`${JSON.stringify(message)}\r\n`);
  }

  /** Bytes as they are, for a line cut in two or a partial line before a cut. */
  sendRaw(text: string): void {
    this.socket.write(text);
  }

  status(id: number | undefined, fields: Record<string, unknown> = {}): void {
    this.send({ op: 'status', id, statusCode: 'SUCCESS', connectionClosed: false, ...fields });
  }

  failure(id: number | undefined, errorCode: string, errorMessage: string): void {
    this.send({ op: 'status', id, statusCode: 'FAILURE', errorCode, errorMessage, connectionClosed: true });
    this.socket.end();
  }

  /** Answers the authentication and the subscription; returns the subscription request. */
  async acceptSubscription(op = 'marketSubscription'): Promise<Request> {
    const auth = await this.request('authentication');
    this.status(auth.id, { connectionsAvailable: 9 });
    const sub = await this.request(op);
    this.status(sub.id);
    return sub;
  }

  cut(): void {
    this.socket.destroy();
  }
}

export interface StreamServer {
  port: number;
  accepted: StreamServerConnection[];
  nextConnection(): Promise<StreamServerConnection>;
  close(): Promise<void>;
}

export async function startStreamServer(): Promise<StreamServer> {
  const accepted: StreamServerConnection[] = [];
  let waiting: ((c: StreamServerConnection) => void)[] = [];
  let handed = 0;
  let counter = 0;
  const server: Server = createServer({ cert: TEST_TLS.cert, key: TEST_TLS.key }, (socket) => {
    const connection = new StreamServerConnection(socket);
    accepted.push(connection);
    counter += 1;
    connection.send({ op: 'connection', connectionId: `test-${counter}` });
    const next = waiting.shift();
    if (next) {
      handed += 1;
      next(connection);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    accepted,
    nextConnection: () => {
      const ready = accepted[handed];
      if (ready) {
        handed += 1;
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: async () => {
      waiting = [];
      for (const c of accepted) c.cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
