import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { profileHandlers, SkyPageHarness, skyLoad, skyStoryArgs } from './skyStory';

const meta = {
  title: 'App/Sky/AstrologyPage',
  component: SkyPageHarness,
  args: { ...skyStoryArgs, path: '/astrology' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SkyPageHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Birth date, time and place known: the wheel with houses, the table, today's transits, retrogrades, method. */
export const CompleteChart: Story = {
  parameters: { msw: { handlers: { profile: profileHandlers.complete() } } },
  play: async ({ canvas }) => {
    const wheel = await canvas.findByRole('img', { name: 'Natal chart of Ana' }, skyLoad);
    await expect(wheel).toHaveAccessibleDescription(expect.stringContaining('Ascendant 12°04′ Virgo'));
    const table = canvas.getByRole('table', { name: 'Natal positions' });
    await expect(within(table).getAllByRole('row')).toHaveLength(15);
    const transits = canvas.getByRole('region', { name: "Today's transits to your chart" });
    await expect(within(transits).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('region', { name: 'Planets retrograde now' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Method' })).toHaveTextContent('tropical zodiac');
  },
};

/** No birth time: a noon chart without houses, and a link to add the time. */
export const NoBirthTime: Story = {
  parameters: { msw: { handlers: { profile: profileHandlers.noBirthTime() } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: 'Natal chart of Ana' }, skyLoad);
    await expect(canvas.queryByRole('columnheader', { name: 'House' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Add your birth time and place' })).toHaveAttribute(
      'href',
      '/onboarding/2',
    );
  },
};

/** No birth data at all: a clear call to onboarding. */
export const MissingBirthData: Story = {
  parameters: { msw: { handlers: { profile: profileHandlers.empty() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your birth data is missing' }, skyLoad)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add your birth data' })).toHaveAttribute('href', '/onboarding/1');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { profile: profileHandlers.slow(600_000) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your birth data...', {}, skyLoad)).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { profile: profileHandlers.loadError() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, skyLoad)).toHaveTextContent(
      'Your birth data could not be loaded. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};
