// POST /api/friends.php: a request once and never to oneself, accepted only by its addressee,
// removed by either side; accepted friends in the members list's friends section.
import { FRIENDS_PATH, friendRequestsPath } from '@reel/api';
import { membersPath, type FriendRequestList, type MemberList } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineName } from '../testing/database.js';
import { startSocialApp, type Actor, type SocialTestApp } from '../testing/socialApp.js';

let t: SocialTestApp;
beforeAll(async () => {
  t = await startSocialApp();
});
afterAll(async () => {
  await t?.close();
});

const friends = (who: Actor | null, act: string, user_id: number | string) => t.post(FRIENDS_PATH, who, { act, user_id });
const refusal = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });
const friendIds = async (of: Actor) =>
  (await t.read<MemberList>(`${membersPath({ section: 'friends', lifetime: 0 })}?object_id=${of.user_id}`, null)).body.members.map(
    (m) => m.user_id,
  );

describe(`friends (${engineName()})`, () => {
  it('requests once, is accepted by the addressee, listed as friends both ways, removed by either side', async () => {
    const [ann, ben] = [await t.member(), await t.member()];
    expect((await friends(ann, 'request', ben.user_id)).body).toEqual({ ok: true, status: 'pending' });
    expect(refusal(await friends(ann, 'request', ben.user_id))).toEqual({ status: 409, body: { error: true, code: 'already_requested' } });
    expect(refusal(await friends(ben, 'request', ann.user_id))).toEqual({ status: 409, body: { error: true, code: 'already_requested' } });
    const pending = await t.read<FriendRequestList>(friendRequestsPath(), ben);
    expect(pending.headers['cache-control']).toBe('no-store');
    expect(pending.body).toMatchObject({ total_count: 1, requests: [{ user: { user_id: ann.user_id }, direction: 'in' }] });
    expect((await t.read<FriendRequestList>(friendRequestsPath(), ann)).body.requests[0]).toMatchObject({
      user: { user_id: ben.user_id },
      direction: 'out',
    });
    // The sender cannot accept their own request.
    expect(refusal(await friends(ann, 'accept', ben.user_id))).toEqual({ status: 404, body: { error: true, code: 'request_not_found' } });
    expect(await friendIds(ann)).toEqual([]);
    expect((await friends(ben, 'accept', ann.user_id)).body).toEqual({ ok: true, status: 'accepted' });
    expect(refusal(await friends(ben, 'accept', ann.user_id))).toEqual({ status: 409, body: { error: true, code: 'already_friends' } });
    expect(refusal(await friends(ann, 'request', ben.user_id))).toEqual({ status: 409, body: { error: true, code: 'already_friends' } });
    expect(await friendIds(ann)).toEqual([ben.user_id]);
    expect(await friendIds(ben)).toEqual([ann.user_id]);
    expect((await friends(ben, 'remove', ann.user_id)).body).toEqual({ ok: true, status: 'none' });
    expect(await friendIds(ann)).toEqual([]);
    expect(refusal(await friends(ann, 'remove', ben.user_id))).toEqual({ status: 404, body: { error: true, code: 'not_friends' } });
  });

  it('lets the addressee decline and the sender withdraw, after which a new request may go', async () => {
    const [ann, ben] = [await t.member(), await t.member()];
    await friends(ann, 'request', ben.user_id);
    expect((await friends(ben, 'remove', ann.user_id)).status).toBe(200);
    expect((await friends(ann, 'request', ben.user_id)).status).toBe(200);
    expect((await friends(ann, 'remove', ben.user_id)).status).toBe(200);
    expect((await t.read<FriendRequestList>(friendRequestsPath(), ben)).body.total_count).toBe(0);
  });

  it('refuses oneself, an unknown member, a bad id or act, and a visitor', async () => {
    const ann = await t.member();
    expect(refusal(await friends(ann, 'request', ann.user_id))).toEqual({ status: 400, body: { error: true, code: 'friend_self' } });
    expect(refusal(await friends(ann, 'request', 99999))).toEqual({ status: 404, body: { error: true, code: 'not_found' } });
    expect(refusal(await friends(ann, 'request', 'bob'))).toEqual({ status: 400, body: { error: true, code: 'invalid_user_id' } });
    expect(refusal(await friends(ann, 'poke', 2))).toEqual({ status: 400, body: { error: true, code: 'invalid_act' } });
    expect(refusal(await friends(null, 'request', 2))).toEqual({ status: 401, body: { error: true, code: 'need_login' } });
    expect(refusal(await t.read(friendRequestsPath(), null))).toEqual({ status: 401, body: { error: true, code: 'need_login' } });
  });
});
