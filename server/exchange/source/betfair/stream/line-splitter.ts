// Cuts a socket's text into lines. The stream ends each message with CRLF, but a TCP read can end anywhere:
// mid-line, or with several lines at once. A bare LF is accepted too, and blank lines are skipped.
export class LineSplitter {
  private rest = '';

  push(chunk: string): string[] {
    const text = this.rest + chunk;
    const parts = text.split('\n');
    this.rest = parts.pop() ?? '';
    return parts.map((p) => (p.endsWith('\r') ? p.slice(0, -1) : p)).filter((p) => p.length > 0);
  }

  /** Bytes received after the last complete line: cut off by a closed connection, never a message. */
  get partial(): string {
    return this.rest;
  }
}
