import { describe, expect, it } from 'vitest';
import { backOffDelay } from './back-off.ts';
import { LineSplitter } from './line-splitter.ts';
import { type ChangeLine, failureAction, parseResponseLine } from './protocol.ts';
import { SegmentAssembler } from './segments.ts';

const line = (segmentType: ChangeLine['segmentType'], mc: unknown[], extra: Partial<ChangeLine> = {}): ChangeLine =>
  ({ op: 'mcm', id: 2, pt: null, clk: null, initialClk: null, ct: null, segmentType, heartbeatMs: null, conflateMs: null, mc, ...extra }) as ChangeLine;

/** Feeds the lines in and writes what came out: each whole change's `mc`, or "-" for a line held back. */
function assemble(lines: ChangeLine[], assembler = new SegmentAssembler()): string[] {
  return lines.map((l) => {
    const whole = assembler.accept(l);
    return whole && whole.op === 'mcm' ? whole.mc.join('') : '-';
  });
}

describe('joining segments', () => {
  it.each([
    ['an unsegmented change passes straight on', [line(null, ['a'])], ['a']],
    ['a segmented change comes out whole at its end', [line('SEG_START', ['a']), line('SEG', ['b']), line('SEG_END', ['c'])], ['-', '-', 'abc']],
    ['a start and an end alone', [line('SEG_START', ['a']), line('SEG_END', ['b'])], ['-', 'ab']],
    ['a tail without its start is dropped', [line('SEG', ['x']), line('SEG_END', ['y']), line(null, ['a'])], ['-', '-', 'a']],
    ['a new start abandons an unfinished change', [line('SEG_START', ['x']), line('SEG_START', ['a']), line('SEG_END', ['b'])], ['-', '-', 'ab']],
    ['an unsegmented change abandons an unfinished one', [line('SEG_START', ['x']), line(null, ['a']), line('SEG_END', ['y'])], ['-', 'a', '-']],
  ])('%s', (_, lines, out) => {
    expect(assemble(lines)).toEqual(out);
  });

  it('keeps the first change type and the latest clocks and publish time', () => {
    const assembler = new SegmentAssembler();
    assembler.accept(line('SEG_START', ['a'], { ct: 'SUB_IMAGE', initialClk: 'I', pt: 1, heartbeatMs: 500 }));
    assembler.accept(line('SEG', ['b'], { clk: 'c1', pt: 2 }));
    const whole = assembler.accept(line('SEG_END', ['c'], { clk: 'c2' }));
    expect(whole).toMatchObject({ ct: 'SUB_IMAGE', initialClk: 'I', clk: 'c2', pt: 2, heartbeatMs: 500, segmentType: null, mc: ['a', 'b', 'c'] });
  });

  it('forgets a change cut off by a closed connection', () => {
    const assembler = new SegmentAssembler();
    assembler.accept(line('SEG_START', ['x']));
    expect(assembler.holding).toBe(true);
    assembler.discard();
    expect(assemble([line('SEG_END', ['y']), line(null, ['a'])], assembler)).toEqual(['-', 'a']);
  });
});

describe('the back-off', () => {
  const policy = { initialMs: 1000, maxMs: 60_000 };
  it.each([
    [0, 0, 500],
    [0, 1, 1000],
    [1, 1, 2000],
    [3, 0.5, 6000],
    [6, 1, 60_000],
    [40, 0, 30_000],
  ])('failure %i with jitter %d waits %i ms', (attempt, random, ms) => {
    expect(backOffDelay(policy, attempt, () => random)).toBe(ms);
  });
});

describe('reading lines', () => {
  it('joins a line split across reads and splits several lines in one read', () => {
    const splitter = new LineSplitter();
    expect(splitter.push('{"a":1}\r\n{"b"')).toEqual(['{"a":1}']);
    expect(splitter.push(':2}\r\n\r\n{"c":3}\n{"d"')).toEqual(['{"b":2}', '{"c":3}']);
    expect(splitter.partial).toBe('{"d"');
  });
});

describe('the messages', () => {
  it.each([
    ['{"op":"connection","connectionId":"002-1"}', 'connection'],
    ['{"op":"status","id":1,"statusCode":"FAILURE","errorCode":"SOMETHING_NEW","connectionClosed":true}', 'status'],
    ['{"op":"mcm","id":2,"clk":"AAA","pt":1,"ct":"HEARTBEAT"}', 'mcm'],
    ['{"op":"ccm","id":2,"clk":"1","pt":1,"cc":[{"eventId":"1"}]}', 'ccm'],
  ])('reads %s', (text, op) => {
    const parsed = parseResponseLine(text);
    expect(parsed.ok && parsed.message.op).toBe(op);
  });

  it.each([
    ['not json', 'not JSON'],
    ['{"op":"ocm","id":3}', 'op'],
    ['{"op":"mcm","id":2,"ct":"FULL"}', 'ct'],
    ['{"op":"status","id":1}', 'statusCode'],
  ])('refuses %s, saying why', (text, why) => {
    const parsed = parseResponseLine(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.reason).toContain(why);
  });

  it('gives a heartbeat an empty change list', () => {
    const parsed = parseResponseLine('{"op":"mcm","id":2,"clk":"AAA","pt":1,"ct":"HEARTBEAT"}');
    expect(parsed.ok && parsed.message.op === 'mcm' && parsed.message.mc).toEqual([]);
  });

  it.each([
    ['NO_APP_KEY', 'stop'],
    ['INVALID_APP_KEY', 'stop'],
    ['NOT_AUTHORIZED', 'stop'],
    ['INVALID_SESSION_INFORMATION', 'login'],
    ['NO_SESSION', 'login'],
    ['INVALID_CLOCK', 'fresh-image'],
    ['TOO_MANY_REQUESTS', 'retry'],
    ['SUBSCRIPTION_LIMIT_EXCEEDED', 'retry'],
    ['MAX_CONNECTION_LIMIT_EXCEEDED', 'retry'],
    ['TIMEOUT', 'retry'],
    ['SERVICE_UNAVAILABLE', 'retry'],
    [undefined, 'retry'],
  ])('a refusal with %s means %s', (code, action) => {
    expect(failureAction(code)).toBe(action);
  });
});
