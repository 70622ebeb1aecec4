import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { profileHandlers, SkyPageHarness, skyLoad, skyStoryArgs } from './skyStory';

const meta = {
  title: 'App/Sky/SacredSecretionPage',
  component: SkyPageHarness,
  args: { ...skyStoryArgs, path: '/sacred-secretion' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SkyPageHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The birth date from the profile: the Sun sign and the coming windows at once, with the export. */
export const FromProfile: Story = {
  parameters: { msw: { handlers: { profile: profileHandlers.complete() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your natal Sun sign: Taurus', {}, skyLoad)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Birth date' })).toHaveValue('1990-05-04');
    const windows = canvas.getAllByRole('listitem').filter((item) => item.textContent?.startsWith('Moon in Taurus'));
    await expect(windows).toHaveLength(6);
    await expect(windows[0]).toHaveTextContent('Moon in Taurus: Sat, Mar 21, 2026, 06:35 – Mon, Mar 23, 2026, 08:18');
    await expect(canvas.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'About the practice' })).toBeVisible();
    await expect(canvas.getByText(/not as a medical or physiological claim/)).toBeVisible();
  },
};

/** No birth date on file: the form waits for one. */
export const NoBirthDate: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { profile: profileHandlers.empty() } } },
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByRole('textbox', { name: 'Birth date' }, skyLoad);
    await expect(field).toHaveValue('');
    await userEvent.type(field, '1985-11-02');
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(await canvas.findByText('Your natal Sun sign: Scorpio', {}, skyLoad)).toBeVisible();
  },
};

/** An impossible date: a clear message, nothing lost. */
export const InvalidDate: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { profile: profileHandlers.empty() } } },
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByRole('textbox', { name: 'Birth date' }, skyLoad);
    await userEvent.type(field, '1990-02-30');
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByText('That date does not exist. Check the day and the month.')).toBeVisible();
    await expect(field).toHaveValue('1990-02-30');
  },
};
