import { createMemoryBackend } from '@app/mocks';
import { server } from '@app/mocks/node';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderChatPage } from './testing';

// Issue 8: the chat's heavy parts are chunks of their own. Each module below records that it was
// requested (the browser would fetch its chunk), so the tests see what a visitor's `/` loads.
const requested = vi.hoisted(() => new Set<string>());
vi.mock('./ConversationLog', async (importOriginal) => {
  requested.add('ConversationLog');
  return importOriginal();
});
vi.mock('./MarkdownRenderer', async (importOriginal) => {
  requested.add('MarkdownRenderer');
  return importOriginal();
});
vi.mock('./ComposerBar', async (importOriginal) => {
  requested.add('ComposerBar');
  return importOriginal();
});
vi.mock('./DailySynopsis', async (importOriginal) => {
  requested.add('DailySynopsis');
  return importOriginal();
});
vi.mock('./UsageNotice', async (importOriginal) => {
  requested.add('UsageNotice');
  return importOriginal();
});
vi.mock('./ConversationPanel', async (importOriginal) => {
  requested.add('ConversationPanel');
  return importOriginal();
});
vi.mock('./VoiceInput', async (importOriginal) => {
  requested.add('VoiceInput');
  return importOriginal();
});

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

// In order: the visitor first, while no chunk has been requested in this file.
describe('ChatPage code splitting (issue 8)', () => {
  it('a visitor loads the page and the microphone, and nothing else', async () => {
    renderChatPage();
    const input = await screen.findByRole('textbox', { name: 'Message to Selene' });
    await waitFor(() => expect(input).toHaveAttribute('placeholder', 'Please log in to chat with Selene'));
    expect(await screen.findByRole('button', { name: 'Saturn lessons' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start voice input' })).toBeDisabled();
    expect([...requested]).toEqual(['VoiceInput']);
  });

  it('a logged-in core client gets every part: conversation, planner, voice, counter', async () => {
    const backend = createMemoryBackend({ tier: 'core' });
    server.use(...Object.values(backend.handlers).flat());
    renderChatPage({ greetingHour: 9 });
    // The planner (empty chat, core; one line until unfolded), the voice replies and the counter all arrive.
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Show today's planner" }));
    expect(await screen.findByRole('heading', { name: 'Good morning, core' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Voice replies' })).toBeEnabled();
    expect(await screen.findByText('75 prompts left')).toBeInTheDocument();
    // The conversation's chunks were requested with the user, before there is a message to show.
    await waitFor(() =>
      expect(requested).toEqual(
        new Set([
          'VoiceInput',
          'ComposerBar',
          'ConversationLog',
          'MarkdownRenderer',
          'UsageNotice',
          'DailySynopsis',
          'ConversationPanel',
        ]),
      ),
    );
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message to Selene' }), 'Hello{Enter}');
    const log = await screen.findByRole('log', { name: 'Conversation with Selene' });
    expect(await within(log).findByText(/Thank you for asking, "Hello"/)).toBeInTheDocument();
  });
});
