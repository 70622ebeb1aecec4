import { authHandlers, chosenPreferences, preferencesHandlers, ttsHandlers } from '@app/mocks';
import { memoryHandlers } from '@app/mocks/memory';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

const meta = {
  title: 'App/Preferences',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/preferences' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('core') } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const saveButton = { name: 'Save Preferences' } as const;

/** Loading: the page says what it waits for. */
export const Loading: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.as('core'), preferences: preferencesHandlers.slow(60_000) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Preferences', level: 1 }, pageLoad)).toBeVisible();
    await expect(await canvas.findByText('Loading your preferences...')).toBeVisible();
  },
};

/** The read fails: said, with a way to try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.as('core'), preferences: preferencesHandlers.loadError() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      'Your preferences could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** Nothing chosen yet: the page's theme, voice replies off at 1x, no zone, no name. */
export const Defaults: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Light' }, pageLoad)).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Voice replies' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: /1x\s*Default speech speed/ })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'What should Selene call you?' })).toHaveValue('');
    await expect(canvas.getByText(/Leave it empty to follow each browser's own zone/)).toBeVisible();
    await expect(canvas.queryByText(/Voice replies come with the Core plan/)).toBeNull();
  },
};

/** What a user chose, as stored: voice replies on at 1.25x with Selene's voice, Tokyo, a name. */
export const Chosen: Story = {
  parameters: {
    msw: { handlers: { auth: authHandlers.as('core'), preferences: preferencesHandlers.with(chosenPreferences) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: 'Voice replies' }, pageLoad)).toBeChecked();
    await expect(canvas.getByRole('button', { name: /1.25x\s*Default speech speed/ })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /Selene\s*Voice/ })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo');
    await expect(canvas.getByRole('textbox', { name: 'What should Selene call you?' })).toHaveValue('Moonbeam');
  },
};

/** The free plan has no voice (DECISIONS "Voice"): the voice settings are locked, with the reason. */
export const VoiceLockedOnFree: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.as('free'), preferences: preferencesHandlers.voiceLocked() } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Voice replies come with the Core plan and above/, undefined, pageLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
    await expect(canvas.getByRole('switch', { name: 'Voice replies' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Default speech speed/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Voice$/ })).toBeDisabled();
    // The rest can still be saved.
    await expect(canvas.getByRole('radio', { name: 'Dark celestial' })).toBeEnabled();
  },
};

/** No speech provider on the server: the voice choice is locked and says the browser's voice reads. */
export const NoServerVoices: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.as('core'), tts: ttsHandlers.notConfigured() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This server has no voices of its own/, undefined, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Voice replies' })).toBeEnabled();
  },
};

/** Saved: the result is said and focused; the name comes back trimmed. */
export const Saved: Story = {
  tags: ['interaction'],
  // A store of its own: what it saves stays out of the other stories.
  parameters: { msw: { handlers: { auth: authHandlers.as('core'), preferences: preferencesHandlers.defaults() } } },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: 'What should Selene call you?' }, pageLoad);
    await userEvent.type(name, '  Stella ');
    await userEvent.click(canvas.getByRole('switch', { name: 'Voice replies' }));
    await userEvent.click(canvas.getByRole('button', saveButton));
    // The result's live region takes focus (the notice inside it shows the words).
    const status = (await canvas.findByText('Your preferences are saved.')).closest('[role="status"]');
    await waitFor(() => expect(status).toHaveFocus());
    await expect(name).toHaveValue('Stella');
  },
};

/** Orion chosen as the assistant: saved with the rest (the chat's next replies are his). */
export const AssistantChosen: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { auth: authHandlers.as('core'), preferences: preferencesHandlers.defaults() } } },
  play: async ({ canvas, userEvent }) => {
    const selene = await canvas.findByRole('radio', { name: /^Selene/ }, pageLoad);
    await expect(selene).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /^Orion/ }));
    await userEvent.click(canvas.getByRole('button', saveButton));
    await expect(await canvas.findByText('Your preferences are saved.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Orion/ })).toBeChecked();
  },
};

/** A name that breaks the contract's rule is named before anything is sent. */
export const InvalidName: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: 'What should Selene call you?' }, pageLoad);
    await userEvent.type(name, 'x'.repeat(41));
    await userEvent.click(canvas.getByRole('button', saveButton));
    await expect(await canvas.findByText('Enter a name of 1 to 40 characters.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
  },
};

/** A time zone that does not exist is named under the field. */
export const InvalidTimeZone: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent }) => {
    const zone = await canvas.findByRole('combobox', { name: 'Time zone' }, pageLoad);
    await userEvent.type(zone, 'Mars/Base');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', saveButton));
    await expect(await canvas.findByText('Choose a time zone such as Europe/Paris.')).toBeVisible();
    await expect(zone).toHaveValue('Mars/Base');
  },
};

/** While the save runs, the button says so. */
export const Saving: Story = {
  tags: ['interaction'],
  parameters: {
    msw: {
      handlers: {
        auth: authHandlers.as('core'),
        preferences: preferencesHandlers.slowSave(60_000),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', saveButton, pageLoad));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeVisible();
  },
};

/** The save fails: said as an alert; what was chosen stays in the form. */
export const SaveFails: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { auth: authHandlers.as('core'), preferences: preferencesHandlers.saveError() } } },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: 'What should Selene call you?' }, pageLoad);
    await userEvent.type(name, 'Stella');
    await userEvent.click(canvas.getByRole('button', saveButton));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Internal Server Error');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(name).toHaveValue('Stella');
  },
};

/** The page at 390 px: every setting in one column, nothing cut. */
export const Phone: Story = {
  parameters: { screen: { width: 390, height: 844 } },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('button', saveButton, pageLoad);
    await expect(form).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('heading', { name: 'Voice' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

const memories = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('region', { name: 'What Selene remembers' }, pageLoad);

/** What Selene remembers: each memory with where it came from; one is forgotten. */
export const MemoriesForgetOne: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { auth: authHandlers.as('core'), memory: memoryHandlers.some() } } },
  play: async ({ canvas, userEvent }) => {
    const section = await memories(canvas);
    const list = await within(section).findByRole('list', { name: 'What Selene remembers' }, pageLoad);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      within(list).getAllByText("From your message: “I'm a Scorpio and I always feel things deeply”"),
    ).toHaveLength(2);
    await userEvent.click(within(section).getByRole('button', { name: 'Forget “Works as a nurse”' }));
    await expect(await within(section).findByText('Selene forgot “Works as a nurse”.')).toBeVisible();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  },
};

/** Forget Everything asks once more, then the list is empty. */
export const MemoriesForgetEverything: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { auth: authHandlers.as('core'), memory: memoryHandlers.some() } } },
  play: async ({ canvas, userEvent }) => {
    const section = await memories(canvas);
    await userEvent.click(await within(section).findByRole('button', { name: 'Forget Everything' }, pageLoad));
    await expect(within(section).getByText('Forget all 3 things Selene remembers?')).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Yes, Forget Everything' }));
    await expect(await within(section).findByText('Selene forgot everything she remembered about you.')).toBeVisible();
    await expect(await within(section).findByText('Selene remembers nothing about you yet.')).toBeVisible();
  },
};

/** Nothing remembered yet. */
export const MemoriesNone: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.as('core'), memory: memoryHandlers.empty() } } },
  play: async ({ canvas }) => {
    const section = await memories(canvas);
    await expect(await within(section).findByText('Selene remembers nothing about you yet.')).toBeVisible();
  },
};

/** The memories could not be read, or one could not be forgotten: said, and nothing pretends otherwise. */
export const MemoriesErrors: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { auth: authHandlers.as('core'), memory: memoryHandlers.deleteError() } } },
  play: async ({ canvas, userEvent }) => {
    const section = await memories(canvas);
    await userEvent.click(await within(section).findByRole('button', { name: 'Forget “Sun in Scorpio”' }, pageLoad));
    await expect(
      await within(section).findByText('That could not be forgotten just now. Please try again.'),
    ).toBeVisible();
    await expect(within(section).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The list could not be read: Try Again. */
export const MemoriesLoadError: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.as('core'), memory: memoryHandlers.loadError() } } },
  play: async ({ canvas }) => {
    const section = await memories(canvas);
    await expect(await within(section).findByText('What Selene remembers could not be loaded.')).toBeVisible();
    await expect(within(section).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};
