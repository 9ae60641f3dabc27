// The ceiling: a bare node:http server answering the same bytes from memory (status, the real
// answer's headers and body), in a process of its own. Run by bench/api.ts:
//   node --import tsx bench/api/bare-ceiling.ts <port> <answers.json>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

interface Canned {
  status: number;
  headers: Record<string, string>;
  body: string /* base64 */;
}
const [port, file] = process.argv.slice(2);
const answers = JSON.parse(readFileSync(file!, 'utf8')) as Record<string, Canned>;
const prepared = new Map(Object.entries(answers).map(([path, a]) => [path, { ...a, bytes: Buffer.from(a.body, 'base64') }]));

createServer((req, res) => {
  const a = prepared.get(`${req.url ?? ''}|${req.headers['if-none-match'] ? 'conditional' : ''}`);
  if (!a) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(a.status, a.headers);
  res.end(a.bytes);
}).listen(Number(port), '127.0.0.1', () => console.log('listening'));
