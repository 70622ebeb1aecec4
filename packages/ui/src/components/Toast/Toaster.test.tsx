import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';
import { createToastQueue, type ToastInput, type ToastQueue, toastVariants } from './toastQueue';

const destructive = (title: string, description?: string): ToastInput => ({
  title,
  description,
  variant: 'destructive',
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(queue: ToastQueue = createToastQueue({ autoDismiss: false }), policy?: 'all' | 'destructive-only') {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Elsewhere</button>
      <Toaster queue={queue} policy={policy} />
    </>,
  );
  const add: ToastQueue['add'] = (input) => {
    let id: string | null = null;
    act(() => {
      id = queue.add(input);
    });
    return id;
  };
  return { queue, user, add };
}

const region = () => screen.getByRole('region', { name: 'Notifications' });

describe('Toaster', () => {
  it('renders nothing until a toast is added, then shows it in the Notifications landmark', () => {
    const { add } = setup();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    add(destructive('Session ended', 'Sign in again to continue.'));
    const toast = within(region()).getByRole('alertdialog', { name: 'Session ended' });
    expect(toast).toHaveAccessibleDescription('Sign in again to continue.');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(within(toast).getByRole('alert')).toHaveTextContent('Session endedSign in again to continue.');
    expect(region()).toHaveAttribute('aria-keyshortcuts', 'F8');
  });

  it.each(toastVariants)('renders the %s variant', (variant) => {
    const { add } = setup();
    add({ title: `A ${variant} toast`, description: 'Details', variant });
    const toast = screen.getByRole('alertdialog', { name: `A ${variant} toast` });
    expect(toast).toHaveAttribute('data-variant', variant);
    expect(toast).toHaveAccessibleDescription('Details');
    expect(within(toast).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  it('dismisses with the labelled Dismiss button, keeping the closed record for removal', async () => {
    const { add, queue, user } = setup();
    const id = add(destructive('Connection lost', 'Try again later.'));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(queue.getSnapshot()).toMatchObject([{ id, open: false }]);
  });

  it('shows one toast: adding a second replaces the first', () => {
    const { add } = setup();
    add(destructive('First'));
    add(destructive('Second'));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: 'Second' })).toBeInTheDocument();
    expect(screen.queryByText('First')).toBeNull();
  });

  it('hides non-destructive toasts under the destructive-only policy', () => {
    const { add } = setup(createToastQueue({ autoDismiss: false }), 'destructive-only');
    add({ title: 'Saved', variant: 'success' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    add(destructive('Error', 'Something went wrong.'));
    expect(screen.getByRole('alertdialog', { name: 'Error' })).toBeInTheDocument();
  });

  it('takes the queue policy by default', () => {
    const { add } = setup(createToastQueue({ autoDismiss: false, policy: 'destructive-only' }));
    add({ title: 'Stopped', variant: 'info' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('moves focus to the toast on F8, and Escape dismisses it and restores focus', async () => {
    const { add, user } = setup();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await user.click(elsewhere);
    add(destructive('Error', 'Could not load.'));
    await user.keyboard('{F8}');
    const toast = screen.getByRole('alertdialog', { name: 'Error' });
    expect(toast).toHaveFocus();
    expect(region()).toContainElement(toast);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(elsewhere).toHaveFocus();
  });

  it('does nothing on F8 without a toast or with the hotkey off', async () => {
    const user = userEvent.setup();
    const queue = createToastQueue({ autoDismiss: false });
    render(<Toaster queue={queue} hotkey={null} />);
    await user.keyboard('{F8}');
    act(() => {
      queue.add(destructive('Signed out'));
    });
    await user.keyboard('{F8}');
    expect(screen.getByRole('alertdialog', { name: 'Signed out' })).not.toHaveFocus();
    expect(region()).not.toHaveAttribute('aria-keyshortcuts');
  });

  it('dismisses on a horizontal swipe past 50 px and snaps back under it', () => {
    const { add, queue } = setup();
    const id = add(destructive('Error', 'Upload failed.'));
    const toast = screen.getByRole('alertdialog', { name: 'Error' });
    const drag = (to: number) => {
      fireEvent.pointerDown(toast, { pointerId: 1, button: 0, clientX: 100, clientY: 10 });
      fireEvent.pointerMove(toast, { pointerId: 1, clientX: 100 + to / 2, clientY: 11 });
      fireEvent.pointerMove(toast, { pointerId: 1, clientX: 100 + to, clientY: 11 });
      expect(toast.style.transform).toBe(`translateX(${to}px)`);
      fireEvent.pointerUp(toast, { pointerId: 1, button: 0, clientX: 100 + to, clientY: 11 });
    };
    drag(50);
    expect(toast).toBeInTheDocument();
    expect(toast.style.transform).toBe('');
    expect(queue.getSnapshot()[0]?.open).toBe(true);
    drag(-51);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(queue.getSnapshot()).toMatchObject([{ id, open: false }]);
  });

  it('dismisses after the default 5000 ms, and pauses while focused', () => {
    vi.useFakeTimers();
    const { add } = setup(createToastQueue());
    add(destructive('Failed'));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    add({ ...destructive('Limit reached'), duration: 6000 });
    expect(screen.getByRole('alertdialog', { name: 'Limit reached' })).toHaveAttribute('data-duration', '6000');
    fireEvent.keyDown(document.body, { key: 'F8' });
    expect(screen.getByRole('alertdialog', { name: 'Limit reached' })).toHaveFocus();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alertdialog', { name: 'Limit reached' })).toBeInTheDocument();
  });
});
