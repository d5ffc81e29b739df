// The signed-in member's dropdown: the username's initial, then the member entries.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UserMenu } from './UserMenu';

let root: Root | null = null;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('user dropdown', () => {
  it('shows the initial letter and opens on the profile, edit, favourites, subscriptions, videos, upload and logout entries', () => {
    const host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
    act(() =>
      root?.render(
        <MemoryRouter>
          <UserMenu user={{ user_id: 7, username: 'anna' }} />
        </MemoryRouter>,
      ),
    );
    const button = host.querySelector('button');
    expect(button?.textContent).toBe('A');
    expect(button?.getAttribute('aria-label')).toBe('Account menu of anna');
    expect(host.querySelector('ul')?.hidden).toBe(true);
    act(() => button?.click());
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    const entries = Array.from(host.querySelectorAll('li'), (li) => [li.textContent, li.querySelector('a')?.getAttribute('href') ?? null]);
    expect(entries).toEqual([
      ['See your profile', '/members/7/uploaded-videos/1/'],
      ['Edit profile', '/members/7/edit/'],
      ['Favourites', '/members/7/favourite-videos/1/'],
      ['Subscriptions', '/members/7/subscriptions/1/'],
      ['Videos', '/members/7/uploaded-videos/1/'],
      ['Upload Video', '/upload/'],
      ['Log out', null],
    ]);
  });
});
