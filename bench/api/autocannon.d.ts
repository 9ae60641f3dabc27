// The part of autocannon's API that bench/api.ts uses (the package ships no types).
declare module 'autocannon' {
  interface Options { url: string; method?: string; headers?: Record<string, string>; body?: string; connections?: number; duration?: number }
  interface Histogram { average: number; p50: number; p99: number }
  interface Result {
    requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number;
    '1xx': number; '2xx': number; '3xx': number; '4xx': number; '5xx': number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
