// Many bzip2 recordings at once are decoded to plain files first, one at a time. The merge keeps every file
// open for the whole replay, and an open bzip2 decoder holds about 8 MB (its block buffers), so a folder of
// a day's historical files (one per market, hundreds) would need gigabytes; a plain file being read holds
// one 64 KB buffer. A few bzip2 files are read directly, so a small replay starts at once (decision 0212).
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import unbzip2 from 'unbzip2-stream';
import { compressionOf } from './recording-lines.ts';
import type { RecordingIssue } from './recording-reader.ts';

/** More bzip2 files than this are staged. */
export const STAGE_BZIP2_ABOVE = 8;

export interface StagedFile {
  /** Where to read it from. */
  path: string;
  /** The name problems are reported under: the recording's own. */
  name: string;
}

export interface Staging {
  files: StagedFile[];
  /** Removes the decoded copies. */
  cleanUp(): Promise<void>;
}

export async function stageBzip2(paths: readonly string[], above: number, report: (issue: RecordingIssue) => void): Promise<Staging> {
  const kinds = await Promise.all(paths.map((p) => compressionOf(p).catch(() => 'none' as const)));
  const bzip2Count = kinds.filter((k) => k === 'bzip2').length;
  if (bzip2Count <= above) return { files: paths.map((p) => ({ path: p, name: basename(p) })), cleanUp: async () => {} };
  const dir = await mkdtemp(join(tmpdir(), 'betfair-replay-'));
  const files: StagedFile[] = [];
  for (const [i, path] of paths.entries()) {
    if (kinds[i] !== 'bzip2') {
      files.push({ path, name: basename(path) });
      continue;
    }
    const plain = join(dir, `${i}.jsonl`);
    try {
      await pipeline(createReadStream(path), unbzip2(), createWriteStream(plain));
      files.push({ path: plain, name: basename(path) });
    } catch (err) {
      report({ file: basename(path), line: 0, problem: `unreadable: ${err instanceof Error ? err.message : String(err)}` });
    }
  }
  return { files, cleanUp: () => rm(dir, { recursive: true, force: true }) };
}
