// POST /api/messages.php and GET /api/messages.php: members write to each other, and each reads only
// their own conversations, whatever the request names.
import { MESSAGE_MAX_CHARS, MESSAGES_PATH, messagesPath, type MessageList } from '@reel/api';
import { type ConversationList, type MessageAnswer } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineName } from '../testing/database.js';
import { startSocialApp, type Actor, type SocialTestApp } from '../testing/socialApp.js';

let t: SocialTestApp;
let ann: Actor;
let ben: Actor;
let cat: Actor;
beforeAll(async () => {
  t = await startSocialApp();
  [ann, ben, cat] = [await t.member(), await t.member(), await t.member()];
});
afterAll(async () => {
  await t?.close();
});

const send = (from: Actor | null, to: number | string, text: string) =>
  t.post<MessageAnswer>(MESSAGES_PATH, from, { to_user_id: to, text });
const refusal = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });

describe(`messages (${engineName()})`, () => {
  it('sends, lists conversations with unread counts, and marks a read conversation', async () => {
    const first = await send(ann, ben.user_id, ' hello ben ');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body.message).toMatchObject({ user: { user_id: ann.user_id }, to_user_id: ben.user_id, text: 'hello ben', read_date: '' });
    await send(ben, ann.user_id, 'hi ann');
    // `user_id` names the addressee as well.
    expect((await t.post(MESSAGES_PATH, cat, { user_id: ann.user_id, text: 'from cat' })).status).toBe(200);
    const list = await t.read<ConversationList>(messagesPath(), ann);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.total_count).toBe(2);
    expect(list.body.conversations.map((c) => [c.user.user_id, c.text, c.from_me, c.unread])).toEqual([
      [cat.user_id, 'from cat', false, 1],
      [ben.user_id, 'hi ann', false, 1],
    ]);
    const withCat = await t.read<MessageList>(messagesPath({ user_id: cat.user_id }), ann);
    expect(withCat.headers['cache-control']).toBe('no-store');
    expect(withCat.body.messages.map((m) => m.text)).toEqual(['from cat']);
    const after = await t.read<ConversationList>(messagesPath(), ann);
    expect(after.body.conversations.find((c) => c.user.user_id === cat.user_id)?.unread).toBe(0);
    const withBen = await t.read<MessageList>(messagesPath({ user_id: ann.user_id }), ben);
    expect(withBen.body.messages.map((m) => m.text)).toEqual(['hi ann', 'hello ben']);
  });

  it('never shows one member another’s messages', async () => {
    const catsList = await t.read<ConversationList>(messagesPath(), cat);
    expect(catsList.body.conversations.map((c) => c.user.user_id)).toEqual([ann.user_id]);
    // Naming ben answers cat's own messages with ben, of which there are none: never ann's with ben.
    const catWithBen = await t.read<MessageList>(messagesPath({ user_id: ben.user_id }), cat);
    expect(catWithBen.body).toMatchObject({ messages: [], total_count: 0 });
    const everyBody = JSON.stringify([catsList.body, catWithBen.body]);
    expect(everyBody).not.toContain('hello ben');
    expect(everyBody).not.toContain('hi ann');
    expect(refusal(await t.read(messagesPath(), null))).toEqual({ status: 401, body: { error: true, code: 'need_login' } });
    expect(refusal(await t.read(messagesPath({ user_id: ann.user_id }), null))).toEqual({
      status: 401,
      body: { error: true, code: 'need_login' },
    });
    // Nothing of these answers was kept in the shared response cache.
    expect(t.ctx.cache.size).toBe(0);
  });

  it('refuses oneself, an unknown member, an empty or long text, bad ids and a visitor', async () => {
    const cases: [Actor | null, number | string, string, number, Record<string, unknown>][] = [
      [ann, ann.user_id, 'me', 400, { error: true, code: 'message_self' }],
      [ann, 99999, 'hi', 404, { error: true, code: 'not_found' }],
      [ann, 'ben', 'hi', 400, { error: true, code: 'invalid_user_id' }],
      [ann, ben.user_id, '  ', 400, { error: true, code: 'required', errors: [{ field: 'text', code: 'required' }] }],
      [
        ann,
        ben.user_id,
        'x'.repeat(MESSAGE_MAX_CHARS + 1),
        400,
        { error: true, code: 'max_length', errors: [{ field: 'text', code: 'max_length', info: { length: MESSAGE_MAX_CHARS } }] },
      ],
      [null, ben.user_id, 'hi', 401, { error: true, code: 'need_login' }],
    ];
    for (const [from, to, text, status, body] of cases)
      expect({ to, ...refusal(await send(from, to, text)) }).toEqual({ to, status, body });
    expect(refusal(await t.read(messagesPath({ user_id: 99999 }), ann))).toEqual({ status: 404, body: { error: true, code: 'not_found' } });
    expect(refusal(await t.read(`${MESSAGES_PATH}?page=x`, ann))).toEqual({ status: 400, body: { error: true, code: 'invalid_page' } });
  });
});
