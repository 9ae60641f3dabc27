// Support chat: the player's four calls and the operator console's queue.
// The sender is always the session's player; another player's conversation is a 404 like one that does
// not exist; text is stored and answered as typed (the clients show it as text, never HTML).
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer, loginOperator, type TestPlayer } from '../../tests/helpers/players.ts';
import { testClock } from '../../tests/helpers/clock.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { SUPPORT_USER_ID } from '../../contracts/chat.ts';

const clock = testClock();
let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  op = await loginOperator(t);
});

const open = async (p: TestPlayer) => {
  const res = await t.call('POST', '/api/chats', { token: p.token, body: { user_one_id: Number(p.remote_id), user_two_id: 1 } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.chat.id as number;
};
const send = (p: TestPlayer, chatId: number, content: unknown, extra: Record<string, unknown> = {}) =>
  t.call('POST', '/api/messages', { token: p.token, body: { chat_id: chatId, sender_id: Number(p.remote_id), content, ...extra } });
const messagesOf = (p: TestPlayer, chatId: number | string, after?: number) =>
  t.call('GET', `/api/chats/${chatId}/messages${after === undefined ? '' : `?after=${after}`}`, { token: p.token });

describe('a player and support', () => {
  it('opens one conversation, sends a message and reads the reply, with the spec shapes', async () => {
    const p = await createPlayer(t);
    expect((await t.call('GET', '/api/get-chats', { token: p.token })).body).toEqual({ chats: [] });
    const chatId = await open(p);
    expect(await open(p)).toBe(chatId); // the same conversation every time
    const sent = await send(p, chatId, 'My deposit is not showing');
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ chat_id: chatId, sender_id: Number(p.remote_id), content: 'My deposit is not showing', from_support: false });
    const reply = await t.call('POST', `/api/operator/support-chats/${chatId}/reply`, { token: op, body: { content: 'Checking it now.' } });
    expect(reply.status).toBe(200);
    const list = await t.call('GET', '/api/get-chats', { token: p.token });
    expect(list.body.chats).toEqual([
      { chat_id: chatId, other_user: { username: 'Support' }, last_message: 'Checking it now.', last_message_at: expect.any(String), unread: 1 },
    ]);
    const thread = await messagesOf(p, chatId);
    expect(thread.body.messages.map((m: { sender_id: number; content: string }) => [m.sender_id, m.content])).toEqual([
      [Number(p.remote_id), 'My deposit is not showing'],
      [SUPPORT_USER_ID, 'Checking it now.'],
    ]);
    // Reading marks the reply read; a poll after the last id is empty.
    expect((await t.call('GET', '/api/get-chats', { token: p.token })).body.chats[0].unread).toBe(0);
    expect((await messagesOf(p, chatId, thread.body.messages[1].id)).body).toEqual({ messages: [] });
  });

  it('stores a message with a forged sender_id under the real sender', async () => {
    const p = await createPlayer(t);
    const victim = await createPlayer(t);
    const chatId = await open(p);
    const sent = await send(p, chatId, 'hello', { sender_id: Number(victim.remote_id) });
    expect(sent.body.data.sender_id).toBe(Number(p.remote_id));
    const thread = await t.call('GET', `/api/operator/support-chats/${chatId}`, { token: op });
    expect(thread.body.messages.map((m: { author: string; from_support: boolean }) => [m.author, m.from_support])).toEqual([[p.username, false]]);
    // Naming the support id as sender does not make a player speak for support either.
    const asSupport = await send(p, chatId, 'I am support', { sender_id: SUPPORT_USER_ID });
    expect(asSupport.body.data).toMatchObject({ sender_id: Number(p.remote_id), from_support: false });
  });

  it("answers another player's conversation exactly like one that does not exist, and never shows its messages", async () => {
    const owner = await createPlayer(t);
    const intruder = await createPlayer(t);
    const chatId = await open(owner);
    await send(owner, chatId, 'private details');
    const notFound = { message: MESSAGES.chatNotFound, code: 'chatNotFound' };
    expect(await messagesOf(intruder, chatId)).toMatchObject({ status: 404, body: notFound });
    expect(await messagesOf(intruder, 999_999_999)).toMatchObject({ status: 404, body: notFound });
    expect(await send(intruder, chatId, 'let me in')).toMatchObject({ status: 404, body: notFound });
    const ownerThread = await messagesOf(owner, chatId);
    expect(ownerThread.body.messages.map((m: { content: string }) => m.content)).toEqual(['private details']);
    expect((await t.call('GET', '/api/get-chats', { token: intruder.token })).body.chats).toEqual([]);
  });

  it('keeps text as typed: markup comes back as the same characters, to be shown as text', async () => {
    const p = await createPlayer(t);
    const chatId = await open(p);
    const markup = '<img src=x onerror=alert(1)> <b>bold</b>\nsecond line';
    expect((await send(p, chatId, `  ${markup}  `)).body.data.content).toBe(markup);
  });
});

describe('refusals', () => {
  it('refuses an empty or whitespace-only message, and one too long, with a catalogue message', async () => {
    const p = await createPlayer(t);
    const chatId = await open(p);
    for (const content of ['', '   ', '\n\t ']) {
      const res = await send(p, chatId, content);
      expect(res.status, JSON.stringify(content)).toBe(422);
      expect(res.body.errors.content).toBe(MESSAGES.chatMessageEmpty);
    }
    const long = await send(p, chatId, 'x'.repeat(1001));
    expect(long.status).toBe(422);
    expect(long.body.errors.content).toBe(MESSAGES.textTooLong);
    expect((await send(p, chatId, 'a\u0000b')).status).toBe(422);
    expect((await messagesOf(p, chatId)).body.messages).toEqual([]);
  });

  it('answers a chat id that is not an id like an unknown chat (404), and refuses bad ids in POST chats', async () => {
    const p = await createPlayer(t);
    expect((await messagesOf(p, 'abc')).status).toBe(404);
    expect((await messagesOf(p, '99999999999999999999')).status).toBe(404);
    expect((await send(p, 0 as unknown as number, 'hi')).status).toBe(422);
    expect((await t.call('POST', '/api/chats', { token: p.token, body: { user_one_id: 'me' } })).status).toBe(422);
  });

  it('answers 401 without a session on every chat call, and 403 to a player on the console calls', async () => {
    const p = await createPlayer(t);
    const chatId = await open(p);
    for (const [method, path] of [
      ['GET', '/api/get-chats'],
      ['POST', '/api/chats'],
      ['GET', `/api/chats/${chatId}/messages`],
      ['POST', '/api/messages'],
    ]) {
      expect((await t.call(method!, path!, { body: method === 'POST' ? { chat_id: chatId, content: 'x' } : undefined })).status, path).toBe(401);
    }
    expect((await t.call('GET', '/api/operator/support-chats', { token: p.token })).status).toBe(403);
    expect((await t.call('POST', `/api/operator/support-chats/${chatId}/reply`, { token: p.token, body: { content: 'x' } })).status).toBe(403);
    expect((await t.call('GET', '/api/get-chats', { token: op })).status).toBe(403);
  });

  it('slows a flood: the 21st message within a minute waits', async () => {
    const p = await createPlayer(t);
    const chatId = await open(p);
    for (let i = 0; i < 20; i++) expect((await send(p, chatId, `m${i}`)).status).toBe(200);
    const flood = await send(p, chatId, 'one more');
    expect(flood.status).toBe(429);
    expect(flood.body.code).toBe('chatTooManyMessages');
    clock.advance(60_000);
    expect((await send(p, chatId, 'after a minute')).status).toBe(200);
  });
});

describe('the operator console', () => {
  it('queues open conversations with the newest waiting first, counts unread, and a reply or close takes it out of waiting', async () => {
    const [a, b, c] = [await createPlayer(t), await createPlayer(t), await createPlayer(t)];
    const [ca, cb, cc] = [await open(a), await open(b), await open(c)];
    await open(await createPlayer(t)); // opened but silent: not in the queue
    await send(a, ca, 'first');
    clock.advance(1000);
    await send(b, cb, 'second');
    clock.advance(1000);
    await send(c, cc, 'third');
    clock.advance(1000);
    await send(a, ca, 'first again');
    clock.advance(1000);
    const queue = async () =>
      (await t.call('GET', '/api/operator/support-chats', { token: op })).body.data as { chat_id: number; unread: number; waiting_since: string | null }[];
    const mine = (q: Awaited<ReturnType<typeof queue>>) => q.filter((x) => [ca, cb, cc].includes(x.chat_id));
    // Waiting since each one's first unanswered message: c is the newest waiting, a the oldest.
    expect(mine(await queue()).map((x) => [x.chat_id, x.unread])).toEqual([
      [cc, 1],
      [cb, 1],
      [ca, 2],
    ]);
    const opened = await t.call('GET', `/api/operator/support-chats/${ca}`, { token: op });
    expect(opened.body.messages.map((m: { content: string }) => m.content)).toEqual(['first', 'first again']);
    await t.call('POST', `/api/operator/support-chats/${cc}/reply`, { token: op, body: { content: 'Done' } });
    const after = mine(await queue());
    expect(after.map((x) => [x.chat_id, x.unread, x.waiting_since === null])).toEqual([
      [cb, 1, false],
      [ca, 0, false],
      [cc, 0, true],
    ]);
    const closed = await t.call('POST', `/api/operator/support-chats/${cc}/close`, { token: op });
    expect(closed.body.chat.status).toBe('closed');
    expect(mine(await queue()).map((x) => x.chat_id)).toEqual([cb, ca]);
    await send(c, cc, 'one more question');
    expect(mine(await queue()).map((x) => x.chat_id)).toEqual([cc, cb, ca]);
  });

  it('refuses an empty reply and an unknown conversation', async () => {
    const p = await createPlayer(t);
    const chatId = await open(p);
    expect((await t.call('POST', `/api/operator/support-chats/${chatId}/reply`, { token: op, body: { content: '  ' } })).status).toBe(422);
    expect((await t.call('POST', '/api/operator/support-chats/999999999/reply', { token: op, body: { content: 'hi' } })).status).toBe(404);
    expect((await t.call('GET', '/api/operator/support-chats/999999999', { token: op })).status).toBe(404);
  });
});
