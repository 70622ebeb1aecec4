import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { ConversationDrawer, type ConversationDrawerProps } from './ConversationDrawer';

function Host({
  onOpenChange,
  navigate = () => {},
  ...props
}: Partial<ConversationDrawerProps> & { navigate?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <RouterProvider navigate={navigate}>
      <button type="button" onClick={() => setOpen(true)}>
        Conversations
      </button>
      <ConversationDrawer
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
        {...props}
      >
        {/* A RAC link, routed by the provider (it stops the click's propagation). */}
        <Link href="/chat?conversation=c1">Full Moon in Virgo</Link>
        <a href="/chat?conversation=c2" target="_blank" rel="noreferrer">
          In a new tab
        </a>
      </ConversationDrawer>
    </RouterProvider>
  );
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Conversations' }));
  return screen.findByRole('dialog', { name: 'Conversations' });
}

describe('ConversationDrawer', () => {
  it('is a named modal dialog with its content and a labelled close button', async () => {
    const user = userEvent.setup();
    render(<Host />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await open(user);
    expect(within(dialog).getByRole('link', { name: 'Full Moon in Virgo' })).toBeInTheDocument();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Close conversations' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // RAC gives focus back to the opener a frame later.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Conversations' })).toHaveFocus());
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Host onOpenChange={onOpenChange} />);
    await open(user);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when a link inside is followed here, not for a new tab', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(<Host navigate={navigate} />);
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('link', { name: 'In a new tab' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Control>}');
    await user.click(within(dialog).getByRole('link', { name: 'Full Moon in Virgo' }));
    await user.keyboard('{/Control}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Full Moon in Virgo' }));
    expect(navigate).toHaveBeenLastCalledWith('/chat?conversation=c1', undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can stay open on navigation, and takes other names', async () => {
    const user = userEvent.setup();
    render(<Host closeOnNavigate={false} label="History" closeLabel="Close history" />);
    await user.click(screen.getByRole('button', { name: 'Conversations' }));
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    await user.click(within(dialog).getByRole('link', { name: 'Full Moon in Virgo' }));
    expect(screen.getByRole('dialog', { name: 'History' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close history' })).toBeInTheDocument();
  });
});
