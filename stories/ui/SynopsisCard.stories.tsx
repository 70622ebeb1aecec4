import { type Synopsis, SynopsisCard } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

/** A fixed day, so that screenshots never change with the clock. */
const synopsis: Synopsis = {
  date: '2026-03-14',
  userName: 'Ana',
  generalEnergy:
    'The Moon moves through Taurus and asks for a slower pace: a steady, grounded day for finishing what matters.',
  keywords: ['Patience', 'Grounding', 'Clarity', 'Self-worth'],
  dos: ['Write down one clear intention', 'Take a slow walk outside'],
  donts: ['Sign anything in a hurry', 'Measure yourself against others'],
  careerInsight: 'Sun trine Jupiter favours honest conversations about your next step; bring facts, not fears.',
  todaysHighlights: [
    { message: 'Moon in Taurus: comfort and steadiness', category: 'Moon', icon: 'moon', intensity: 'high' },
    { message: 'Sun trine Jupiter: generous openings', category: 'Aspect', icon: 'sun', intensity: 'medium' },
    {
      message: 'Mercury retrograde in Pisces: reread before you send',
      category: 'Retrograde',
      icon: 'planet',
      intensity: 'low',
    },
  ],
  dailyQuote: { quote: 'The wound is the place where the Light enters you.', author: 'Rumi' },
  spiritualTeaching: {
    teaching: 'That which is below is like that which is above: what you tend within shapes what meets you without.',
    source: 'The Emerald Tablet',
    tradition: 'Hermeticism',
  },
};

const longSynopsis: Synopsis = {
  ...synopsis,
  dos: [...synopsis.dos, 'Drink more water', 'Call an old friend'],
  donts: [...synopsis.donts, 'Skip meals', 'Argue online'],
  todaysHighlights: [
    ...synopsis.todaysHighlights,
    { message: 'Venus sextile Mars: easy warmth', category: 'Aspect', icon: 'heart', intensity: 'medium' },
    { message: 'Saturn square Sun: a test of patience', category: 'Aspect', icon: 'star', intensity: 'high' },
  ],
};

const meta = {
  title: 'UI/Sky/SynopsisCard',
  id: 'ui-synopsiscard',
  component: SynopsisCard,
  parameters: {
    docs: {
      description: {
        component: `The daily planner card. It greets the user for the time of day ("Good morning/afternoon/evening", with their name) and shows the day's general energy, keywords, up to two dos and two don'ts, a career insight, up to three highlights with their intensity, a quote and a spiritual teaching. Its footer has an "Ask Selene about my day" button that sends the day's data through \`onAsk\` and shows the outcome in place.

### When to use
- Once, near the top of a home screen, to sum up the user's day.
- For a list of the day's sky events, use **TransitList**. For a short app-wide message, use **Toast**.

### Do
- Do leave \`synopsis\` out (or set \`status="loading"\`) while it loads. The greeting and the Ask button stay, so the card keeps its place.
- Do return a promise from \`onAsk\`. When it resolves, the button turns into "Question Sent to Selene"; when it rejects, an error shows and the button stays for another try.
- Do pass \`onAskBeforeLoaded\` if your app shows toasts. Without it, pressing Ask before the data is there shows "Loading Data" inside the card.
- Do pass \`onRetry\` with \`status="error"\`, and \`userName\` while loading, so the greeting has a name before the data arrives.

### Don't
- Don't cut the lists yourself: the card keeps the first two dos, two don'ts and three highlights, and leaves out empty sections.
- Don't rely on the clock in tests or screenshots: pass \`hour\` or \`now\` (before 12 is morning, before 17 afternoon, then evening).
- Don't put the card under another \`h2\` without setting \`headingLevel={3}\`; section titles sit one level below the greeting.

### Accessibility
- **Keyboard:** Tab reaches the "Ask Selene about my day" button, or "Try Again" in the error state; Enter or Space presses them. The rest of the card is text.
- **Roles and names:** a \`region\` (a \`<section>\`) named by the greeting heading (an \`h2\` by default, e.g. "Good morning, Ana"). Each part is a \`region\` named by its own heading one level below: "General Energy", "Keywords", "Do", "Don't", "Career Insight", "Today's Highlights", "Daily Quote", "Spiritual Teaching". Keywords, dos, don'ts and highlights are lists. The quote is a \`<blockquote>\` in a \`<figure>\` with the author as caption. The date is a \`<time>\` element. Icons and intensity bars are hidden from screen readers; intensity is written out ("High intensity", "Medium intensity", "Low intensity").
- **Loading:** a \`role="status"\` region shows and announces "Loading your daily planner...".
- **Load error:** a \`role="alert"\` block is read at once: "Daily Planner Unavailable", then "Your daily planner could not be loaded. Please try again." The Ask button is not shown in this state.
- **Asking:** while \`onAsk\` runs, the button has \`aria-disabled="true"\`: it keeps focus, ignores presses and shows a spinner, and a polite status region says "Sending...". When it resolves, the status region shows "Question Sent to Selene", and if the button had focus, focus moves to that message. Pressing Ask before the data has loaded (without \`onAskBeforeLoaded\`) puts "Loading Data" and "Please wait for your daily planner to load before asking Selene." in the same status region. A failure goes to a \`role="alert"\` region, read at once: "Error" and "There was an issue connecting to Selene. Please try again."
- **Motion:** the loading constellation and the button's spinner stop, and the button's colour transition is off, under \`prefers-reduced-motion: reduce\`.
- **Touch:** the buttons are at least 44 px high.`,
      },
    },
  },
  args: { synopsis, hour: 9, onAsk: fn(), onRetry: fn() },
  argTypes: { hour: { control: { type: 'range', min: 0, max: 23 } } },
} satisfies Meta<typeof SynopsisCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const askName = 'Ask Selene about my day';

const expectGreeting = (greeting: string): Story['play'] =>
  async function assertGreeting({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 2, name: greeting })).toBeVisible();
    await expect(canvas.getByRole('button', { name: askName })).toBeEnabled();
  };

export const MorningGreeting: Story = { args: { hour: 9 }, play: expectGreeting('Good morning, Ana') };
export const AfternoonGreeting: Story = { args: { hour: 14 }, play: expectGreeting('Good afternoon, Ana') };
export const EveningGreeting: Story = { args: { hour: 20 }, play: expectGreeting('Good evening, Ana') };

/** Every field of the synopsis, and intensity told in words as well as by colour and bars. */
export const FullData: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Saturday, March 14, 2026')).toBeVisible();
    for (const title of ['General Energy', 'Keywords', 'Do', "Don't", 'Career Insight', "Today's Highlights"]) {
      await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(canvas.getByRole('heading', { level: 3, name: 'Daily Quote' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Spiritual Teaching' })).toBeVisible();
    const keywords = within(canvas.getByRole('region', { name: 'Keywords' })).getAllByRole('listitem');
    await expect(keywords.map((k) => k.textContent)).toEqual(synopsis.keywords);
    const highlights = within(canvas.getByRole('region', { name: "Today's Highlights" })).getAllByRole('listitem');
    await expect(highlights[0]).toHaveTextContent('High intensity');
    await expect(highlights[1]).toHaveTextContent('Medium intensity');
    await expect(highlights[2]).toHaveTextContent('Low intensity');
    await expect(canvas.getByText('The wound is the place where the Light enters you.')).toBeVisible();
    await expect(canvas.getByText('Rumi')).toBeVisible();
    await expect(canvas.getByText('The Emerald Tablet')).toBeVisible();
    await expect(canvas.getByText('Hermeticism')).toBeVisible();
  },
};

/** Longer lists from the server are cut to 2 dos, 2 don'ts and 3 highlights (spec 9). */
export const TruncatedLists: Story = {
  args: { synopsis: longSynopsis },
  play: async ({ canvas }) => {
    const items = (name: string) => within(canvas.getByRole('region', { name })).getAllByRole('listitem');
    await expect(items('Do')).toHaveLength(2);
    await expect(items("Don't")).toHaveLength(2);
    await expect(items("Today's Highlights")).toHaveLength(3);
    await expect(canvas.queryByText('Drink more water')).toBeNull();
    await expect(canvas.queryByText('Venus sextile Mars: easy warmth')).toBeNull();
  },
};

/** A day with nothing to list: those sections are left out rather than shown empty. */
export const EmptyLists: Story = {
  args: { synopsis: { ...synopsis, keywords: [], dos: [], donts: [], todaysHighlights: [] } },
  play: async ({ canvas }) => {
    for (const name of ['Keywords', 'Do', "Don't", "Today's Highlights"]) {
      await expect(canvas.queryByRole('region', { name })).toBeNull();
    }
    await expect(canvas.getByRole('region', { name: 'General Energy' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Daily Quote' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { synopsis: undefined, status: 'loading', userName: 'Ana' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Good morning, Ana' })).toBeVisible();
    await expect(canvas.getByText('Loading your daily planner...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: askName })).toBeEnabled();
    await expect(args.onAsk).not.toHaveBeenCalled();
  },
};

/** The planner could not be fetched: the card says so and offers Try Again. */
export const LoadError: Story = {
  tags: ['interaction'],
  args: { synopsis: undefined, status: 'error', userName: 'Ana', hour: 20 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Daily Planner UnavailableYour daily planner could not be loaded. Please try again.',
    );
    await expect(canvas.queryByRole('button', { name: askName })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** "Question Sent to Selene": the Ask button becomes the confirmation once onAsk resolves. */
export const QuestionSent: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: askName }));
    await expect(args.onAsk).toHaveBeenCalledOnce();
    await expect(args.onAsk).toHaveBeenCalledWith(synopsis);
    const confirmation = await canvas.findByText('Question Sent to Selene');
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: askName })).toBeNull();
  },
};

/** While onAsk runs, the button stays focusable, cannot be pressed again and announces "Sending...". */
export const AskPending: Story = {
  tags: ['interaction'],
  args: { onAsk: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: askName }));
    const button = canvas.getByRole('button', { name: askName });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending...');
    await userEvent.click(button);
    await expect(args.onAsk).toHaveBeenCalledOnce();
  },
};

/** "Loading Data - Please wait for your daily planner to load before asking Selene." (spec 5) */
export const LoadingDataMessage: Story = {
  tags: ['interaction'],
  args: { synopsis: undefined, status: 'loading', userName: 'Ana', hour: 14 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: askName }));
    await expect(args.onAsk).not.toHaveBeenCalled();
    await expect(canvas.getByText('Loading Data')).toBeVisible();
    await expect(canvas.getByText('Please wait for your daily planner to load before asking Selene.')).toBeVisible();
  },
};

/** "Error - There was an issue connecting to Selene. Please try again." (spec 8) */
export const ErrorAskFailed: Story = {
  tags: ['interaction'],
  args: {
    onAsk: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: askName }));
    await expect(args.onAsk).toHaveBeenCalledOnce();
    const alert = await canvas.findByText('There was an issue connecting to Selene. Please try again.');
    await expect(alert).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error');
    await expect(canvas.getByRole('button', { name: askName })).toBeEnabled();
  },
};
