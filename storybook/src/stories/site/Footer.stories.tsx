// The footer: the banner block (four ad slots, two under 768 px; none for a signed-in member), the
// link groups, the copyright and the RTA label. Its Advertise link opens the contact modal.
import { setSession, SIGNED_OUT_SESSION } from '@reel/site/src/shell/session';
import { Footer } from '@reel/site/src/shell/Footer';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { OpenModal } from '../../site/SiteModal';
import { withSite } from '../../site/SiteFrame';
import '../../site/shellStyles';

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
export const WithBanners: Story = {};

/** The same footer for a signed-in member: no banner block. */
export const SignedIn: Story = { args: { signedIn: true } };
