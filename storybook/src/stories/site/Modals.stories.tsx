// The site's modals, each opened through the modal store: sign-in with its restore mode, contact,
// the 18+ gate in English and in a country's language, and the creator verification.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { setCountry } from '../../site/country';
import { SiteModal } from '../../site/SiteModal';
import { withSite } from '../../site/SiteFrame';
import { answerVerif } from '../../site/memberAnswers';
import { expect, userEvent, within } from 'storybook/test';
import { attrs, cookie, dropCookie, press, requests, texts } from '../../checks/page';
import { clickBackdrop, dialog, expectClosed, expectStaysOpen, modalTitle } from '../../checks/site';

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
export const Login: Story = {
  play: async () => {
    await expect(modalTitle()).toBe('Log in');
    await userEvent.click(dialog().querySelector('button[type=submit]') as HTMLElement);
    await expect(texts(document, 'dialog .form__error')).toEqual(['This field is required', 'This field is required']);
    await expect(attrs(document, 'dialog input', 'aria-invalid')).toEqual(['true', 'true']);
    // Too short for an account: refused before anything is sent.
    await userEvent.type(within(dialog()).getByLabelText('Username or e-mail'), 'ab');
    await userEvent.type(within(dialog()).getByLabelText('Password'), 'abc');
    await userEvent.click(dialog().querySelector('button[type=submit]') as HTMLElement);
    await expect(within(dialog()).getByRole('alert').textContent).toBe('Invalid username or password');
    await expect(requests().filter((r) => r.startsWith('/api/'))).toEqual([]);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Forgot password?' }));
    await expect(modalTitle()).toBe('Restore password');
    await press('{Escape}');
    await expectClosed();
  },
  ...login,
};

/** Opened with `params.mode = 'restore'`: the e-mail to send the restore link to. */
export const LoginRestore: Story = {
  play: async () => {
    await expect(modalTitle()).toBe('Restore password');
    await userEvent.type(within(dialog()).getByLabelText('E-mail'), 'a@b');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
    await expect(texts(document, 'dialog .form__error')).toEqual(['Email entered incorrectly']);
    await expect(requests().filter((r) => r.startsWith('/api/'))).toEqual([]);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Back' }));
    await expect(modalTitle()).toBe('Log in');
    await clickBackdrop();
    await expectClosed();
  },
  ...login,
  args: { mode: 'restore' },
};

/** How to reach the operator; a subject (here Advertise) goes into the e-mail. */
export const ContactUs: Story = {
  play: async () => {
    await expect(modalTitle()).toBe('Contact us');
    const mail = within(dialog()).getByRole('link', { name: 'E-mail us at support@reel.example' });
    await expect(mail.getAttribute('href')).toBe('mailto:support@reel.example?subject=Advertise');
    await clickBackdrop();
    await expectClosed();
  },

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
export const AgeVerification: Story = {
  play: async () => {
    await expect(modalTitle()).toBe('This is an adult website');
    await expect(dialog().querySelector('.age')?.getAttribute('lang')).toBe('en');
    await expect(dialog().querySelectorAll('.modal__close')).toHaveLength(0);
    await expect(document.activeElement?.textContent).toBe('Accept and enter');
    await expect(attrs(document, 'dialog .age__links a', 'href')).toEqual(['/information/terms/', '/information/cookies/']);
    await expectStaysOpen();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Accept and enter' }));
    await expectClosed();
    await expect(cookie('_agev')).toBe('_agev=1');
    dropCookie('_agev');
  },
  ...ageGate,
};

/** The same gate for a visitor from France, in French. */
export const AgeVerificationFrance: Story = {
  play: async () => {
    await expect(cookie('country')).toBe('country=FR');
    await expect(modalTitle()).toBe('Site réservé aux adultes');
    await expect(dialog().querySelector('.age')?.getAttribute('lang')).toBe('fr');
    await expect(texts(document, 'dialog .age__links a')).toEqual(["Conditions d'utilisation", 'Politique relative aux cookies']);
    await expectStaysOpen();
    await expect(dialog().querySelector('.age__enter')?.textContent).toBe('Accepter et entrer');
    dropCookie('country');
  },
  ...ageGate,
  args: { country: 'FR' },
};

/** The creator-verification affidavit: Accept waits for all 11 points. */
export const Verif: Story = {
  play: async () => {
    await expect(modalTitle()).toBe('Creator verification');
    const boxes = [...dialog().querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
    await expect(boxes).toHaveLength(11);
    const accept = within(dialog()).getByRole('button', { name: 'Accept' });
    await expect(accept).toBeDisabled();
    await expect(texts(document, 'dialog .form__error')).toEqual(['Confirm all points']);
    for (const box of boxes.slice(0, 10)) await userEvent.click(box);
    await expect(accept).toBeDisabled();
    await userEvent.click(boxes[10]);
    await expect(accept).toBeEnabled();
    await expect(dialog().querySelectorAll('.form__error')).toHaveLength(0);
    await userEvent.click(accept);
    await expectClosed();
    await expect(cookie('verif')).toBe('verif=1');
    dropCookie('verif');
  },

  parameters: { controls: { include: ['clickOutside'] } },
  render: ({ clickOutside }) => {
    answerVerif();
    return <SiteModal name="Verif" clickOutside={clickOutside} />;
  },
};
