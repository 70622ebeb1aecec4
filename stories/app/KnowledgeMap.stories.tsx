import { authHandlers } from '@app/mocks';
import { knowledgeMapHandlers } from '@app/mocks/knowledgeMap';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** `/cross-domain-integration` (admins): the knowledge map as a keyboard-navigable graph, or a list. */
const meta = {
  title: 'App/KnowledgeMap',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/cross-domain-integration' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('admin'), knowledgeMap: knowledgeMapHandlers.some() } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const mapLoaded = (canvas: Canvas) => canvas.findByRole('group', { name: 'Knowledge map' }, pageLoad);
const node = (canvas: Canvas, name: RegExp) => canvas.getByRole('button', { name });

/** The map on a wide screen: three domain columns, nine teachings, one link drawn. */
export const Graph: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Cross-Domain Integration', level: 1 }, pageLoad),
    ).toBeVisible();
    const map = await mapLoaded(canvas);
    await expect(canvas.getByRole('tab', { name: 'Map' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(map).getAllByRole('button')).toHaveLength(9);
    await expect(node(canvas, /^Shadow work, Psychology, 1 link$/)).toBeVisible();
    await expect(node(canvas, /^The alchemical nigredo, Esoteric Wisdom, 1 link$/)).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-edge]')).toHaveLength(1);
    await expect(canvas.getByText('Select a teaching on the map to see its links.')).toBeVisible();
    const suggestions = canvas.getByRole('region', { name: 'Suggested links' });
    await expect(within(suggestions).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Arrow keys move between teachings (one tab stop); Enter selects one and lists its links. */
export const KeyboardNavigation: Story = {
  tags: ['interaction'],
  // No screenshot: whether the focused node still shows its focus ring when the runner repaints for
  // the shot varies from run to run (CI saw it once, 160 pixels); the play checks the focus moves
  // and the selection, and the Graph and AddSuggested shots show the map itself.
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await mapLoaded(canvas);
    // The first teaching of the first column (by title): "Grief comes in waves".
    const first = node(canvas, /^Grief comes in waves/);
    await expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(node(canvas, /^Shadow work/)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(node(canvas, /^Pluto transits/)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(node(canvas, /^The alchemical nigredo/)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(node(canvas, /^The alchemical nigredo/)).toHaveAttribute('aria-pressed', 'true');
    const links = canvas.getByRole('region', { name: 'Links of The alchemical nigredo' });
    await expect(within(links).getByText('Shadow work (Psychology)')).toBeVisible();
    await expect(
      within(links).getByRole('button', { name: 'Remove link between Shadow work and The alchemical nigredo' }),
    ).toBeVisible();
  },
};

/** "Add link" on a suggestion: it leaves the suggestions, the map draws it, the list shows it. */
export const AddSuggested: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { knowledgeMap: knowledgeMapHandlers.some() } } },
  play: async ({ canvas, canvasElement }) => {
    await mapLoaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add link between Shadow work and Pluto transits' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Link added between Shadow work and Pluto transits.'),
    );
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-edge]')).toHaveLength(2));
    await expect(canvas.queryByRole('button', { name: 'Add link between Shadow work and Pluto transits' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'List' }));
    const table = canvas.getByRole('table', { name: 'Links' });
    await expect(
      within(table).getByRole('row', { name: /Shadow work \(Psychology\) and Pluto transits \(Astrology\)/ }),
    ).toBeVisible();
  },
};

/** The list: a table of links with Remove; removing one empties it. */
export const List: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { knowledgeMap: knowledgeMapHandlers.some() } } },
  play: async ({ canvas }) => {
    await mapLoaded(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'List' }));
    const table = canvas.getByRole('table', { name: 'Links' });
    const row = within(table).getByRole('row', { name: /Shadow work \(Psychology\) and The alchemical nigredo/ });
    await expect(row).toHaveTextContent('shadow, integration');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Remove link between Shadow work and The alchemical nigredo' }),
    );
    await expect(await canvas.findByText('No links yet. Add one of the suggested links below.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Link removed between Shadow work and The alchemical nigredo.',
    );
  },
};

/** On a phone the list is the default view; nothing is wider than the screen. */
export const Phone: Story = {
  parameters: { screen: { width: 390, height: 844 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('table', { name: 'Links' }, pageLoad)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('region', { name: 'Suggested links' })).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** Teachings but no links yet: the list says so, the suggestions are offered. */
export const NoLinks: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { knowledgeMap: knowledgeMapHandlers.noLinks() } } },
  play: async ({ canvas, canvasElement }) => {
    await mapLoaded(canvas);
    await expect(canvasElement.querySelectorAll('[data-edge]')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('tab', { name: 'List' }));
    await expect(canvas.getByText('No links yet. Add one of the suggested links below.')).toBeVisible();
  },
};

/** An empty knowledge base. */
export const Empty: Story = {
  parameters: { msw: { handlers: { knowledgeMap: knowledgeMapHandlers.empty() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/There are no teachings yet/, undefined, pageLoad)).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Knowledge map' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { knowledgeMap: knowledgeMapHandlers.slow(600_000) } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Cross-Domain Integration', level: 1 }, pageLoad),
    ).toBeVisible();
    await expect(await canvas.findByText('Loading the knowledge map', undefined, pageLoad)).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { knowledgeMap: knowledgeMapHandlers.loadError() } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, pageLoad);
    await expect(alert).toHaveTextContent('The knowledge map could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A failed add says so and keeps the suggestion. */
export const AddError: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { knowledgeMap: knowledgeMapHandlers.writeError() } } },
  play: async ({ canvas }) => {
    await mapLoaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add link between Shadow work and Pluto transits' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('The link could not be added.'));
    await expect(canvas.getByRole('button', { name: 'Add link between Shadow work and Pluto transits' })).toBeVisible();
  },
};
