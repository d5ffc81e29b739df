// The sort filter: a panel on wide screens; on narrow ones an overlay that stops page scrolling
// while open and gives it back, with the focus, when it closes.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SortFilter, type SortOption } from './SortFilter';

const OPTIONS: SortOption[] = [
  { value: 'latest-updates', label: 'sort.latest-updates', href: '/v/latest-updates/1/' },
  { value: 'longest', label: 'sort.longest', href: '/v/longest/1/' },
];

let narrow = false;
let root: Root | null = null;
let host: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia = ((query: string) => ({ matches: narrow, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  act(() => root?.unmount());
  host.remove();
});

function render() {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root?.render(
      <MemoryRouter>
        <SortFilter options={OPTIONS} current="longest" />
      </MemoryRouter>,
    ),
  );
}

describe('SortFilter', () => {
  it('is a panel of links on wide screens, the current one marked', () => {
    narrow = false;
    render();
    expect(host.querySelector('[role="dialog"]')).toBeNull();
    expect(host.querySelector('[aria-current="true"]')?.textContent).toContain('Longest');
  });

  it('opens an overlay on narrow screens and closes it with Escape, restoring scrolling and focus', () => {
    narrow = true;
    render();
    const button = host.querySelector<HTMLButtonElement>('.sort-filter__open');
    expect(button?.textContent).toBe('Sort by: Longest');
    act(() => button?.click());
    const dialog = host.querySelector('[role="dialog"]');
    expect(dialog?.querySelector('.sort-filter__title')?.textContent).toBe('Sort by');
    expect(dialog?.querySelector('[aria-current="true"] .sort-filter__check')?.textContent).toBe('✓');
    expect(document.body.style.overflow).toBe('hidden');
    act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(host.querySelector('[role="dialog"]')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(button);
  });

  it('closes when an option is chosen or Close is pressed', () => {
    narrow = true;
    render();
    act(() => host.querySelector<HTMLButtonElement>('.sort-filter__open')?.click());
    act(() => host.querySelector<HTMLAnchorElement>('.sort-filter__option')?.click());
    expect(host.querySelector('[role="dialog"]')).toBeNull();
    act(() => host.querySelector<HTMLButtonElement>('.sort-filter__open')?.click());
    act(() => host.querySelector<HTMLButtonElement>('.sort-filter__close')?.click());
    expect(host.querySelector('[role="dialog"]')).toBeNull();
  });
});
