import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** `/terms`, `/privacy` and `/updates`: the pages a visitor reads before and after signing up. */
const meta = {
  title: 'App/LegalPages',
  decorators: [withAppRouter],
  parameters: { layout: 'fullscreen', appRouter: { path: '/terms' } satisfies AppRouterParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The care line of `/about` and the chat (DECISIONS "Care"), word for word. */
const careLine =
  'Selene gives guidance for reflection, not medical, legal or psychological treatment. If you are in crisis, contact your local emergency services.';

/** Checks the parts both legal pages share: the date, the care line, the contents and the helplines. */
async function expectLegalFrame(canvas: ReturnType<typeof within>, sections: string[]) {
  await expect(canvas.getByText('November 24, 2026')).toHaveAttribute('datetime', '2026-11-24');
  await expect(canvas.getByText(careLine)).toBeVisible();
  const contents = canvas.getByRole('navigation', { name: 'On this page' });
  for (const name of sections) {
    await expect(within(contents).getByRole('link', { name })).toBeVisible();
    await expect(canvas.getByRole('heading', { name, level: 2 })).toBeVisible();
  }
  await expect(within(contents).getByRole('link', { name: 'If you are in crisis' })).toHaveAttribute('href', '#crisis');
  // The one crisis list (@app/contract), with links a phone follows.
  await expect(canvas.getByRole('heading', { name: 'United States', level: 3 })).toBeVisible();
  await expect(canvas.getAllByRole('link', { name: 'Call 988' })[0]).toHaveAttribute('href', 'tel:988');
  await expect(canvas.getAllByRole('link', { name: 'Call 116 123' })[0]).toHaveAttribute('href', 'tel:116123');
  await expect(canvas.getByRole('heading', { name: 'Anywhere else', level: 3 })).toBeVisible();
}

/** The Terms of Service: what the service is, the plans from the tier table, acceptable use. */
export const Terms: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Terms of Service', level: 1 }, pageLoad)).toBeVisible();
    await expectLegalFrame(canvas, [
      'What Moonheart is',
      'Your account',
      'Plans and daily limits',
      'Acceptable use',
      'What Selene can and cannot do',
      'Ending your account',
      'Changes to these terms',
    ]);
    await expect(canvas.getByText('Core:').closest('li')).toHaveTextContent(
      'Core: $15 / month; 75 prompts a day; conversations of up to 100 messages.',
    );
  },
};

/** The Terms on a phone: the contents list sits above the text, which reflows to the screen. */
export const TermsOnPhone: Story = {
  parameters: { screen: { width: 390, height: 844 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Terms of Service', level: 1 }, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    const page = canvasElement.ownerDocument.scrollingElement as HTMLElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** The Privacy Policy: what is stored, why, for how long, who sees it, and how to ask for it. */
export const Privacy: Story = {
  parameters: { appRouter: { path: '/privacy' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Privacy Policy', level: 1 }, pageLoad)).toBeVisible();
    await expectLegalFrame(canvas, [
      'What we store, and why',
      'Cookies and storage in your browser',
      'Selene and outside services',
      'Who can see your data',
      'How long we keep it',
      'A copy of your data, corrections and deletion',
    ]);
    await expect(canvas.getByRole('heading', { name: 'Your profile and birth data', level: 3 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'described below' })).toHaveAttribute('href', '#outside-services');
  },
};

/** The change history, from packages/app/src/content/updates.md, newest first. */
export const Updates: Story = {
  parameters: { appRouter: { path: '/updates' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Updates', level: 1 }, pageLoad)).toBeVisible();
    const entries = canvas.getAllByRole('article');
    const first = within(entries[0] as HTMLElement);
    await expect(first.getByRole('heading', { level: 2 })).toHaveTextContent('A forgotten password, set again');
    await expect(first.getByText('November 24, 2026')).toHaveAttribute('datetime', '2026-11-24');
    await expect(canvas.getByRole('heading', { name: 'Terms, privacy and this page', level: 2 })).toBeVisible();
    await expect(canvas.getByText('Terms of Service')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your conversations', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Moonheart opens', level: 2 })).toBeVisible();
  },
};
