import { authHandlers } from '@app/mocks';
import { learningHandlers } from '@app/mocks/learning';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** `/learning` (admins): suggestions of what Selene should learn, each accepted or dismissed. */
const meta = {
  title: 'App/Learning',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/learning' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('admin') } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const missingTitle = 'Career questions in Astrology found no teaching';
const confusingTitle = 'Selene’s replies about relationships were rated not helpful';
const suggestion = (canvas: Canvas, name: string) => canvas.getByRole('listitem', { name });

/** Three open suggestions with their evidence, and two earlier decisions. */
export const Suggestions: Story = {
  tags: ['interaction'],
  // Its own mocked state: a decision in another story does not change this one's list.
  parameters: { msw: { handlers: { learning: learningHandlers.success() } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Personalised Learning', level: 1 }, pageLoad),
    ).toBeVisible();
    await canvas.findByRole('heading', { name: missingTitle }, pageLoad);
    await expect(canvas.getByText('3 open suggestions.')).toBeVisible();
    const missing = suggestion(canvas, missingTitle);
    await expect(within(missing).getByText('Missing teaching')).toBeVisible();
    await expect(within(missing).getByText('3 replies, 2 rated not helpful')).toBeVisible();
    await userEvent.click(within(missing).getByText('Evidence (3)'));
    await expect(within(missing).getByText('The newest 2 of 3.')).toBeVisible();
    await expect(within(missing).getByText('Saturn is on my Midheaven. Should I quit my job or wait?')).toBeVisible();
    // Only a rated reply's conversation opens on /conversations.
    await expect(within(missing).getAllByRole('link', { name: /^Open conversation/ })).toHaveLength(1);
    await expect(within(missing).getByRole('link', { name: 'Open conversation 97' })).toHaveAttribute(
      'href',
      '/conversations?conversation=97',
    );
    await expect(within(suggestion(canvas, confusingTitle)).getByText('Confusing phrasing')).toBeVisible();
    const decided = canvas.getByRole('region', { name: 'Decided' });
    await expect(within(decided).getByText('Teaching added: “Mercury retrograde without fear”')).toBeVisible();
    await expect(within(decided).getByText('Dismissed: One person, one evening.')).toBeVisible();
  },
};

/** Accepting into Selene's draft: the proposed rule, edited, then sent; the card leaves, the status says it. */
export const AcceptRule: Story = {
  tags: ['interaction'],
  // Its own mocked state: a decision in another story does not change this one's list.
  parameters: { msw: { handlers: { learning: learningHandlers.success() } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: confusingTitle }, pageLoad);
    const card = suggestion(canvas, confusingTitle);
    await userEvent.click(within(card).getByRole('button', { name: 'Add a guidance rule' }));
    const rule = within(card).getByRole('textbox', { name: 'Guidance rule' });
    await expect(rule).toHaveValue(
      'When asked about relationships, answer in plain words first, then name the teaching.',
    );
    await userEvent.clear(rule);
    await userEvent.type(rule, 'Name the pattern in plain words before any theory.');
    await userEvent.click(within(card).getByRole('button', { name: 'Add to draft' }));
    await expect(
      await canvas.findByText('Added the rule to Selene’s draft. Publish the draft to use it.', undefined, pageLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open Selene’s draft' })).toHaveAttribute('href', '/training/selene');
    await waitFor(() => expect(canvas.queryByRole('heading', { name: confusingTitle })).toBeNull());
    await expect(
      within(canvas.getByRole('region', { name: 'Decided' })).getByText(
        'Rule added to Selene’s draft: “Name the pattern in plain words before any theory.”',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Open suggestions' })).toHaveFocus();
  },
};

/** Accepting as a teaching: the source is required; with it, the teaching is added. */
export const AcceptTeaching: Story = {
  tags: ['interaction'],
  // Its own mocked state: a decision in another story does not change this one's list.
  parameters: { msw: { handlers: { learning: learningHandlers.success() } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: missingTitle }, pageLoad);
    const card = suggestion(canvas, missingTitle);
    await userEvent.click(within(card).getByRole('button', { name: 'Add a teaching' }));
    await expect(within(card).getByRole('textbox', { name: /^Title/ })).toHaveValue('Career in Astrology');
    await userEvent.type(within(card).getByRole('textbox', { name: /^Teaching/ }), 'Saturn rewards slow building.');
    await userEvent.type(within(card).getByRole('textbox', { name: /^Source/ }), 'Liz Greene, Saturn (1976)');
    await userEvent.click(within(card).getByRole('button', { name: 'Add teaching' }));
    await expect(
      await canvas.findByText(
        'Added “Career in Astrology” to the knowledge base. Selene can draw on it from the next reply.',
        undefined,
        pageLoad,
      ),
    ).toBeVisible();
  },
};

/** A draft already full: the server's reason is said in the form, the suggestion stays. */
export const RuleRefused: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { learning: learningHandlers.draftFull() } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: missingTitle }, pageLoad);
    const card = suggestion(canvas, missingTitle);
    await userEvent.click(within(card).getByRole('button', { name: 'Add a guidance rule' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Add to draft' }));
    const alert = await within(card).findByRole('alert', {}, pageLoad);
    await expect(alert).toHaveTextContent('The draft already has 12 guidance rules');
    await expect(canvas.getByRole('heading', { name: missingTitle })).toBeVisible();
  },
};

/** Dismissing with a note; cancel closes a form without deciding. */
export const Dismiss: Story = {
  tags: ['interaction'],
  // Its own mocked state: a decision in another story does not change this one's list.
  parameters: { msw: { handlers: { learning: learningHandlers.success() } } },
  play: async ({ canvas }) => {
    const griefTitle = 'Grief questions in Esoteric Wisdom found no teaching';
    await canvas.findByRole('heading', { name: griefTitle }, pageLoad);
    const card = suggestion(canvas, griefTitle);
    await userEvent.click(within(card).getByRole('button', { name: 'Dismiss' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Dismiss' }));
    await userEvent.type(within(card).getByRole('textbox', { name: /^Note/ }), 'Covered by the grief teaching.');
    await userEvent.click(within(card).getByRole('button', { name: 'Dismiss suggestion' }));
    await expect(await canvas.findByText('Dismissed the suggestion.', undefined, pageLoad)).toBeVisible();
    await expect(await canvas.findByText('Dismissed: Covered by the grief teaching.')).toBeVisible();
    await expect(canvas.getByText('2 open suggestions.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { learning: learningHandlers.empty() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Nothing to learn right now/, undefined, pageLoad)).toBeVisible();
    await expect(canvas.getByText('No decision yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { learning: learningHandlers.slow(600_000) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading suggestions', undefined, pageLoad)).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { learning: learningHandlers.failing() } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, pageLoad);
    await expect(alert).toHaveTextContent('The suggestions could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** On a phone: cards and forms as wide as the screen, no sideways scroll. */
export const Phone: Story = {
  tags: ['interaction'],
  parameters: {
    screen: { width: 390, height: 844 },
    msw: { handlers: { learning: learningHandlers.success() } },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: missingTitle }, pageLoad);
    const card = suggestion(canvas, missingTitle);
    await userEvent.click(within(card).getByText('Evidence (3)'));
    await userEvent.click(within(card).getByRole('button', { name: 'Add a teaching' }));
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(
      within(card).getByRole('button', { name: 'Add teaching' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(doc.clientWidth);
  },
};
