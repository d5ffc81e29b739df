// The sort filter: a panel on wide screens; on narrow ones an overlay that stops page scrolling
// while open and gives it back, with the focus, when it closes.
import { cleanup, render as renderInDom, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SortFilter, type SortOption } from './SortFilter';

const OPTIONS: SortOption[] = [
  { value: 'latest-updates', label: 'sort.latest-updates', href: '/v/latest-updates/1/' },
  { value: 'longest', label: 'sort.longest', href: '/v/longest/1/' },
];

let narrow = false;

beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: narrow,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});

afterEach(cleanup);

function render() {
  renderInDom(
    <MemoryRouter>
      <SortFilter options={OPTIONS} current="longest" />
    </MemoryRouter>,
  );
}

const dialog = () => screen.queryByRole('dialog');
const opener = () => screen.getByRole('button', { name: /^Sort by:/ });

describe('SortFilter', () => {
  it('is a panel of links on wide screens, the current one marked', () => {
    narrow = false;
    render();
    expect(dialog()).toBeNull();
    const panel = screen.getByRole('navigation', { name: 'Sort by' });
    expect(within(panel).getByRole('link', { current: true }).textContent).toContain('Longest');
  });

  it('opens an overlay on narrow screens and closes it with Escape, restoring scrolling and focus', async () => {
    narrow = true;
    render();
    const button = opener();
    expect(button.textContent).toBe('Sort by: Longest');
    await userEvent.click(button);
    const overlay = screen.getByRole('dialog', { name: 'Sort by' });
    expect(within(overlay).getByRole('link', { current: true }).textContent).toBe('✓Longest');
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(button);
  });

  it('closes when an option is chosen or Close is pressed', async () => {
    narrow = true;
    render();
    await userEvent.click(opener());
    await userEvent.click(within(screen.getByRole('dialog')).getAllByRole('link')[0]);
    expect(dialog()).toBeNull();
    await userEvent.click(opener());
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(dialog()).toBeNull();
  });
});
