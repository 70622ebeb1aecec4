import {
  createToastQueue,
  defaultToastDuration,
  messages,
  SWIPE_THRESHOLD,
  Toaster,
  type ToasterProps,
  type ToastInput,
  type ToastPolicy,
  type ToastQueue,
  type ToastVariant,
  toastVariants,
} from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, useSyncExternalStore } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { specToasts } from '../../packages/app/src/app/specToasts';

interface ToastStoryArgs {
  /** Toasts added (oldest first) when the story mounts. */
  toasts: ToastInput[];
  /** Buttons that add a toast, for the interactive stories. */
  triggers?: ToastInput[];
  policy?: ToastPolicy;
  hotkey?: ToasterProps['hotkey'];
  /** The queue's limit (the spec's is 1; the Matrix story shows more at once). */
  limit?: number;
  /** Shows what the queue holds, open or closed, beside the toaster. */
  showQueue?: boolean;
}

/**
 * Every story gets its own queue with auto-dismiss off, so a toast stays open and still for the
 * play function and the screenshots; durations are still recorded on each toast.
 */
function ToastStory({ toasts, triggers = [], policy, hotkey, limit, showQueue }: ToastStoryArgs) {
  const [queue] = useState(() => {
    const created = createToastQueue({ autoDismiss: false, ...(limit ? { limit } : {}) });
    for (const toast of toasts) created.add(toast);
    return created;
  });
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {triggers.map((toast) => (
        <button key={toast.title} type="button" onClick={() => queue.add(toast)}>
          Show {toast.title}
        </button>
      ))}
      {showQueue ? <QueueReadout queue={queue} /> : null}
      <Toaster queue={queue} policy={policy} hotkey={hotkey} />
    </div>
  );
}

function QueueReadout({ queue }: { queue: ToastQueue }) {
  const held = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  return (
    <output aria-label="Queue">
      {held.length === 0
        ? 'The queue is empty.'
        : held.map((toast) => `${toast.title}: ${toast.open ? 'open' : 'closed'}`).join(', ')}
    </output>
  );
}

const meta = {
  title: 'UI/Feedback/Toast',
  id: 'ui-toast',
  component: ToastStory,
  subcomponents: { Toaster },
  args: { toasts: [] },
  parameters: {
    // The region is fixed to the viewport's corner: each story gets its own frame on the docs page.
    docs: {
      story: { inline: false, height: '260px' },
      description: {
        component: `Short notices in a corner of the screen. A toast queue (\`createToastQueue()\`) holds the toasts; one \`<Toaster queue={...} />\` shows the queue's open toasts, bottom right (full width at the bottom under 768 px). By default the queue holds one toast: adding another replaces it. A toast closes by itself after its \`duration\` (5 s by default; \`Infinity\` or 0 keeps it), with its Dismiss button, with Escape, or with a horizontal swipe of more than 50 px. The app builds its own messages with their variant and duration (these stories show Moonheart's, from the app's \`specToasts\`).

### When to use
- For brief news that is not tied to one place on the screen, such as "Connection Error" or "Session Expired".
- For a failure that has a place and a retry, use an inline message such as **ConnectionIssue**. When the whole app has failed, use **ErrorScreen**. Components such as **FeedbackWidget** and **VoiceInputButton** show their own errors inline.

### Do
- Do create one queue for the app and render one \`Toaster\` for it.
- Do keep the title short and put the detail in the description: the title names the toast and the description describes it for screen readers.
- Do use the \`destructive-only\` policy if only errors should appear as toasts, and confirm other outcomes in place (under that policy other toasts are dropped).

### Don't
- Don't put anything in a toast that people must read or act on to continue: it closes by itself and holds no actions besides Dismiss.
- Don't toast an error that the component already shows inline, or it is announced twice.
- Don't pick a variant for its colour alone: the variant also sets the icon and, under \`destructive-only\`, whether the toast shows at all.

### Accessibility
- **Keyboard:** F8 moves focus to the newest toast (change the key with \`hotkey\`, or turn it off with \`null\`; it does nothing while no toast is open). From a toast, Tab reaches its Dismiss button; Enter or Space on Dismiss, or Escape on the focused toast, closes it. When the last toast closes, focus returns to where it was before.
- **Roles and names:** a \`region\` landmark named "Notifications" (change it with \`aria-label\`) with \`aria-keyshortcuts="F8"\`. Each toast is a focusable \`alertdialog\` (not modal) named by its title and described by its description, with a \`button\` named "Dismiss".
- **Announcements:** each toast's text sits in a \`role="alert"\` region, so screen readers read the title and description at once when the toast appears.
- **Timing:** a toast's timer pauses while the pointer is over the region or focus is inside it.
- **Motion:** a replaced or dismissed toast cross-fades (where the browser supports view transitions), and a short swipe snaps back smoothly. Under \`prefers-reduced-motion: reduce\` changes are instant.
- **Touch:** the Dismiss button is 32 × 32 px, below the 44 px guideline; on touch screens a horizontal swipe also dismisses.`,
      },
    },
  },
} satisfies Meta<typeof ToastStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The toast region is portalled to the document's body, outside the story's root. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function expectToast(canvasElement: HTMLElement, title: string, description?: string) {
  const body = page(canvasElement);
  const region = await body.findByRole('region', { name: 'Notifications' });
  const toast = within(region).getByRole('alertdialog', { name: title });
  if (description) await expect(toast).toHaveAccessibleDescription(description);
  else await expect(toast).not.toHaveAccessibleDescription();
  await expect(within(toast).getByRole('alert')).toHaveTextContent(`${title}${description ?? ''}`);
  await expect(within(toast).getByRole('button', { name: 'Dismiss' })).toBeVisible();
  await expect(body.getAllByRole('alertdialog')).toHaveLength(1);
  return toast;
}

// Variants ---------------------------------------------------------------------------------------

const variantToasts: Record<ToastVariant, ToastInput> = {
  default: { title: 'Reading saved', description: 'Your reflection is in your journal.', variant: 'default' },
  destructive: {
    title: 'Connection Error',
    description: 'Unable to start a conversation. Please refresh the page or try again later.',
    variant: 'destructive',
  },
  success: { title: messages.toast.questionSent.title, variant: 'success' },
  info: { title: 'Response stopped', description: 'The AI response has been cancelled.', variant: 'info' },
};

const variantStory = (variant: ToastVariant): Story => ({
  args: { toasts: [variantToasts[variant]] },
  play: async ({ canvasElement }) => {
    const { title, description } = variantToasts[variant];
    const toast = await expectToast(canvasElement, title, description);
    await expect(toast).toHaveAttribute('data-variant', variant);
    await expect(toast).toHaveAttribute('data-duration', String(defaultToastDuration));
  },
});

export const Default = variantStory('default');
export const Destructive = variantStory('destructive');
export const Success = variantStory('success');
export const Info = variantStory('info');

// One story per toast the spec names (sections 4 and 8) -------------------------------------------

const specStory = (toast: ToastInput, extra?: (element: HTMLElement) => Promise<void>): Story => ({
  args: { toasts: [toast] },
  play: async ({ canvasElement }) => {
    const element = await expectToast(canvasElement, toast.title, toast.description);
    await expect(element).toHaveAttribute('data-variant', toast.variant ?? 'default');
    await extra?.(element);
  },
});

export const SessionExpired = specStory(specToasts.sessionExpired());
export const ConnectionError = specStory(specToasts.connectionError());
/** Spec 8: the 429 toast lasts 6 s (the story holds it open; the duration is still configured). */
export const DailyLimitReached = specStory(specToasts.dailyLimitReached(), async (toast) => {
  await expect(toast).toHaveAttribute('data-duration', '6000');
});
export const ResponseStopped = specStory(specToasts.responseStopped());
export const SubscriptionRequired = specStory(specToasts.subscriptionRequired(['advanced', 'elite'], 'core'), (toast) =>
  expect(
    within(toast).getByText(
      'This feature requires a advanced or elite subscription or higher. Your current tier: core',
    ),
  ).toBeVisible(),
);
export const LoginFailed = specStory(specToasts.loginFailed());
export const RegistrationFailed = specStory(specToasts.registrationFailed());
export const FeedbackError = specStory(specToasts.feedbackError());
export const LoadingData = specStory(specToasts.loadingData());
/** "Error" when asking about the day fails. */
export const ErrorAskFailure = specStory(specToasts.askError());
export const QuestionSentToSelene = specStory(specToasts.questionSent());
export const KnowledgeLoadError = specStory(specToasts.knowledgeLoadError());
export const TeachingUploadError = specStory(specToasts.teachingUploadError());
export const LoggedOutLocally = specStory(specToasts.loggedOutLocally());
export const VoiceRecognitionError = specStory(specToasts.voiceRecognitionError(messages.voice.input.noSpeech));
export const VoiceInputError = specStory(specToasts.voiceInputError(messages.voice.input.noMicrophone));

// Behaviour -------------------------------------------------------------------------------------

/** Spec 4: at most one toast; adding one puts it first and drops the rest. */
export const OneToastLimit: Story = {
  tags: ['interaction'],
  args: { triggers: [specToasts.loginFailed(), specToasts.feedbackError()], showQueue: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show Login Failed' }));
    await expectToast(canvasElement, 'Login Failed', 'Please check your credentials and try again');
    await userEvent.click(canvas.getByRole('button', { name: 'Show Feedback Error' }));
    await expectToast(canvasElement, 'Feedback Error', 'Unable to submit feedback. Please try again.');
    await expect(page(canvasElement).queryByText('Login Failed')).toBeNull();
    await expect(canvas.getByRole('status', { name: 'Queue' })).toHaveTextContent(/^Feedback Error: open$/);
  },
};

/** Dismissing closes the toast at once; the queue keeps the closed record for 1,000,000 ms (spec 4). */
export const Dismiss: Story = {
  tags: ['interaction'],
  args: { toasts: [specToasts.connectionError()], showQueue: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toast = await expectToast(canvasElement, 'Connection Error', specToasts.connectionError().description);
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('status', { name: 'Queue' })).toHaveTextContent('Connection Error: closed');
  },
};

/**
 * The app's policy (spec 4, DECISIONS.md "Toasts"): only destructive toasts show. "Question Sent to
 * Selene" is not shown as a toast; the app confirms it in place instead.
 */
export const DestructiveOnlyPolicy: Story = {
  tags: ['interaction'],
  args: { policy: 'destructive-only', triggers: [specToasts.questionSent(), specToasts.askError()] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show Question Sent to Selene' }));
    await expect(page(canvasElement).queryByRole('region', { name: 'Notifications' })).toBeNull();
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show Error' }));
    await expectToast(canvasElement, 'Error', messages.toast.askError.description);
  },
};

/** Spec 4: F8 moves focus to the toast in the Notifications region; Tab reaches Dismiss. */
export const F8FocusesRegion: Story = {
  tags: ['interaction'],
  args: { toasts: [specToasts.sessionExpired()], triggers: [] },
  render: (args) => (
    <>
      <p>Press F8 to reach the notification.</p>
      <ToastStory {...args} />
    </>
  ),
  play: async ({ canvasElement, userEvent }) => {
    const toast = await expectToast(canvasElement, 'Session Expired', 'Please log in again to continue.');
    const region = page(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveAttribute('aria-keyshortcuts', 'F8');
    await expect(toast).not.toHaveFocus();
    await userEvent.keyboard('{F8}');
    await expect(toast).toHaveFocus();
    await expect(region).toContainElement(toast);
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(toast).toHaveFocus();
  },
};

/** Spec 4: a horizontal drag further than 50 px dismisses; a shorter one snaps back. */
export const SwipeDismiss: Story = {
  tags: ['interaction'],
  args: { toasts: [specToasts.teachingUploadError()], showQueue: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toast = await expectToast(canvasElement, 'Error', 'Failed to upload teaching');
    const box = toast.getBoundingClientRect();
    const start = { clientX: box.left + 40, clientY: box.top + box.height / 2 };
    const drag = (distance: number) =>
      userEvent.pointer([
        { keys: '[MouseLeft>]', target: toast, coords: start },
        { target: toast, coords: { ...start, clientX: start.clientX + distance / 2 } },
        { target: toast, coords: { ...start, clientX: start.clientX + distance } },
        { keys: '[/MouseLeft]', target: toast, coords: { ...start, clientX: start.clientX + distance } },
      ]);
    await drag(SWIPE_THRESHOLD - 20);
    await expect(toast).toBeVisible();
    await expect(toast.style.transform).toBe('');
    await expect(canvas.getByRole('status', { name: 'Queue' })).toHaveTextContent('Error: open');
    await drag(SWIPE_THRESHOLD + 30);
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('status', { name: 'Queue' })).toHaveTextContent('Error: closed');
  },
};

/** Every variant at once (a queue with a larger limit), for visual regression. */
export const Matrix: Story = {
  tags: ['!autodocs'],
  args: { limit: toastVariants.length, toasts: toastVariants.map((variant) => variantToasts[variant]) },
  play: async ({ canvasElement }) => {
    const toasts = await page(canvasElement).findAllByRole('alertdialog');
    await expect(toasts.map((toast) => toast.getAttribute('data-variant'))).toEqual([...toastVariants].reverse());
  },
};
