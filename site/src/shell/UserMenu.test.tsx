// The signed-in member's dropdown: the username's initial, then the member entries.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { UserMenu } from './UserMenu';

afterEach(cleanup);

describe('user dropdown', () => {
  it('shows the initial letter and opens on the profile, edit, favourites, subscriptions, videos, upload and logout entries', async () => {
    render(
      <MemoryRouter>
        <UserMenu user={{ user_id: 7, username: 'anna' }} />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Account menu of anna' });
    expect(button.textContent).toBe('A');
    expect(screen.queryByRole('list')).toBeNull();
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const entries = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => [li.textContent, within(li).queryByRole('link')?.getAttribute('href') ?? null]);
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
