// One recorded file as a sequence of timed stream messages. A line is an Exchange Stream message (mcm or
// ccm, timed by its publish time), a listMarketCatalogue entry (handed over for names at once), or a
// message the replay has no use for (connection, status). A broken line is reported with the file and
// line number and skipped. A file that opens with nothing a recording holds is another format: reported
// once and skipped whole, unless the whole file is one JSON catalogue (a pretty-printed answer).
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { looksLikeCatalogue, type MarketCatalogue, parseCatalogue } from '../catalogue.ts';
import { type StreamMessage, streamMessageSchema } from '../esa-schemas.ts';
import { readLines } from './recording-lines.ts';

export interface TimedMessage {
  pt: number;
  message: StreamMessage;
  file: string;
  line: number;
}

export interface RecordingIssue {
  file: string;
  /** 1-based; 0 when the file could not be read at all. */
  line: number;
  problem: string;
}

export interface RecordingSink {
  catalogue(entries: MarketCatalogue[]): void;
  report(issue: RecordingIssue): void;
}

/** Lines the reader looks at before deciding a file is of another format. */
const PROBE_LINES = 5;
/** Broken lines reported one by one per file; the rest are counted once at the end. */
const REPORTED_LINES = 20;
/** A whole-file catalogue is read in one piece; anything larger is not a catalogue. */
const WHOLE_FILE_LIMIT = 20 * 1024 * 1024;

type Classified =
  | { kind: 'message'; message: StreamMessage }
  | { kind: 'catalogue'; entries: MarketCatalogue[] }
  | { kind: 'ignored' }
  | { kind: 'broken'; problem: string };

function classify(text: string): Classified {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'broken', problem: 'not JSON' };
  }
  if (typeof value !== 'object' || value === null) return { kind: 'broken', problem: 'not a JSON object' };
  const op = (value as { op?: unknown }).op;
  if (op === 'mcm' || op === 'ccm') {
    const parsed = streamMessageSchema.safeParse(value);
    if (parsed.success) return { kind: 'message', message: parsed.data };
    const issue = parsed.error.issues[0];
    return { kind: 'broken', problem: `${op} does not match the stream schema at ${issue.path.join('.') || 'top'}: ${issue.message}` };
  }
  if (looksLikeCatalogue(value)) {
    const entries = parseCatalogue(value);
    return entries ? { kind: 'catalogue', entries } : { kind: 'broken', problem: 'catalogue entry of the wrong shape' };
  }
  if (typeof op === 'string') return { kind: 'ignored' };
  return { kind: 'broken', problem: 'neither a stream message nor a catalogue entry' };
}

async function wholeFileCatalogue(path: string): Promise<MarketCatalogue[] | null> {
  if ((await stat(path)).size > WHOLE_FILE_LIMIT) return null;
  try {
    const value: unknown = JSON.parse(await readFile(path, 'utf8'));
    return looksLikeCatalogue(value) ? parseCatalogue(value) : null;
  } catch {
    return null;
  }
}

export async function* readRecording(path: string, sink: RecordingSink, name = basename(path)): AsyncGenerator<TimedMessage> {
  const file = name;
  let lineNo = 0;
  let recognized = false;
  let broken = 0;
  const probation: RecordingIssue[] = [];
  const report = (issue: RecordingIssue) => {
    broken++;
    if (broken <= REPORTED_LINES) sink.report(issue);
  };
  try {
    for await (const text of readLines(path)) {
      lineNo++;
      if (text.trim() === '') continue;
      const line = classify(text);
      if (line.kind === 'broken') {
        const issue = { file, line: lineNo, problem: line.problem };
        if (recognized) report(issue);
        else if (probation.push(issue) >= PROBE_LINES) break;
        continue;
      }
      if (!recognized) {
        recognized = true;
        // The lines before the first good one were broken lines of a real recording after all.
        for (const issue of probation.splice(0)) report(issue);
      }
      if (line.kind === 'catalogue') sink.catalogue(line.entries);
      else if (line.kind === 'message') yield { pt: line.message.pt, message: line.message, file, line: lineNo };
    }
  } catch (err) {
    sink.report({ file, line: lineNo, problem: `unreadable: ${err instanceof Error ? err.message : String(err)}` });
    return;
  }
  if (!recognized && probation.length > 0) {
    const entries = await wholeFileCatalogue(path);
    if (entries) sink.catalogue(entries);
    else sink.report({ file, line: probation[0].line, problem: `not a Betfair stream recording or catalogue (${probation[0].problem}); file skipped` });
    return;
  }
  if (broken > REPORTED_LINES) sink.report({ file, line: lineNo, problem: `${broken} broken lines in all, ${broken - REPORTED_LINES} not listed` });
}
