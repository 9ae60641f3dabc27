// A fast, seeded PRNG (sfc32) for simulations of millions of rounds: it stands in for the HMAC byte
// stream (whose 32-bit floats it imitates exactly in resolution) where hashing would take too long.
// Never used by the product; the derivation itself is tested against node:crypto separately.
export function sfc32(seed: number): () => number {
  let a = 0x9e3779b9,
    b = 0x243f6a88,
    c = 0xb7e15162,
    d = seed >>> 0;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    const out = (t + d) | 0;
    c = (c + out) | 0;
    return out >>> 0;
  };
  for (let i = 0; i < 15; i++) next();
  return next;
}

/** Floats in [0, 1) with 2^-32 resolution, like fair-random.ts's. */
export function simFloats(seed: number): () => number {
  const next = sfc32(seed);
  return () => next() / 4294967296;
}

/** Running mean and standard deviation of a stream of values. */
export class Moments {
  n = 0;
  private mean = 0;
  private m2 = 0;
  add(x: number): void {
    this.n += 1;
    const delta = x - this.mean;
    this.mean += delta / this.n;
    this.m2 += delta * (x - this.mean);
  }
  get average(): number {
    return this.mean;
  }
  /** Standard error of the mean. */
  get standardError(): number {
    return Math.sqrt(this.m2 / (this.n - 1) / this.n);
  }
}
