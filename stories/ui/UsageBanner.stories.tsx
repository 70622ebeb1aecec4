import { type UpgradeOffer, UsageBanner } from '@app/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { expect, fn } from 'storybook/test';

/**
 * The app wraps its tree in RAC's RouterProvider so that RAC links navigate client-side; here the
 * `navigate` spy stands in for the router, so a pressed link never leaves the story.
 */
const navigate = fn().mockName('navigate');
const withRouter: Decorator = (Story) => (
  <I18nProvider locale="en-GB">
    <RouterProvider navigate={navigate}>
      <Story />
    </RouterProvider>
  </I18nProvider>
);

/** Offers as the app builds them from the tier table (DECISIONS "One tier table", reading A). */
const tierTableOffers: UpgradeOffer[] = [
  { tier: 'core', label: 'Core', price: 15, period: 'monthly', promptsPerDay: 75 },
  { tier: 'advanced', label: 'Advanced', price: 33, period: 'monthly', promptsPerDay: 'unlimited' },
  { tier: 'elite', label: 'Elite', price: 1999, period: 'lifetime', promptsPerDay: 'unlimited' },
];

/** Reading B of spec 9, verbatim: promotional copy. */
const readingBOffers: UpgradeOffer[] = [
  { tier: 'plus', label: 'Plus', price: 66, originalPrice: 99, promptsPerDay: 20 },
  { tier: 'advanced', label: 'Advanced', price: 273, originalPrice: 300, promptsPerDay: 'unlimited' },
];

const meta = {
  title: 'UI/Chat/UsageBanner',
  id: 'ui-usagebanner',
  component: UsageBanner,
  parameters: {
    docs: {
      description: {
        component: `A banner about the daily prompt allowance. From the tier and the counts it decides what to show:

- nothing for admins, for tiers whose limit is never reached (\`isUnlimited\`, advanced, elite, unlimited), for unknown tiers, while the status loads or after it failed, and below 75% of the limit;
- a warning, "Running low on prompts", from 75% to 90%;
- a critical banner above 90%, or when \`limitExceeded\` is set on a paid tier: "Almost out of prompts", or "Daily limit reached" at 0 left;
- for the free tier, the "Come Back Tomorrow!" card with upgrade offers once the limit is used, or "Free trial ended. Subscribe to continue." when \`limitExceeded\` is set.

### When to use
- Near the chat input, whenever you know the user's tier and usage: let it decide whether to show.
- For a constant count of prompts left, use \`PromptCounter\`. For a one-off message (e.g. a refused send), use a toast (\`Toaster\`).

### Do
- Do render it with the latest counts at all times; it renders nothing when there is nothing to say.
- Do pass \`resetsAt\` so people know when the allowance comes back.
- Do pass \`offers\` for the free tier's card, and \`upgradeHref\` if your pricing page is not \`/subscription\`.
- Do set \`headingLevel\` so the card's heading fits the page's outline.

### Don't
- Don't show or hide it by rules of your own: the thresholds are built in.
- Don't expect it to be announced when it appears: it is not a live region. Use \`PromptCounter\` (a polite status) or a toast for news that must be heard.
- Don't add another upgrade link beside it: it has one.

### Accessibility
- **Keyboard:** Tab reaches the upgrade link ("Upgrade Plan" in the warning and critical banners, "Upgrade Now" in the others); Enter follows it. \`onUpgradeClick\` runs for mouse, touch and keyboard alike.
- **Roles:** a \`region\` named by its title; the card's title is a heading (h2 by default). The offers are a list named "Upgrade offers". The icons and the usage bar are hidden from assistive technology: the sentence "You have used 57 of 75 prompts today." says the same as the bar. A struck-through price is read as "was $99, now $66".
- **Screen readers:** no live region; the banner is read when the reader reaches it.
- **Colour:** each tone also has its own icon and title, so colour is not the only cue.
- **Reduced motion:** the links' hover transitions are off.
- **Touch targets:** the upgrade links are at least 44 px high.`,
      },
    },
  },
  decorators: [withRouter],
  // A fixed reset time in a fixed zone keeps the "Resets at" line stable in screenshots.
  args: {
    tier: 'core',
    promptsUsed: 57,
    promptLimit: 75,
    resetsAt: '2026-03-15T00:00:00.000Z',
    timeZone: 'UTC',
    onUpgradeClick: fn(),
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof UsageBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendersNothing: Story['play'] = async ({ canvas, canvasElement }) => {
  await expect(canvas.queryByRole('region')).toBeNull();
  await expect(canvas.queryByRole('link')).toBeNull();
  await expect(canvasElement).toBeEmptyDOMElement();
};

/** Core at 56 of 75 (74.7%): below 75%, nothing shows. */
export const HiddenBelowThreshold: Story = { args: { promptsUsed: 56 }, play: rendersNothing };

/** Nothing shows while the subscription status loads. */
export const HiddenLoading: Story = { args: { promptsUsed: 70, isLoading: true }, play: rendersNothing };

/** Nothing shows when the status call failed (spec 4). */
export const HiddenError: Story = { args: { promptsUsed: 70, isError: true }, play: rendersNothing };

/** Advanced (and elite, and `unlimited`) never reach their limit. */
export const HiddenUnlimited: Story = {
  args: { tier: 'advanced', promptsUsed: 999, promptLimit: 1000 },
  play: rendersNothing,
};

/** Admins have no limit and no banner. */
export const HiddenForAdmin: Story = {
  args: { promptsUsed: 75, limitExceeded: true, isAdmin: true },
  play: rendersNothing,
};

/** Core at 57 of 75 (76%): the caution banner with "Upgrade Plan". */
export const Warning: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Running low on prompts' });
    await expect(banner).toHaveAttribute('data-state', 'warning');
    await expect(banner).toHaveTextContent('You have used 57 of 75 prompts today. Resets at 00:00 UTC');
    await expect(canvas.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/subscription');
  },
};

/** Core at 68 of 75 (90.7%): above 90% the banner turns critical. */
export const Critical: Story = {
  args: { promptsUsed: 68 },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Almost out of prompts' });
    await expect(banner).toHaveAttribute('data-state', 'critical');
    await expect(banner).toHaveTextContent('You have used 68 of 75 prompts today.');
    await expect(canvas.getByRole('link', { name: 'Upgrade Plan' })).toBeVisible();
  },
};

/** Core at 75 of 75: still critical, and it says the limit is reached and when it resets. */
export const LimitReached: Story = {
  args: { promptsUsed: 75 },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Daily limit reached' });
    await expect(banner).toHaveAttribute('data-state', 'critical');
    await expect(banner).toHaveTextContent('Resets at 00:00 UTC');
  },
};

/** Free tier with its one prompt used: the upgrade card, with offers from the tier table. */
export const ComeBackTomorrow: Story = {
  args: { tier: 'free', promptsUsed: 1, promptLimit: 1, offers: tierTableOffers },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Come Back Tomorrow!' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Come Back Tomorrow!' })).toBeVisible();
    await expect(card).toHaveTextContent("You have used today's free prompt.");
    await expect(card).toHaveTextContent('Resets at 00:00 UTC');
    const offers = canvas.getAllByRole('listitem');
    await expect(offers.map((offer) => offer.textContent)).toEqual([
      'Core$15per month75 prompts per day',
      'Advanced$33per monthUnlimited prompts',
      'Elite$1,999lifetimeUnlimited prompts',
    ]);
    await expect(canvas.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/subscription');
  },
};

/** Free tier with `limitExceeded`: shown from the local free-trial record, even before the status answers. */
export const TrialEnded: Story = {
  args: { tier: 'free', promptsUsed: 1, promptLimit: 1, limitExceeded: true, isLoading: true },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Free trial ended. Subscribe to continue.' });
    await expect(banner).toHaveAttribute('data-state', 'trialEnded');
    await expect(banner).toHaveTextContent('Resets at 00:00 UTC');
    await expect(canvas.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/subscription');
  },
};

/**
 * Reading B of spec 9, verbatim: Plus $66 struck through from $99 with 20 prompts per day, and
 * Advanced $273 struck through from $300 with unlimited prompts. Screen readers hear
 * "was $99, now $66" instead of two bare prices.
 */
export const PromotionalOffers: Story = {
  name: 'Promotional offers',
  args: { tier: 'free', promptsUsed: 1, promptLimit: 1, offers: readingBOffers },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Upgrade offers' });
    const [plus, advanced] = canvas.getAllByRole('listitem');
    await expect(list).toBeVisible();
    await expect(plus).toHaveTextContent('Plus');
    await expect(plus).toHaveTextContent('20 prompts per day');
    await expect(advanced).toHaveTextContent('Advanced');
    await expect(advanced).toHaveTextContent('Unlimited prompts');
    // What the eye sees: the old price struck through beside the new one.
    for (const [item, was, now] of [
      [plus, '$99', '$66'],
      [advanced, '$300', '$273'],
    ] as const) {
      const struck = [...item!.querySelectorAll('s')];
      await expect(struck.map((s) => s.textContent)).toEqual([was]);
      await expect(getComputedStyle(struck[0]!).textDecorationLine).toBe('line-through');
      await expect(struck[0]!.closest('[aria-hidden="true"]')).not.toBeNull();
      // What a screen reader hears.
      await expect(item).toHaveTextContent(`was ${was}, now ${now}`);
      await expect(canvas.getAllByText(now).length).toBeGreaterThan(0);
    }
  },
};

/** "Upgrade Now" is reached with Tab and followed with Enter; the app's router gets /subscription. */
export const KeyboardFocusUpgradeNow: Story = {
  tags: ['interaction'],
  args: { ...ComeBackTomorrow.args },
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Upgrade Now' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/subscription', undefined);
    await expect(args.onUpgradeClick).toHaveBeenCalledWith({
      source: 'upgradeNow',
      state: 'comeBackTomorrow',
      tier: 'free',
    });
  },
};

/** "Upgrade Plan" in the critical banner, by keyboard. */
export const KeyboardFocusUpgradePlan: Story = {
  tags: ['interaction'],
  args: { promptsUsed: 68 },
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Upgrade Plan' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/subscription', undefined);
    await expect(args.onUpgradeClick).toHaveBeenCalledWith({ source: 'upgradePlan', state: 'critical', tier: 'core' });
  },
};

/** Every visible state, one under the other, for visual regression. */
export const Matrix: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
      <UsageBanner {...args} tier="core" promptsUsed={57} promptLimit={75} />
      <UsageBanner {...args} tier="core" promptsUsed={68} promptLimit={75} />
      <UsageBanner {...args} tier="core" promptsUsed={75} promptLimit={75} />
      <UsageBanner {...args} tier="free" promptsUsed={0} promptLimit={1} limitExceeded />
      <UsageBanner {...args} tier="free" promptsUsed={1} promptLimit={1} offers={readingBOffers} />
    </div>
  ),
  play: async ({ canvas }) => {
    const regions = canvas.getAllByRole('region');
    await expect(regions.map((region) => region.getAttribute('data-state'))).toEqual([
      'warning',
      'critical',
      'critical',
      'trialEnded',
      'comeBackTomorrow',
    ]);
  },
};
