// If-None-Match against an answer's ETag, for every answer the server sends with one: the exchange feed's
// polled answers and the static files. Weak and strong tags compare alike (RFC 9110's weak comparison),
// since the same content goes out gzip, br or plain.
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  // What a poller sends: exactly the ETag it was given (no list to split, nothing to allocate).
  if (header === etag) return true;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}
