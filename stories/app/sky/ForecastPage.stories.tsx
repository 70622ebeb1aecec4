import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { profileHandlers, SkyPageHarness, skyLoad, skyStoryArgs } from './skyStory';

const meta = {
  title: 'App/Sky/ForecastPage',
  component: SkyPageHarness,
  args: { ...skyStoryArgs, path: '/forecast' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SkyPageHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const lunarTeaching = http.get('*/api/teachings', () =>
  HttpResponse.json([
    {
      id: 7,
      domainId: 2,
      title: 'The lunar cycle',
      content: 'Each New Moon is a seed time: name one intention quietly and let it grow before you speak of it.',
      source: 'Traditional lunar teaching',
      tags: ['New Moon', 'Full Moon', 'Moon'],
    },
  ]),
);

/** Thirty days of transits, phases and ingresses: a timeline and a list, interpreted from the teachings. */
export const Forecast: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { profile: profileHandlers.complete(), knowledge: [lunarTeaching] } } },
  play: async ({ canvas, userEvent }) => {
    const timeline = await canvas.findByRole('region', { name: '30-day timeline' }, skyLoad);
    const list = canvas.getByRole('region', { name: 'Events in order' });
    await within(list).findAllByText(/Each New Moon is a seed time/, {}, skyLoad);
    const newMoon = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('New Moon in Pisces'));
    await expect(newMoon).toHaveTextContent('From the teaching “The lunar cycle”');
    await userEvent.click(within(timeline).getByRole('button', { name: /New Moon in Pisces/ }));
    await expect(within(timeline).getByRole('button', { name: /New Moon in Pisces/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Without a birth date: the Moon phases and ingresses for everyone, and the call to onboarding. */
export const NoBirthData: Story = {
  parameters: { msw: { handlers: { profile: profileHandlers.empty(), knowledge: [lunarTeaching] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your birth data is missing' }, skyLoad)).toBeVisible();
    const list = await canvas.findByRole('region', { name: 'Events in order' }, skyLoad);
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    await expect(titles).toContain('Full Moon in Libra');
    await expect(titles.some((t) => t?.includes('natal'))).toBe(false);
  },
};

/** The teachings failed to load: the events still show, without interpretations, and say so. */
export const TeachingsUnavailable: Story = {
  parameters: {
    msw: {
      handlers: {
        profile: profileHandlers.complete(),
        knowledge: [http.get('*/api/teachings', () => HttpResponse.json({ message: 'Internal' }, { status: 500 }))],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'The interpretations could not be loaded; the events are shown without them.',
        {},
        skyLoad,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Events in order' })).toBeVisible();
  },
};
