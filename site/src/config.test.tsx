// The runtime settings: the shell draws what the server wrote into the page (`#reel-settings`), read
// once when the app starts, and falls back to the fresh-install defaults without it. A value that got
// past the server's checks still never becomes a script link or a framed page.
import { DEFAULT_SITE_SETTINGS, SETTINGS_ELEMENT_ID, type PublicSettings } from '@reel/api/settings';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

beforeAll(() => {
  // jsdom has no matchMedia; the footer asks it how many banners fit.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  cleanup();
  document.getElementById(SETTINGS_ELEMENT_ID)?.remove();
});

/** The footer as a fresh app start would draw it, with `settings` in the page (or none). */
async function footerWith(settings: PublicSettings | null) {
  if (settings) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = SETTINGS_ELEMENT_ID;
    block.textContent = JSON.stringify(settings);
    document.head.append(block);
  }
  vi.resetModules();
  const { Footer } = await import('./shell/Footer');
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <Footer banners /> }])} />);
  await act(() => new Promise((r) => setTimeout(r, 0)));
}

describe('runtime settings in the shell', () => {
  it('draws the sister sites and ad slots the page carries, as text', async () => {
    await footerWith({
      ...DEFAULT_SITE_SETTINGS,
      sisterSites: [{ url: 'https://sister.test/', label: '<b>Sister</b> Site' }],
      adSlots: { 'footer-1': { kind: 'house', href: 'https://ads.test/buy', text: 'Buy an ad' } },
    });
    expect(screen.getByRole('link', { name: '<b>Sister</b> Site' }).getAttribute('href')).toBe('https://sister.test/');
    expect(screen.queryByRole('link', { name: 'Tube One' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Buy an ad' }).getAttribute('href')).toBe('https://ads.test/buy');
  });

  it('never links or frames a script address, even one the server did not refuse', async () => {
    await footerWith({
      ...DEFAULT_SITE_SETTINGS,
      webmasters: { url: 'javascript:alert(1)', label: 'Webmasters' },
      adSlots: {
        'footer-1': { kind: 'iframe', src: 'javascript:alert(1)', title: 'Framed' },
        'footer-2': { kind: 'house', href: ' data:text/html,x', text: 'House' },
      },
    });
    expect(screen.getByText('Webmasters').closest('a')?.hasAttribute('href')).toBe(false);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('House').closest('a')?.hasAttribute('href')).toBe(false);
  });

  it('uses the fresh-install defaults when the page carries no settings', async () => {
    await footerWith(null);
    expect(screen.getByRole('link', { name: 'Tube One' }).getAttribute('href')).toBe('https://tube-one.example/');
  });
});
