import { createMemoryBackend } from '@app/mocks';
import { server } from '@app/mocks/node';
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpMockApi } from '../testing/mockApi';
import { renderApp } from '../testing/renderApp';

// The chat inside the whole shell (H4's router, guards and chrome): the lazy route resolves to it.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 8_000 });

setUpMockApi();

const textbox = () => screen.findByRole('textbox', { name: 'Message to Selene' });

describe('the chat in the shell', () => {
  it.each(['/', '/chat', '/client'])('%s serves the chat to a core client', async (path) => {
    server.use(...Object.values(createMemoryBackend({ tier: 'core' }).handlers).flat());
    renderApp(path);
    const input = await textbox();
    await waitFor(() => expect(input).toHaveAttribute('placeholder', 'Ask Selene anything...'));
    // The core tier's daily planner, folded into one line at the top; the history beside the chat.
    expect(await screen.findByRole('button', { name: "Show today's planner" })).toBeInTheDocument();
    // The panel's and the phone toolbar's (the stylesheet shows one of them, by the screen's width).
    expect(await screen.findAllByRole('button', { name: 'New conversation' })).toHaveLength(2);
    expect(screen.getByRole('complementary', { name: 'Conversations' })).toBeInTheDocument();
  });

  it('/ serves the chat to a visitor, input disabled', async () => {
    renderApp('/');
    const input = await textbox();
    await waitFor(() => expect(input).toHaveAttribute('placeholder', 'Please log in to chat with Selene'));
    expect(input).toBeDisabled();
  });
});
