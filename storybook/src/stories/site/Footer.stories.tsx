// The footer: the banner block (four ad slots, two under 768 px; none for a signed-in member), the
// link groups, the copyright and the RTA label. Its Advertise link opens the contact modal.
import { setSession, SIGNED_OUT_SESSION } from '@reel/site/src/shell/session';
import { Footer } from '@reel/site/src/shell/Footer';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { OpenModal } from '../../site/SiteModal';
import { withSite } from '../../site/SiteFrame';
import '../../site/shellStyles';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { all, attrs, POLL, press, resizeWindow, texts } from '../../checks/page';
import { dialog, expectClosed, modalTitle, NARROW } from '../../checks/site';

interface FooterArgs {
  banners: boolean;
  /** A signed-in member sees no banners. */
  signedIn: boolean;
}

const MEMBER = { user_id: 7, username: 'pattern_maker' };

const meta: Meta<FooterArgs> = {
  title: 'Site/Footer',
  decorators: [withSite],
  args: { banners: true, signedIn: false },
  // The session store is set before the story renders, as sign-in would set it.
  loaders: [({ args }) => setSession((args as FooterArgs).signedIn ? { user: MEMBER } : SIGNED_OUT_SESSION)],
  render: ({ banners }) => (
    <>
      <Footer banners={banners} />
      <OpenModal />
    </>
  ),
};
export default meta;

type Story = StoryObj<FooterArgs>;

/** A visitor's footer, with the four banners. */
export const WithBanners: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(attrs(c, '.footer__banners .ad', 'data-slot')).toEqual(['footer-1', 'footer-2', 'footer-3', 'footer-4']);
    await expect(texts(c, '.footer__banners .ad__house')).toEqual(Array(4).fill('Advertise here'));
    await expect(texts(c, '.footer h2')).toEqual(['Advertisers', 'Legal', 'Support', 'Our network']);
    await expect(texts(c, '.footer__bottom p')[0]).toBe(`© ${new Date().getFullYear()} Reel. All rights reserved.`);
    if (!(await resizeWindow(NARROW.width, NARROW.height))) return;
    await waitFor(() => expect(all(c, '.footer__banners .ad')).toHaveLength(2), POLL);
    await userEvent.click(within(c).getByRole('button', { name: 'Advertise' }));
    await expect(modalTitle()).toBe('Contact us');
    await expect(within(dialog()).getByRole('link').getAttribute('href')).toBe('mailto:support@reel.example?subject=Advertise');
    await press('{Escape}');
    await expectClosed();
  },
};

/** The same footer for a signed-in member: no banner block. */
export const SignedIn: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(all(c, '.footer')).toHaveLength(1);
    await expect(all(c, '.footer__banners, .ad')).toHaveLength(0);
    await expect(texts(c, '.footer h2')).toEqual(['Advertisers', 'Legal', 'Support', 'Our network']);
  },
  args: { signedIn: true },
};
