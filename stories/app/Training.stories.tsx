import { authHandlers, personaHandlers } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** `/training`, `/training/{name}` and `/training-history`: Selene's and Orion's personas (admins). */
const meta = {
  title: 'App/Training',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/training' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('admin'), personas: personaHandlers.success() } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const phone = { screen: { width: 390, height: 844 } };
const at = (path: string) => ({ path }) satisfies AppRouterParameters;
/** A story's own personas state (publish and rollback change it): no story sees another's changes. */
const fresh = () => ({ msw: { handlers: { personas: personaHandlers.success() } } });

// /training

/** Both personas: the published version of each, and Orion's unpublished draft. */
export const List: Story = {
  parameters: fresh(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Selene', level: 2 }, pageLoad)).toBeVisible();
    const selene = canvas.getByRole('listitem', { name: 'Selene' });
    await expect(selene).toHaveTextContent(/Published version 3,/);
    await expect(selene).toHaveTextContent('Draft matches the published version');
    const orion = canvas.getByRole('listitem', { name: 'Orion' });
    await expect(orion).toHaveTextContent(/Published version 1,/);
    await expect(orion).toHaveTextContent('Draft has unpublished changes');
    await expect(within(orion).getByRole('link', { name: 'Edit Orion' })).toHaveAttribute('href', '/training/orion');
  },
};

export const ListPhone: Story = { ...List, parameters: { ...phone, ...fresh() } };

export const ListLoading: Story = {
  parameters: { msw: { handlers: { personas: personaHandlers.loading() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the personas...', undefined, pageLoad)).toBeVisible();
  },
};

export const ListEmpty: Story = {
  parameters: { msw: { handlers: { personas: personaHandlers.empty() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/There are no personas yet/, undefined, pageLoad)).toBeVisible();
  },
};

export const ListFails: Story = {
  parameters: { msw: { handlers: { personas: personaHandlers.loadError() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      'The personas could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

// /training/selene and /training/orion

const greeting = { name: 'Greeting', exact: true } as const;

/** Selene's draft: every part of the persona, the test console beside it. */
export const Editor: Story = {
  parameters: { appRouter: at('/training/selene'), ...fresh() },
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', greeting, pageLoad);
    await expect(field).toHaveValue("Hello, {name}. I'm Selene, and I'm glad you're here.");
    await expect(canvas.getByText('Published: version 3')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Astrology' })).toBeChecked();
    await expect((canvas.getByRole('textbox', { name: 'System prompt' }) as HTMLTextAreaElement).value).toMatch(
      /^You are Selene/,
    );
    await expect(canvas.getByRole('heading', { name: 'Test console' })).toBeVisible();
    await expect(canvas.getByText('Ask a question to see both answers here.')).toBeVisible();
  },
};

export const EditorPhone: Story = {
  ...Editor,
  parameters: { ...phone, appRouter: at('/training/selene'), ...fresh() },
};

/** Orion's draft with its unpublished changes. */
export const EditorOrion: Story = {
  parameters: { appRouter: at('/training/orion'), ...fresh() },
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', greeting, pageLoad);
    await expect(field).toHaveValue('Evening, {name}. Orion here: the sky is clear tonight.');
    await expect(canvas.getByText('The draft has unpublished changes.')).toBeVisible();
  },
};

export const EditorLoading: Story = {
  parameters: { appRouter: at('/training/selene'), msw: { handlers: { personas: personaHandlers.loading() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the draft...', undefined, pageLoad)).toBeVisible();
  },
};

export const EditorFails: Story = {
  parameters: { appRouter: at('/training/selene'), msw: { handlers: { personas: personaHandlers.loadError() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      'The draft could not be loaded.',
    );
  },
};

/** A greeting without `{name}`: named beside the field, nothing saved. */
export const EditorInvalid: Story = {
  tags: ['interaction'],
  parameters: { appRouter: at('/training/selene'), ...fresh() },
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByRole('textbox', greeting, pageLoad);
    await userEvent.clear(field);
    await userEvent.type(field, 'Hello there.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Draft' }));
    await expect(await canvas.findByText("Keep {name} where the person's name goes.")).toBeVisible();
    await expect(canvas.getByText('Please check the highlighted fields.')).toBeVisible();
  },
};

/** A new greeting, tested beside the published one, then published as version 4. */
export const TestedAndPublished: Story = {
  tags: ['interaction'],
  parameters: { appRouter: at('/training/selene'), ...fresh() },
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByRole('textbox', greeting, pageLoad);
    await userEvent.clear(field);
    await userEvent.type(field, 'Welcome back, {{name}. The Moon kept your seat warm.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Question' }), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask Both' }));
    const draft = await canvas.findByRole('region', { name: 'Draft' }, pageLoad);
    await expect(draft).toHaveTextContent('Welcome back, admin. The Moon kept your seat warm.');
    await expect(canvas.getByRole('region', { name: 'Published (version 3)' })).toHaveTextContent(
      "Hello, admin. I'm Selene",
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Draft' }));
    await expect(
      await canvas.findByText('Published as version 4. Users hear it from their next reply.', undefined, pageLoad),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Published: version 4')).toBeVisible());
  },
};

/** Crisis language in the test console: both sides answer with the crisis help. */
export const TestCrisis: Story = {
  tags: ['interaction'],
  parameters: { appRouter: at('/training/selene'), ...fresh() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Question' }, pageLoad), 'I want to kill myself');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask Both' }));
    await expect(await canvas.findByText(/both sides answer with the crisis help/, undefined, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Draft' })).toHaveTextContent('Where to find help now');
  },
};

/** The test console's call fails: the server's words. */
export const TestFails: Story = {
  tags: ['interaction'],
  parameters: { appRouter: at('/training/selene'), msw: { handlers: { personas: personaHandlers.testError() } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Question' }, pageLoad), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask Both' }));
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      'The assistant could not answer the test question just now.',
    );
  },
};

// /training-history

/** Every version of Selene, newest first; the newest's diff against the one before. */
export const History: Story = {
  parameters: { appRouter: at('/training-history'), ...fresh() },
  play: async ({ canvas }) => {
    const newest = await canvas.findByRole('button', { name: /^Version 3 · Current/ }, pageLoad);
    await expect(newest).toHaveTextContent('Restores version 1');
    await expect(canvas.getByRole('heading', { name: 'Version 3 against version 2' })).toBeVisible();
    const diff = canvas.getByRole('list', { name: 'Version 3 against version 2' });
    await expect(diff).toHaveTextContent(
      'Removed: Phrase greeting: Welcome back, {name}. The Moon kept your seat warm.',
    );
    await expect(diff).toHaveTextContent(
      "Added: Phrase greeting: Hello, {name}. I'm Selene, and I'm glad you're here.",
    );
  },
};

export const HistoryPhone: Story = {
  ...History,
  parameters: { ...phone, appRouter: at('/training-history'), ...fresh() },
};

/** Rolling back asks first: what happens, Roll Back or Cancel. */
export const RollbackConfirm: Story = {
  tags: ['interaction'],
  parameters: { appRouter: at('/training-history'), ...fresh() },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Version 2\b/ }, pageLoad));
    await userEvent.click(canvas.getByRole('button', { name: 'Roll Back to Version 2' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent("Version 2's content is published again as version 4.");
    // Asked until the dialog has faded in (it is in the page, at opacity 0, on its first frame).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible());
  },
};

/** Confirmed: version 2's content is the newest version, 4. */
export const RolledBack: Story = {
  tags: ['interaction'],
  parameters: { appRouter: at('/training-history'), ...fresh() },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Version 2\b/ }, pageLoad));
    await userEvent.click(canvas.getByRole('button', { name: 'Roll Back to Version 2' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll Back' }));
    await expect(
      await canvas.findByText('Version 2 is published again as version 4.', undefined, pageLoad),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /^Version 4 · Current/ })).toHaveTextContent(
      'Restores version 2',
    );
  },
};

export const HistoryLoading: Story = {
  parameters: { appRouter: at('/training-history'), msw: { handlers: { personas: personaHandlers.loading() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the versions...', undefined, pageLoad)).toBeVisible();
  },
};

export const HistoryFails: Story = {
  parameters: { appRouter: at('/training-history'), msw: { handlers: { personas: personaHandlers.loadError() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      'The versions could not be loaded.',
    );
  },
};

export const HistoryEmpty: Story = {
  parameters: { appRouter: at('/training-history'), msw: { handlers: { personas: personaHandlers.empty() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No version has been published yet.', undefined, pageLoad)).toBeVisible();
  },
};
