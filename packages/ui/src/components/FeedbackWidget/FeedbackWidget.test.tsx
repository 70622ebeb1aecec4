import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackWidget } from './FeedbackWidget';
import type { FeedbackValue } from './feedbackState';

const helpful = () => screen.getByRole('button', { name: 'Helpful' });
const notHelpful = () => screen.getByRole('button', { name: 'Not helpful' });

/** An onSubmit whose promise the test settles. */
function deferred() {
  let settle = { resolve: () => {}, reject: (_error: unknown) => {} };
  const onSubmit = vi.fn(
    (_value: FeedbackValue) =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    onSubmit,
    resolve: () => act(async () => settle.resolve()),
    reject: () => act(async () => settle.reject(new Error('500'))),
  };
}

describe('FeedbackWidget', () => {
  it('starts idle: a named group of two unpressed thumbs and no message', () => {
    render(<FeedbackWidget onSubmit={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Rate this response' })).toBeInTheDocument();
    expect(helpful()).toHaveAttribute('aria-pressed', 'false');
    expect(notHelpful()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['positive', helpful, 'Thanks for the positive feedback!'],
    ['negative', notHelpful, 'Thanks for your feedback!'],
  ] as const)('submits %s, thanks the user and locks', async (value, button, thanks) => {
    const user = userEvent.setup();
    const { onSubmit, resolve } = deferred();
    render(<FeedbackWidget onSubmit={onSubmit} />);
    await user.click(button());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(value);
    // Submitting: announced, the chosen thumb is lit and pending, both are locked.
    expect(screen.getByRole('status')).toHaveTextContent('Sending feedback...');
    expect(button()).toHaveAttribute('data-submitting');
    for (const thumb of [helpful(), notHelpful()]) expect(thumb).toHaveAttribute('aria-disabled', 'true');
    await resolve();
    expect(screen.getByRole('status')).toHaveTextContent(
      `${thanks} Your preferences are being learned to improve future guidance.`,
    );
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    // Locked: nothing more is sent, and the buttons keep focus (aria-disabled, not disabled).
    await user.click(helpful());
    await user.click(notHelpful());
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(notHelpful()).toHaveFocus();
    expect(notHelpful()).toBeEnabled();
  });

  it('calls onSubmit once for a double click', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<FeedbackWidget onSubmit={onSubmit} />);
    await user.dblClick(helpful());
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('ignores the other thumb while submitting', async () => {
    const user = userEvent.setup();
    const { onSubmit } = deferred();
    render(<FeedbackWidget onSubmit={onSubmit} />);
    await user.click(helpful());
    await user.click(notHelpful());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('positive');
  });

  it('returns to idle on failure with the error inline and through onError, then can retry', async () => {
    const user = userEvent.setup();
    const { onSubmit, reject, resolve } = deferred();
    const onError = vi.fn();
    render(<FeedbackWidget onSubmit={onSubmit} onError={onError} />);
    await user.click(notHelpful());
    await reject();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Feedback Error - Unable to submit feedback. Please try again.',
    );
    expect(onError).toHaveBeenCalledExactlyOnceWith(
      { title: 'Feedback Error', description: 'Unable to submit feedback. Please try again.' },
      expect.any(Error),
    );
    expect(notHelpful()).toHaveAttribute('aria-pressed', 'false');
    expect(notHelpful()).not.toHaveAttribute('aria-disabled');
    await user.click(helpful());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await resolve();
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for the positive feedback!');
    expect(onSubmit.mock.calls).toEqual([['negative'], ['positive']]);
  });

  it('can leave the error to the app (toast only)', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    render(
      <FeedbackWidget onSubmit={() => Promise.reject(new Error('x'))} onError={onError} showInlineError={false} />,
    );
    await user.click(helpful());
    expect(onError).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts locked for a reply rated earlier', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<FeedbackWidget onSubmit={onSubmit} defaultValue="negative" />);
    expect(notHelpful()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for your feedback!');
    await user.click(helpful());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is keyboard operable', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<FeedbackWidget onSubmit={onSubmit} />);
    await user.tab();
    await user.tab();
    expect(notHelpful()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('negative');
  });
});
