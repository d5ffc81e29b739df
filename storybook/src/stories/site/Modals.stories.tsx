// The site's modals, each opened through the modal store: sign-in with its restore mode, contact,
// the 18+ gate in English and in a country's language, and the creator verification.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { setCountry } from '../../site/country';
import { SiteModal } from '../../site/SiteModal';
import { withSite } from '../../site/SiteFrame';
import { answerVerif } from '../../site/memberAnswers';

interface ModalsArgs {
  /** False keeps the modal open on a backdrop click or Esc (the store's click_outside). */
  clickOutside: boolean;
  /** Login: the mode it opens in. */
  mode: 'signin' | 'restore';
  /** ContactUs: the e-mail's subject. */
  subject: string;
  /** AgeVerification: the `country` cookie; empty reads English. */
  country: string;
}

const meta: Meta<ModalsArgs> = {
  title: 'Site/Modals',
  decorators: [withSite],
  args: { clickOutside: true, mode: 'signin', subject: '', country: '' },
  argTypes: {
    mode: { control: 'inline-radio', options: ['signin', 'restore'] },
    country: { control: 'select', options: ['', 'US', 'FR', 'BE', 'DE', 'AT', 'RU', 'KZ'] },
  },
};
export default meta;

type Story = StoryObj<ModalsArgs>;

const login: Story = {
  parameters: { controls: { include: ['clickOutside', 'mode'] } },
  render: ({ clickOutside, mode }) => <SiteModal name="Login" params={mode === 'restore' ? { mode } : {}} clickOutside={clickOutside} />,
};

/** Sign-in: username and password, checked before anything is sent. */
export const Login: Story = { ...login };

/** Opened with `params.mode = 'restore'`: the e-mail to send the restore link to. */
export const LoginRestore: Story = { ...login, args: { mode: 'restore' } };

/** How to reach the operator; a subject (here Advertise) goes into the e-mail. */
export const ContactUs: Story = {
  args: { subject: 'Advertise' },
  parameters: { controls: { include: ['clickOutside', 'subject'] } },
  render: ({ clickOutside, subject }) => <SiteModal name="ContactUs" params={subject ? { subject } : {}} clickOutside={clickOutside} />,
};

const ageGate: Story = {
  parameters: { controls: { include: ['country'] } },
  render: ({ country }) => {
    // The gate reads the cookie as it renders, so the cookie is set first and a new country remounts it.
    setCountry(country);
    return <SiteModal key={country} name="AgeVerification" clickOutside={false} />;
  },
};

/** The 18+ gate: only its button closes it. */
export const AgeVerification: Story = { ...ageGate };

/** The same gate for a visitor from France, in French. */
export const AgeVerificationFrance: Story = { ...ageGate, args: { country: 'FR' } };

/** The creator-verification affidavit: Accept waits for all 11 points. */
export const Verif: Story = {
  parameters: { controls: { include: ['clickOutside'] } },
  render: ({ clickOutside }) => {
    answerVerif();
    return <SiteModal name="Verif" clickOutside={clickOutside} />;
  },
};
