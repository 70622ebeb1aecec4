import { defaultPreferences } from '@app/contract';
import {
  authHandlers,
  chatHandlers,
  createMemoryBackend,
  fixtures,
  preferencesHandlers,
  subscriptionHandlers,
  synopsisHandlers,
} from '@app/mocks';
import { server } from '@app/mocks/node';
import { createFakeGetUserMedia, createFakeSpeechRecognition } from '@app/ui/testing';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../app/storageKeys';
import { setUpMockApi } from '../testing/mockApi';
import { renderChatPage } from './testing';

// Page flows run real requests through MSW; on a busy two-core machine they need more than 5 s.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

setUpMockApi();

const textbox = () => screen.getByRole('textbox', { name: 'Message to Selene' });

function useBackend(options: Parameters<typeof createMemoryBackend>[0]) {
  const backend = createMemoryBackend(options);
  server.use(...Object.values(backend.handlers).flat());
  return backend;
}

/** The bodies of the sends, in order. */
function recordSends() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && /\/messages$/.test(new URL(request.url).pathname)) {
      bodies.push(await request.clone().json());
    }
  });
  return bodies;
}

/**
 * A mouse click as a browser runs it: the click's listeners, then a microtask checkpoint (in which
 * React renders a click's updates at once), then the button's default action, judged by the button
 * as it is by then. jsdom runs the default action inside `dispatchEvent`, before any microtask, so on
 * its own it cannot show a button that turns into a submit button during its own click.
 */
async function clickLikeABrowser(button: HTMLButtonElement) {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, detail: 0 });
  const reactAct = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = reactAct.IS_REACT_ACT_ENVIRONMENT;
  // React reads `window.event` to give the updates the click's (synchronous) priority.
  Object.defineProperty(window, 'event', { configurable: true, get: () => click });
  reactAct.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    const { form } = button;
    button.dispatchEvent(click);
    for (let tick = 0; tick < 2_000; tick += 1) await Promise.resolve();
    // A button replaced during its own click: Chromium's click then lands on what took its place
    // under the pointer (Send, in place of Stop).
    const target = button.isConnected ? button : form?.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (form && target && !click.defaultPrevented && target.type === 'submit' && !target.disabled) {
      form.requestSubmit(target);
    }
  } finally {
    Reflect.deleteProperty(window, 'event');
    reactAct.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}

describe('ChatPage: visitors (DECISIONS "Anonymous visitors")', () => {
  it('disables the input with the log-in placeholder and keeps the care line', async () => {
    renderChatPage();
    await waitFor(() => expect(textbox()).toHaveAttribute('placeholder', 'Please log in to chat with Selene'), {
      timeout: 3_000,
    });
    expect(textbox()).toBeDisabled();
    expect(
      screen.getByText('Selene offers guidance for reflection, not medical, legal or psychological treatment.'),
    ).toBeInTheDocument();
    // The microphone (its own chunk) shows, disabled; the voice replies are for logged-in users only.
    expect(await screen.findByRole('button', { name: 'Start voice input' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: /voice/i })).not.toBeInTheDocument();
  });

  it('a suggested prompt is stored and the visitor goes to /auth, to come back here', async () => {
    const user = userEvent.setup();
    renderChatPage({ path: '/chat' });
    const prompt = await screen.findByRole('button', { name: 'Saturn lessons' });
    await user.click(prompt);
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(localStorage.getItem('moonheart-stored-prompt')).toMatch(/^What is Saturn asking of me/);
    expect(sessionStorage.getItem('moonheart-redirect-after-auth')).toBe('/chat');
  });

  it('after log-in the stored prompt is in the input, focused after 500 ms, and removed', async () => {
    useBackend({ tier: 'core' });
    localStorage.setItem('moonheart-stored-prompt', 'Read my natal chart');
    renderChatPage();
    await waitFor(() => expect(textbox()).toHaveValue('Read my natal chart'));
    expect(localStorage.getItem('moonheart-stored-prompt')).toBeNull();
    expect(textbox()).not.toHaveFocus();
    await waitFor(() => expect(textbox()).toHaveFocus());
  });
});

describe('ChatPage: sending', () => {
  it('sends with Enter, shows the reply with feedback, and thanks for the feedback', async () => {
    const backend = useBackend({ tier: 'core' });
    const user = userEvent.setup();
    renderChatPage();
    await screen.findByRole('button', { name: 'Saturn lessons' });
    await user.type(textbox(), 'What does my Moon sign say?{Enter}');
    const log = await screen.findByRole('log', { name: 'Conversation with Selene' });
    await within(log).findByText(/Thank you for asking, "What does my Moon sign say\?"/);
    expect(await screen.findByText('74 prompts left')).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: 'Helpful' }));
    expect(await screen.findByText('Thanks for the positive feedback!')).toBeInTheDocument();
    expect(backend.state.feedback).toEqual([
      expect.objectContaining({ contentType: 'chat_message', feedback: 'positive' }),
    ]);
  });

  it('is addressed to the assistant chosen in preferences: the composer and the log say Orion', async () => {
    useBackend({ tier: 'core' });
    server.use(...preferencesHandlers.with({ ...defaultPreferences, assistant: 'orion' }));
    const user = userEvent.setup();
    renderChatPage();
    await screen.findByRole('button', { name: 'Saturn lessons' });
    const composer = await screen.findByRole('textbox', { name: 'Message to Orion' });
    expect(screen.queryByRole('textbox', { name: 'Message to Selene' })).toBeNull();
    await user.type(composer, 'Which planet rules Scorpio?{Enter}');
    expect(await screen.findByRole('log', { name: 'Conversation with Orion' })).toBeInTheDocument();
  });

  it('send becomes stop while a reply loads; stop shows "Response stopped" and keeps the text', async () => {
    server.use(...authHandlers.as('core'), ...chatHandlers.slow(20_000, 'sendMessage'));
    const user = userEvent.setup();
    renderChatPage();
    await screen.findByRole('log');
    await user.type(textbox(), 'A long question{Enter}');
    const stop = await screen.findByRole('button', { name: 'Stop' });
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await user.click(stop);
    const status = await screen.findByText('Response stopped');
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText('The AI response has been cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(textbox()).toHaveValue('A long question'));
  });

  it('stop ends the send without the same click sending the question again (one POST)', async () => {
    server.use(...authHandlers.as('core'), ...chatHandlers.slow(20_000, 'sendMessage'));
    const sends = recordSends();
    const user = userEvent.setup();
    renderChatPage();
    await screen.findByRole('log');
    await user.type(textbox(), 'Tell me about Saturn{Enter}');
    const stop = await screen.findByRole('button', { name: 'Stop' });
    await waitFor(() => expect(sends).toHaveLength(1));
    await clickLikeABrowser(stop as HTMLButtonElement);
    // Long enough for a re-send (or a held send, 1 s later) to have gone out.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_500)));
    expect(sends).toEqual([expect.objectContaining({ content: 'Tell me about Saturn' })]);
    const status = screen.getByText('Response stopped');
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText('The AI response has been cancelled.')).toBeInTheDocument();
    expect(textbox()).toHaveValue('Tell me about Saturn');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('"Request failed" is announced and the typed text comes back', async () => {
    server.use(...authHandlers.as('core'), ...chatHandlers.serverError('sendMessage'));
    const user = userEvent.setup();
    renderChatPage();
    await screen.findByRole('log');
    await user.type(textbox(), 'Please keep this{Enter}');
    expect((await screen.findByText('Request failed')).closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(textbox()).toHaveValue('Please keep this'));
  });

  it('429: the toast with the server message, the limit placeholder and the text kept', async () => {
    server.use(...authHandlers.as('core'), ...chatHandlers.dailyLimit('core', 75));
    const user = userEvent.setup();
    // The fixture's limit info resets at the next UTC midnight after the fixtures' moment.
    const { toasts } = renderChatPage({ now: () => fixtures.fixtureNow.getTime() });
    await screen.findByRole('log');
    await user.type(textbox(), 'One more{Enter}');
    await waitFor(() => expect(toasts.getSnapshot()[0]?.title).toBe('Daily Limit Reached'));
    expect(toasts.getSnapshot()[0]).toMatchObject({
      description: fixtures.limitReachedBody('core', 75).message,
      duration: 6000,
    });
    await waitFor(() => expect(textbox()).toHaveValue('One more'));
    expect(textbox()).toHaveAttribute('placeholder', 'Daily limit reached. Try again tomorrow.');
    expect(await screen.findByText('0 prompts left')).toBeInTheDocument();
  });

  it("writes the allowance's reset on the person's clock, zone named (Tokyo: UTC midnight is 9:00 AM)", async () => {
    server.use(
      ...authHandlers.as('core'),
      ...chatHandlers.dailyLimit('core', 75),
      ...preferencesHandlers.with({ ...defaultPreferences, timeZone: 'Asia/Tokyo' }),
    );
    const user = userEvent.setup();
    renderChatPage({ now: () => fixtures.fixtureNow.getTime() });
    await screen.findByRole('log');
    await user.type(textbox(), 'One more{Enter}');
    expect(await screen.findByText('0 prompts left')).toBeInTheDocument();
    expect(await screen.findAllByText(/Resets at 9:00\sAM GMT\+9/)).not.toHaveLength(0);
    expect(screen.queryByText(/Resets at 12:00\sAM UTC/)).toBeNull();
  });

  it('offline: says so, holds the message in view, and sends it once when the network is back', async () => {
    useBackend({ tier: 'core' });
    const sends = recordSends();
    let online = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    try {
      const user = userEvent.setup();
      renderChatPage();
      await screen.findByRole('button', { name: 'Saturn lessons' });
      online = false;
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(await screen.findByText("You're offline.")).toBeInTheDocument();

      await user.type(textbox(), 'Is Mercury retrograde?{Enter}');
      const log = await screen.findByRole('log');
      const held = await within(log).findByRole('article', { name: /^You/ });
      expect(held).toHaveAttribute('data-waiting', 'true');
      expect(within(held).getByText('Is Mercury retrograde?')).toBeInTheDocument();
      expect(within(held).getByText('Waiting for the connection...')).toBeInTheDocument();
      expect(
        screen.getByText('Your message will be sent once, as soon as the connection returns.'),
      ).toBeInTheDocument();
      expect(textbox()).toHaveValue('');
      // Kept on the device too: a reload while offline finds it in the composer, unsent.
      expect(localStorage.getItem(storageKeys.storedPrompt)).toBe('Is Mercury retrograde?');
      // A second message waits in the composer: one message is held at a time.
      await user.type(textbox(), 'And Venus?{Enter}');
      expect(textbox()).toHaveValue('And Venus?');
      expect(sends).toEqual([]);

      online = true;
      act(() => void window.dispatchEvent(new Event('online')));
      act(() => void window.dispatchEvent(new Event('online')));
      // The first send creates the conversation: the history is drawn anew, so it is asked again.
      await screen.findByText(/Thank you for asking, "Is Mercury retrograde\?"/);
      await waitFor(() => expect(screen.queryByText("You're offline.")).toBeNull());
      expect(sends).toEqual([expect.objectContaining({ content: 'Is Mercury retrograde?' })]);
      expect(screen.queryByText('Waiting for the connection...')).toBeNull();
      expect(within(await screen.findByRole('log')).getAllByText('Is Mercury retrograde?')).toHaveLength(1);
      expect(localStorage.getItem(storageKeys.storedPrompt)).toBeNull();
    } finally {
      onLine.mockRestore();
    }
  });

  it('a failed start raises "Connection Error" and shows Connection Issue; Try Again brings the chat', async () => {
    server.use(
      ...authHandlers.as('core'),
      ...chatHandlers.mix({ listConversations: 'empty', createConversation: 'serverError' }),
    );
    const user = userEvent.setup();
    const { toasts } = renderChatPage();
    expect(await screen.findByRole('heading', { name: 'Connection Issue' }, { timeout: 3_000 })).toBeInTheDocument();
    expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Connection Error', variant: 'destructive' });
    server.use(...chatHandlers.mix({ listConversations: 'empty' }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    // The new conversation is empty: the suggested prompts invite the first question.
    expect(await screen.findByRole('button', { name: 'Saturn lessons' })).toBeInTheDocument();
  });

  it('the planner Ask while a reply loads is held, announced, and sent 1 s after the reply', async () => {
    useBackend({ tier: 'core' });
    server.use(
      http.post('*/api/conversations/:id/messages', async () => {
        await delay(300);
      }),
    );
    const bodies = recordSends();
    const user = userEvent.setup();
    renderChatPage({ greetingHour: 9 });
    await user.click(await screen.findByRole('button', { name: "Show today's planner" }));
    const ask = await screen.findByRole('button', { name: 'Ask Selene about my day' });
    await screen.findByRole('heading', { name: 'General Energy' });
    await user.type(textbox(), 'First question{Enter}');
    await screen.findByRole('button', { name: 'Stop' });
    await user.click(ask);
    expect(
      await screen.findByText('1 question is waiting. It will be sent when Selene has replied.'),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(await screen.findByText('Question Sent to Selene', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ dailyPlannerContext: { isDailyPlannerRequest: true } });
    expect(screen.queryByText(/question is waiting/)).not.toBeInTheDocument();
  });
});

describe('ChatPage: tiers, voice and the synopsis', () => {
  it('voice input puts the corrected transcript into the input (spec 4, 5)', async () => {
    useBackend({ tier: 'core' });
    const recognition = createFakeSpeechRecognition();
    const user = userEvent.setup();
    renderChatPage({
      voiceInput: { recognitionFactory: recognition.factory, getUserMedia: createFakeGetUserMedia('grant') },
    });
    await screen.findByRole('button', { name: 'Saturn lessons' }, { timeout: 3_000 });
    await user.type(textbox(), 'Tell me:');
    await user.click(await screen.findByRole('button', { name: 'Start voice input' }));
    await screen.findByRole('button', { name: 'Stop voice input' });
    act(() => recognition.emitFinal('hey celine what is my moon sign'));
    await user.click(screen.getByRole('button', { name: 'Stop voice input' }));
    await waitFor(() => expect(textbox()).toHaveValue('Tell me: hey Selene what is my moon sign'));
    expect(textbox()).toHaveFocus();
  });

  it('free tier: voice buttons disabled with their badges (spec 6)', async () => {
    server.use(
      ...authHandlers.as('free'),
      ...subscriptionHandlers.tier('free', 0),
      ...chatHandlers.empty('listMessages'),
    );
    renderChatPage();
    expect(await screen.findByText('Premium Feature')).toBeInTheDocument();
    expect(await screen.findByText('Selene Voice')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voice replies' })).toBeDisabled();
  });

  it('core with an empty chat: the synopsis; Ask sends the planner data and confirms in place', async () => {
    useBackend({ tier: 'core' });
    const bodies = recordSends();
    const user = userEvent.setup();
    renderChatPage({ greetingHour: 9 });
    // The planner is one line at the top of the chat until it is unfolded.
    const unfold = await screen.findByRole('button', { name: "Show today's planner" });
    expect(unfold).toHaveAttribute('aria-expanded', 'false');
    await user.click(unfold);
    expect(screen.getByRole('button', { name: "Hide today's planner" })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('heading', { name: 'Good morning, core' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'General Energy' });
    await user.click(await screen.findByRole('button', { name: 'Ask Selene about my day' }));
    expect(await screen.findByText('Question Sent to Selene')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      isUserMessage: true,
      dailyPlannerContext: {
        isDailyPlannerRequest: true,
        dailyPlannerData: { generalEnergy: fixtures.homeSynopsis.generalEnergy },
      },
    });
  });

  it('Ask before the planner has loaded: the "Loading Data" toast, and nothing is sent (spec 4)', async () => {
    useBackend({ tier: 'core' });
    server.use(...synopsisHandlers.slow(60_000));
    const bodies = recordSends();
    const user = userEvent.setup();
    const { toasts } = renderChatPage({ greetingHour: 9 });
    await user.click(await screen.findByRole('button', { name: "Show today's planner" }));
    await user.click(await screen.findByRole('button', { name: 'Ask Selene about my day' }));
    await waitFor(() =>
      expect(toasts.getSnapshot()[0]).toMatchObject({
        title: 'Loading Data',
        description: 'Please wait for your daily planner to load before asking Selene.',
        variant: 'destructive',
      }),
    );
    // Shown once, by the toaster: not again in the card.
    expect(screen.queryByText('Loading Data')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('core with messages: no synopsis; advanced with messages: the synopsis stays (spec 4)', async () => {
    server.use(...authHandlers.as('core'), ...chatHandlers.success(), ...synopsisHandlers.success());
    const first = renderChatPage({ greetingHour: 9 });
    await screen.findByRole('log');
    expect(screen.queryByRole('button', { name: "Show today's planner" })).not.toBeInTheDocument();
    first.unmount();

    server.use(...authHandlers.as('advanced'), ...subscriptionHandlers.tier('advanced', 3));
    renderChatPage({ greetingHour: 9 });
    await screen.findByRole('log');
    expect(await screen.findByRole('button', { name: "Show today's planner" })).toBeInTheDocument();
  });

  it('admins: the admin placeholder, no banner or counter', async () => {
    server.use(...authHandlers.as('admin'), ...chatHandlers.success());
    renderChatPage();
    await screen.findByRole('log');
    expect(textbox()).toHaveAttribute('placeholder', 'Ask Selene anything... (Admin access)');
    // Once the composer bar is in (voice replies on for admins), it has no counter.
    expect(await screen.findByRole('button', { name: 'Voice replies' })).toBeEnabled();
    expect(screen.queryByText(/prompts? left/)).not.toBeInTheDocument();
  });
});
