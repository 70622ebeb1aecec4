import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PageNoticeSlot } from '../routes/PageNoticeSlot';
import { dismissPageNotice, showPageNotice } from './pageNotice';

afterEach(() => act(() => dismissPageNotice()));

describe('the page notice (a flow’s confirmation on the page it ends on)', () => {
  it('shows on its page only, in a polite live region, until dismissed', async () => {
    const { rerender } = render(<PageNoticeSlot pathname="/account-settings" />);
    act(() => showPageNotice('Your account was deleted.', '/'));
    expect(screen.queryByText('Your account was deleted.')).toBeNull();
    rerender(<PageNoticeSlot pathname="/" />);
    const notice = screen.getByText('Your account was deleted.');
    expect(notice.closest('[aria-live="polite"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Your account was deleted.')).toBeNull();
  });

  it('is gone once the user moves on from its page', () => {
    act(() => showPageNotice('Done.', '/'));
    const { rerender } = render(<PageNoticeSlot pathname="/" />);
    expect(screen.getByText('Done.')).toBeTruthy();
    rerender(<PageNoticeSlot pathname="/about" />);
    rerender(<PageNoticeSlot pathname="/" />);
    expect(screen.queryByText('Done.')).toBeNull();
  });
});
