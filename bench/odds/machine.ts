// The machine a run came from, as bench/README.md reports it.
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus as osCpus } from 'node:os';

export const nproc = () => availableParallelism();
export function cpus(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    return line ? line.split(':')[1]!.trim() : (osCpus()[0]?.model ?? 'unknown');
  } catch {
    return osCpus()[0]?.model ?? 'unknown';
  }
}
