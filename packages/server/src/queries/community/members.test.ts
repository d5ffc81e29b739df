// What the members list holds: each filter position, each section, each sort, the search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberSection, MemberSort } from '@reel/api';
import { orRefuse } from '../../http/refusals.js';
import { engineName } from '../../testing/database.js';
import { listMembers, loadMember, type MemberListQuery } from './members.js';
import { startCommunityApp, type CommunityTestApp } from '../../testing/communityFixture.js';

let t: CommunityTestApp;
beforeAll(async () => {
  t = await startCommunityApp();
});
afterAll(async () => {
  await t?.close();
});

const base: MemberListQuery = { section: 'all', userId: null, filter: 'filt.......', sort: 'recent', count: 96, page: 1, search: '' };

async function names(q: Partial<MemberListQuery>): Promise<string[]> {
  const list = orRefuse(await listMembers(t.ctx, { ...base, ...q }));
  expect(list.total_count).toBe(list.members.length);
  return list.members.map((m) => m.username);
}

/** A filter string with one position set. */
function filt(position: number, value: string): string {
  const fields = Array<string>(8).fill('');
  fields[position] = value;
  return `filt${fields.join('.')}`;
}

describe(`member filters (${engineName()})`, () => {
  it('filters by each position', async () => {
    const cases: [number, string, string[]][] = [
      [0, '1', ['bob', 'dan_100%']],
      [0, '3', ['Carol']],
      [1, '1', ['bob']],
      [1, '2', ['alice']],
      // erin turns 40 the day after the fixture's today: still in the 30-39 band.
      [1, '3', ['erin']],
      [1, '4', ['Carol']],
      [2, '2', ['bob']],
      [3, '5', ['Carol']],
      [4, 'us', ['bob']],
      [4, 'de', ['alice', 'erin']],
      [5, 'yes', ['alice', 'Carol']],
      [5, 'no', ['bob', 'dan_100%', 'erin']],
      [6, 'yes', ['alice', 'dan_100%']],
      [6, 'no', ['bob', 'Carol', 'erin']],
      [7, 'c', ['Carol']],
      [7, 'd', ['dan_100%']],
    ];
    for (const [position, value, expected] of cases)
      expect({ position, value, got: await names({ filter: filt(position, value) }) }).toEqual({ position, value, got: expected });
  });

  it('combines positions with AND', async () => {
    expect(await names({ filter: 'filt2....de...' })).toEqual(['alice', 'erin']);
    expect(await names({ filter: 'filt2.2...de.yes..' })).toEqual(['alice']);
    expect(await names({ filter: 'filt1.4......' })).toEqual([]);
  });

  it('refuses values outside each value set', async () => {
    for (const bad of [
      'filt0.......',
      'filt.5......',
      'filt..4.....',
      'filt...6....',
      'filt....usa...',
      'filt.....maybe..',
      'filt......1.',
      'filt.......1',
      'filt........',
    ]) {
      expect(await listMembers(t.ctx, { ...base, filter: bad }), bad).toEqual({ refusal: 'invalid', code: 'invalid_filter' });
    }
  });
});

describe(`member sections (${engineName()})`, () => {
  const of = (section: MemberSection, userId: number) => names({ section, userId, sort: 'alphabetaz' });

  it('lists accepted friends in either direction', async () => {
    expect(await of('friends', 1)).toEqual(['bob', 'Carol']);
    expect(await of('friends', 2)).toEqual(['alice']);
    expect(await of('friends', 4)).toEqual([]);
  });

  it('lists subscribers and subscriptions of type user', async () => {
    expect(await of('subscribers', 1)).toEqual(['bob', 'Carol']);
    expect(await of('subscriptions', 1)).toEqual(['bob']);
    expect(await of('subscriptions', 2)).toEqual(['alice']);
    expect(await of('subscribers', 3)).toEqual([]);
  });

  it('applies filters inside a section', async () => {
    expect(await names({ section: 'friends', userId: 1, filter: filt(0, '1') })).toEqual(['bob']);
  });
});

describe(`member sorts, paging and search (${engineName()})`, () => {
  it('orders by each sort', async () => {
    const expected: Record<MemberSort, string[]> = {
      recent: ['alice', 'bob', 'Carol', 'dan_100%', 'erin'],
      alphabetaz: ['alice', 'bob', 'Carol', 'dan_100%', 'erin'],
      alphabetza: ['erin', 'dan_100%', 'Carol', 'bob', 'alice'],
      'count-videos': ['alice', 'dan_100%', 'erin', 'Carol', 'bob'],
      'most-subscribed': ['alice', 'bob', 'erin', 'dan_100%', 'Carol'],
      'most-viewed': ['Carol', 'alice', 'bob', 'dan_100%', 'erin'],
    };
    for (const [sort, order] of Object.entries(expected))
      expect({ sort, got: await names({ sort: sort as MemberSort }) }).toEqual({ sort, got: order });
  });

  it('pages with the total of the whole list', async () => {
    const list = orRefuse(await listMembers(t.ctx, { ...base, count: 2, page: 2 }));
    expect(list.total_count).toBe(5);
    expect(list.members.map((m) => m.username)).toEqual(['Carol', 'dan_100%']);
  });

  it('searches usernames case-insensitively, with % and _ as plain characters', async () => {
    expect(await names({ search: 'AR' })).toEqual(['Carol']);
    expect(await names({ search: '%' })).toEqual(['dan_100%']);
    expect(await names({ search: '_' })).toEqual(['dan_100%']);
    expect(await names({ search: 'n_1' })).toEqual(['dan_100%']);
    expect(await names({ search: 'a%e' })).toEqual([]);
    expect(await names({ search: '\\' })).toEqual([]);
  });

  it('loads a profile without birth data as nulls', async () => {
    const { member } = (await loadMember(t.ctx, 4))!;
    expect(member).toMatchObject({ username: 'dan_100%', age: null, birth_date: null, gender: 1, avatar: '', country: '' });
    expect(await loadMember(t.ctx, 77)).toBeNull();
  });
});
