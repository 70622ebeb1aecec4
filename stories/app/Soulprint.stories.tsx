import { authHandlers } from '@app/mocks';
import { adminUserHandlers } from '@app/mocks/adminUsers';
import { soulprintHandlers } from '@app/mocks/soulprint';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** `/soulprint` (admins): pick a person; natal highlights, themes, domains and feedback, each with evidence. */
const meta = {
  title: 'App/Soulprint',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/soulprint' } satisfies AppRouterParameters,
    msw: {
      handlers: {
        auth: authHandlers.as('admin'),
        adminUsers: adminUserHandlers.success(),
        soulprint: soulprintHandlers.some(),
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const people = (canvas: Canvas) => canvas.findByRole('list', { name: 'People' }, pageLoad);
const detail = (canvas: Canvas) => canvas.getByRole('region', { name: 'Soulprint of the chosen person' });
/** `core` in the mocks (the demo client with a full soulprint). */
const core = '/soulprint?user=4';

/** The people to choose from; nobody opened yet. */
export const People: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Soulprint', level: 1 }, pageLoad)).toBeVisible();
    const list = await people(canvas);
    await expect(within(list).getByRole('button', { name: 'core (Luna Park)' })).toBeVisible();
    await expect(within(detail(canvas)).getByText('Choose a person to see their soulprint.')).toBeVisible();
  },
};

/** A search narrows the people; one is opened and their soulprint reads out, each line with its evidence. */
export const Opened: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    await people(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a person' }), 'core');
    await expect(await canvas.findByText('1 person found.', undefined, pageLoad)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'core (Luna Park)' }));
    const heading = await canvas.findByRole('heading', { name: 'Soulprint of core' }, pageLoad);
    await waitFor(() => expect(heading).toHaveFocus());
    const natal = canvas.getByRole('list', { name: 'Natal chart highlights' });
    await expect(within(natal).getByText('Sun in Taurus 8.6°, house 9')).toBeVisible();
    await expect(within(natal).getByText('Ascendant in Leo 2.4°, house 1')).toBeVisible();
    await expect(within(natal).getByText('Sun trine Moon (orb 1.3°)')).toBeVisible();
    await expect(within(natal).getByText('Born 1990-04-29 at 14:30 in Paris.')).toBeVisible();
    const birthEvidence = canvas.getByRole('list', { name: 'Evidence for “Born 1990-04-29 at 14:30 in Paris.”' });
    await expect(within(birthEvidence).getByText('Birth data from their profile')).toBeVisible();
    await expect(within(birthEvidence).getByRole('link', { name: 'See it in the memory explorer' })).toHaveAttribute(
      'href',
      '/memory-explorer?user=4',
    );
    const themes = canvas.getByRole('list', { name: 'Recurring themes' });
    await expect(within(themes).getByText('Relationships: 4 questions')).toBeVisible();
    const evidence = canvas.getByRole('list', { name: 'Evidence for “Relationships: 4 questions”' });
    await expect(within(evidence).getByText('Selene remembers: “Often asks about relationships”')).toBeVisible();
    await expect(
      within(evidence).getByText('They asked: “Why does my partner pull away when I get close?”'),
    ).toBeVisible();
    await expect(within(evidence).getAllByRole('link', { name: 'Open the conversation' })[0]).toHaveAttribute(
      'href',
      '/conversations?conversation=7',
    );
    const domains = canvas.getByRole('list', { name: 'Knowledge domains' });
    await expect(within(domains).getByText('Psychology: 5 questions (56%)')).toBeVisible();
    const feedback = canvas.getByRole('list', { name: 'Feedback tendencies' });
    await expect(within(feedback).getByText('Psychology: 3 helpful, 1 not helpful (mostly helpful)')).toBeVisible();
    await expect(within(feedback).getByText(/^Rated not helpful: “Pulling away/)).toBeVisible();
    await expect(canvas.getByText('You opened this soulprint: the audit log records it.')).toBeVisible();
  },
};

/** Someone Selene knows nothing about: no birth data, no themes, no ratings, each said. */
export const Empty: Story = {
  parameters: { appRouter: { path: '/soulprint?user=3' } satisfies AppRouterParameters },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Soulprint of free' }, pageLoad);
    await expect(canvas.getByText(/No birth data is stored for this person/)).toBeVisible();
    await expect(canvas.getByText(/No theme stands out yet/)).toBeVisible();
    await expect(canvas.getByText('They have not rated any of Selene’s replies yet.')).toBeVisible();
    await expect(canvas.getByText('Read from 0 questions in 0 conversations.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    appRouter: { path: core } satisfies AppRouterParameters,
    msw: { handlers: { soulprint: soulprintHandlers.slow() } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Soulprint', level: 1 }, pageLoad)).toBeVisible();
    await expect(await canvas.findByText('Reading their soulprint', undefined, pageLoad)).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    appRouter: { path: core } satisfies AppRouterParameters,
    msw: { handlers: { soulprint: soulprintHandlers.loadError() } },
  },
  play: async ({ canvas }) => {
    await people(canvas);
    const alert = await within(detail(canvas)).findByRole('alert', {}, pageLoad);
    await expect(alert).toHaveTextContent('This soulprint could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An address with an unknown person: said, with no Try again. */
export const NotFound: Story = {
  parameters: { appRouter: { path: '/soulprint?user=999' } satisfies AppRouterParameters },
  play: async ({ canvas }) => {
    await people(canvas);
    const alert = await within(detail(canvas)).findByRole('alert', {}, pageLoad);
    await expect(alert).toHaveTextContent('This person was not found.');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

/** On a phone: the people, then the soulprint below, no sideways scroll. */
export const Phone: Story = {
  parameters: {
    screen: { width: 390, height: 844 },
    appRouter: { path: core } satisfies AppRouterParameters,
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Soulprint of core' }, pageLoad);
    await canvas.findByRole('list', { name: 'Recurring themes' }, pageLoad);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
