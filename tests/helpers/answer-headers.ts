// The headers every answer of the product carries (server/middleware/security-headers.ts), as a list of
// what is wrong with one answer, so a suite walking every route can report all offenders at once.

/** The CSP as a map of directive to its sources. */
export function cspDirectives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((p) => p[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Empty when the answer carries the product's headers; otherwise one line per missing or loose header. */
export function headerProblems(headers: Headers): string[] {
  const problems: string[] = [];
  const csp = cspDirectives(headers.get('content-security-policy'));
  const script = csp.get('script-src') ?? csp.get('default-src');
  if (!script) problems.push('no script-src');
  else if (script.some((s) => /unsafe-inline|unsafe-eval/.test(s))) problems.push(`script-src allows ${script.join(' ')}`);
  if (csp.get('object-src')?.join(' ') !== "'none'") problems.push(`object-src ${csp.get('object-src')?.join(' ')}`);
  if (csp.get('base-uri')?.join(' ') !== "'none'") problems.push(`base-uri ${csp.get('base-uri')?.join(' ')}`);
  // Only the product itself may frame the product (the game frames are its own pages); data answers
  // (the exchange feed's JSON) may say 'none', which allows less still.
  if (!["'self'", "'none'"].includes(csp.get('frame-ancestors')?.join(' ') ?? '')) problems.push(`frame-ancestors ${csp.get('frame-ancestors')?.join(' ')}`);
  if (headers.get('x-content-type-options') !== 'nosniff') problems.push('no nosniff');
  if (!headers.get('referrer-policy')) problems.push('no Referrer-Policy');
  return problems;
}
