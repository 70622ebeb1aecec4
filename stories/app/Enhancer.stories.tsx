import { authHandlers } from '@app/mocks';
import { enhancerHandlers } from '@app/mocks/enhancer';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** `/enhancer` (admins): a clearer version of a teaching or a suggested prompt, as a diff, accepted or rejected. */
const meta = {
  title: 'App/Enhancer',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/enhancer' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('admin'), enhancer: enhancerHandlers.some() } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const ready = (canvas: Canvas) => canvas.findByRole('heading', { name: 'Teachings', level: 2 }, pageLoad);
const openProposal = async (canvas: Canvas, title: string) => {
  await ready(canvas);
  await userEvent.click(canvas.getByRole('button', { name: `Improve "${title}"` }));
  return canvas.findByRole('region', { name: `Proposal for "${title}"` }, pageLoad);
};

/** The teachings and the suggested prompts, each with its Improve button. */
export const Items: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Enhancer', level: 1 }, pageLoad)).toBeVisible();
    await ready(canvas);
    await expect(canvas.getByRole('heading', { name: 'Suggested prompts', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Improve "Shadow work"' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Improve "Read my natal chart"' })).toBeVisible();
  },
};

/** A proposal: what changed and the diff, sentence by sentence; Accept updates the text. */
export const ProposalAccepted: Story = {
  tags: ['interaction'],
  // A store of its own: accepting changes it, and the other stories start from the fixtures.
  parameters: { msw: { handlers: { enhancer: enhancerHandlers.some() } } },
  play: async ({ canvas }) => {
    const proposal = await openProposal(canvas, 'Shadow work');
    await expect(within(proposal).getByText('Abbreviations written out')).toBeVisible();
    const diff = within(proposal).getByRole('list', { name: 'Changes to "Shadow work"' });
    await expect(diff).toHaveTextContent('Added: The shadow holds what we hide, for example anger.');
    await expect(diff).toHaveTextContent(
      'Removed: the shadow holds what we hide , e.g. anger. when i notice it, it softens',
    );
    await expect(within(proposal).getByText('2 lines added, 1 line removed.')).toBeVisible();
    await userEvent.click(within(proposal).getByRole('button', { name: 'Accept' }));
    const accepted = await canvas.findByText('Accepted: "Shadow work" was updated.', {}, pageLoad);
    await expect(accepted.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Proposal for "Shadow work"' })).toBeNull();
    await expect(
      await canvas.findByText(/^The shadow holds what we hide, for example anger/, {}, pageLoad),
    ).toBeVisible();
  },
};

/** Reject: the proposal goes, the text stays. */
export const ProposalRejected: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    const proposal = await openProposal(canvas, 'Read my natal chart');
    await expect(within(proposal).getByRole('list', { name: 'Changes to "Read my natal chart"' })).toHaveTextContent(
      'What does my chart say about me with the moon in Scorpio?',
    );
    await userEvent.click(within(proposal).getByRole('button', { name: 'Reject' }));
    const rejected = canvas.getByText('Rejected: "Read my natal chart" stays as it was.');
    await expect(rejected.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.getByText('what does my chart say abt me w/ the moon in scorpio')).toBeVisible();
  },
};

/** A text already clear: no diff, only Close. */
export const AlreadyClear: Story = {
  play: async ({ canvas }) => {
    const proposal = await openProposal(canvas, 'The Full Moon');
    await expect(within(proposal).getByText(/no change to propose/)).toBeVisible();
    await expect(within(proposal).queryByRole('button', { name: 'Accept' })).toBeNull();
    await expect(within(proposal).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** The text changed since the proposal: the server's 409 is shown, the proposal stays open. */
export const AcceptConflict: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { enhancer: enhancerHandlers.conflict() } } },
  play: async ({ canvas }) => {
    const proposal = await openProposal(canvas, 'Shadow work');
    await userEvent.click(within(proposal).getByRole('button', { name: 'Accept' }));
    await expect(await canvas.findByRole('alert', {}, pageLoad)).toHaveTextContent(/changed since the proposal/);
    await expect(canvas.getByRole('region', { name: 'Proposal for "Shadow work"' })).toBeVisible();
  },
};

export const ProposalFailed: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { enhancer: enhancerHandlers.proposeError() } } },
  play: async ({ canvas }) => {
    await ready(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Improve "Shadow work"' }));
    await expect(await canvas.findByRole('alert', {}, pageLoad)).toHaveTextContent(
      'The assistant could not propose a clearer version. Try again.',
    );
  },
};

/** While the provider works: said, and the Improve buttons wait. */
export const Proposing: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { enhancer: enhancerHandlers.slowProposal() } } },
  play: async ({ canvas }) => {
    await ready(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Improve "Shadow work"' }));
    await expect(
      await canvas.findByText('Asking the assistant for a clearer version of "Shadow work"', {}, pageLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Improve "Read my natal chart"' })).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { enhancer: enhancerHandlers.empty() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/There is nothing to improve yet/, {}, pageLoad)).toBeVisible();
    await expect(canvas.getByText('No teachings yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { enhancer: enhancerHandlers.loading() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Enhancer', level: 1 }, pageLoad)).toBeVisible();
    await expect(
      await canvas.findByText('Loading the teachings and prompts', { selector: ':not([role=status])' }, pageLoad),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { enhancer: enhancerHandlers.loadError() } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, pageLoad);
    await expect(alert).toHaveTextContent('The teachings and prompts could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** On a phone (320 px): the items stack, the diff wraps, no sideways scroll. */
export const Phone: Story = {
  parameters: { screen: { width: 320, height: 740 } },
  play: async ({ canvas, canvasElement }) => {
    await openProposal(canvas, 'Shadow work');
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeVisible();
  },
};
