// The settings page: admins only; the shared validator's refusals beside their fields before anything
// is sent; lists reordered, removed from and added to; the whole object sent as JSON; and the
// server's own field refusals shown the same way.
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@reel/api/settings';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { actions, consoleAt, ok, restoreFetch, serve, staffServer, type Server } from './testServer';

afterEach(() => {
  cleanup();
  restoreFetch();
});

function open(role: 'admin' | 'moderator', server: Server) {
  const seen = serve(staffServer(role, server));
  render(<RouterProvider router={consoleAt('/admin/settings/')} />);
  return seen;
}

const settingsServer =
  (save: (body: SiteSettings) => { status: number; body: unknown }): Server =>
  (call) => {
    if (call.path !== '/api/admin/settings') return undefined;
    if (call.method === 'GET') return ok(DEFAULT_SITE_SETTINGS);
    return save(JSON.parse(call.body) as SiteSettings);
  };

/** Typing into many fields is slow on a loaded machine: the form's tests get longer. */
const FORM_TEST_MS = 30_000;

const group = (name: string) => screen.getByRole('group', { name });

describe('the settings page', () => {
  it('tells a moderator it is for admins, and asks nothing', async () => {
    const seen = open('moderator', () => undefined);
    expect(await screen.findByText('Only admins can see and change the site settings.')).toBeDefined();
    expect(seen.some((c) => c.path === '/api/admin/settings')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });

  it(
    'checks before sending, then sends the whole object with the lists as edited',
    async () => {
      const user = userEvent.setup();
      const seen = open(
        'admin',
        settingsServer((body) => ok({ ok: true, settings: body })),
      );
      const email = await screen.findByLabelText('Contact e-mail');
      await user.clear(email);
      await user.type(email, 'not-an-address');

      const slot = group('footer-1');
      await user.selectOptions(within(slot).getByLabelText('Content of footer-1'), 'Ad network iframe');
      await user.type(within(slot).getByLabelText('Iframe address'), 'https://ads.example/unit');
      await user.type(within(slot).getByLabelText('Iframe title'), 'Partner ad');

      const sisters = group('Sister sites (at most 6)');
      expect(within(sisters).getByRole('button', { name: 'Add' })).toHaveProperty('disabled', true);
      await user.click(within(sisters).getByRole('button', { name: 'Move item 2 up' }));
      await user.click(within(sisters).getByRole('button', { name: 'Remove item 6' }));
      const firstUrl = within(sisters).getAllByLabelText('Address')[0];
      await user.clear(firstUrl);
      await user.type(firstUrl, 'javascript:alert(1)');
      const dueDays = screen.getByLabelText(/^Business days to decide each report/);
      expect((dueDays as HTMLInputElement).value).toBe('7');
      await user.clear(dueDays);
      await user.type(dueDays, '0');

      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(await screen.findByText('Out of the allowed range.')).toBeDefined();
      expect(await screen.findByText('Not a valid e-mail address.')).toBeDefined();
      expect(screen.getByText('This host is not in the list of iframe hosts.')).toBeDefined();
      expect(within(sisters).getByText('Only http:// and https:// addresses are allowed.')).toBeDefined();
      expect(email.getAttribute('aria-invalid')).toBe('true');
      expect(actions(seen)).toHaveLength(0);

      await user.clear(email);
      await user.type(email, 'hello@reel.example');
      await user.clear(firstUrl);
      await user.type(firstUrl, 'https://tube-two.example/');
      await user.clear(dueDays);
      await user.type(dueDays, '5');
      const hosts = group('Hosts iframe slots may load from (at most 20)');
      await user.click(within(hosts).getByRole('button', { name: 'Add' }));
      await user.type(within(hosts).getByLabelText('Host name'), 'ads.example');
      await user.click(screen.getByRole('button', { name: 'Save settings' }));

      expect(await screen.findByText('Saved. Visitors see the change within 60 s.')).toBeDefined();
      const [post] = actions(seen);
      const sent = JSON.parse(post.body) as SiteSettings;
      expect(sent.contactEmail).toBe('hello@reel.example');
      expect(sent.sisterSites.map((s) => s.label)).toEqual(['Tube Two', 'Tube One', 'HD Clips', 'Amateur Hub', 'VR Room']);
      expect(sent.iframeHosts).toEqual(['ads.example']);
      expect(sent.reportDueDays).toBe(5);
      expect(sent.adSlots['footer-1']).toEqual({ kind: 'iframe', src: 'https://ads.example/unit', title: 'Partner ad' });
      expect(screen.queryByText('Not a valid e-mail address.')).toBeNull();
    },
    FORM_TEST_MS,
  );

  it(
    'names the custodian of records: a name without its address is refused before sending',
    async () => {
      const user = userEvent.setup();
      const seen = open(
        'admin',
        settingsServer((body) => ({ status: 200, body: { ok: true, settings: body } })),
      );
      const custodian = await screen.findByRole('group', { name: 'Custodian of records (2257 statement)' });
      await user.type(within(custodian).getByLabelText('Name'), 'Records Ltd');
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(await within(custodian).findByText('Required.')).toBeDefined();
      expect(actions(seen)).toHaveLength(0);

      await user.type(within(custodian).getByLabelText('Address of records (one line)'), '1 Main St, Springfield');
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(await screen.findByText('Saved. Visitors see the change within 60 s.')).toBeDefined();
      const sent = JSON.parse(actions(seen)[0].body) as SiteSettings;
      expect(sent.custodian).toEqual({ name: 'Records Ltd', address: '1 Main St, Springfield' });
    },
    FORM_TEST_MS,
  );

  it(
    'orders the preroll’s tags, the primary first, and shows the server’s refusals beside their fields',
    async () => {
      const user = userEvent.setup();
      const seen = open(
        'admin',
        settingsServer(() => ({
          status: 400,
          body: { error: true, code: 'invalid_settings', errors: [{ field: 'preroll.tags.0', code: 'too_long' }] },
        })),
      );
      await user.click(await screen.findByLabelText('Play a preroll advert to visitors'));
      const tags = group('Advert tags: the primary first, then the backups in order (at most 5)');
      await user.type(within(tags).getByLabelText('Tag address'), 'https://primary.example/vast');
      await user.click(within(tags).getByRole('button', { name: 'Add' }));
      await user.type(within(tags).getAllByLabelText('Tag address')[1], 'https://backup.example/vast');
      await user.click(within(tags).getByRole('button', { name: 'Move item 2 up' }));
      await user.selectOptions(screen.getByLabelText('Ad engine'), 'IMA');
      await user.click(screen.getByRole('button', { name: 'Save settings' }));

      expect(await within(tags).findByText('Too long.')).toBeDefined();
      expect(screen.getByRole('alert').textContent).toContain('Some values cannot be saved');
      const sent = JSON.parse(actions(seen)[0].body) as SiteSettings;
      expect(sent.preroll).toEqual({
        engine: 'ima',
        tags: ['https://backup.example/vast', 'https://primary.example/vast'],
        stats_url: '',
        out_name: '',
        cisai: '',
      });
      expect(within(tags).getAllByLabelText('Tag address')[0].getAttribute('aria-invalid')).toBe('true');
    },
    FORM_TEST_MS,
  );
  it(
    'edits the age policy: a region’s rule and its mode are sent, a malformed place is refused before sending',
    async () => {
      const user = userEvent.setup();
      const seen = open(
        'admin',
        settingsServer((body) => ({ status: 200, body: { ok: true, settings: body } })),
      );
      const places = await screen.findByRole('group', { name: 'Places with their own rule (at most 400)' });
      await user.click(within(places).getByRole('button', { name: 'Add' }));
      await user.type(within(places).getByLabelText('Country or region'), 'Texas');
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(await within(places).findByText('A country code (GB) or a country and region (US-TX).')).toBeDefined();
      expect(actions(seen)).toEqual([]);

      await user.clear(within(places).getByLabelText('Country or region'));
      await user.type(within(places).getByLabelText('Country or region'), 'US-TX');
      await user.selectOptions(screen.getAllByLabelText('Check')[0], 'None');
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      await screen.findByText('Saved. Visitors see the change within 60 s.');
      const sent = JSON.parse(actions(seen)[0].body) as SiteSettings;
      expect(sent.agePolicy).toEqual({ default: 'none', places: [{ place: 'US-TX', mode: 'verify' }] });
    },
    FORM_TEST_MS,
  );
});
