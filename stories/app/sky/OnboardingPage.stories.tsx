import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { profileHandlers, SkyPageHarness, skyLoad, skyStoryArgs } from './skyStory';

const meta = {
  title: 'App/Sky/OnboardingPage',
  component: SkyPageHarness,
  args: { ...skyStoryArgs, path: '/onboarding' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SkyPageHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new user starts at the first step. */
export const FirstStep: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { profile: profileHandlers.empty() } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Step 1 of 5', {}, skyLoad)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ana');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Birth date' }, skyLoad)).toBeVisible();
    await expect(canvas.getByText('Step 2 of 5')).toBeVisible();
  },
};

/** Resumed where the profile says, with the answers saved so far. */
export const Resumed: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { profile: profileHandlers.inProgress() } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Birth time' }, skyLoad)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('textbox', { name: 'Birth date' })).toHaveValue('1990-05-04');
  },
};

/** The birth place step, straight from the address. */
export const BirthPlaceStep: Story = {
  args: { path: '/onboarding/3' },
  parameters: { msw: { handlers: { profile: profileHandlers.complete() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Birth place' }, skyLoad)).toHaveValue(
      'London, United Kingdom',
    );
  },
};

/** Saving failed: the message, and nothing typed is lost. */
export const SaveError: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { profile: profileHandlers.saveError() } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }, skyLoad), 'Ana');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert', {}, skyLoad)).toHaveTextContent(
      'Your answers could not be saved. Nothing you typed is lost; please try again.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana');
  },
};

export const LoggedOut: Story = {
  parameters: { msw: { handlers: { profile: profileHandlers.loggedOut() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Please log in to save your birth data.', {}, skyLoad)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
  },
};
