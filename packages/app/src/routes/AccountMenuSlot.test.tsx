import type { AccountMenuProps } from '@app/ui';
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../app/lazyPart';
import { AccountMenuSlot } from './AccountMenuSlot';

/** A stand-in menu that shows the entries it was given. */
function StubMenu({ items, onLogout }: AccountMenuProps) {
  return (
    <button type="button" onClick={onLogout}>
      Menu of {items.map((item) => item.label).join(', ')}
    </button>
  );
}

/** A menu chunk whose outcome the test decides. */
function menuChunk() {
  let settle: { arrive: () => void; fail: () => void } = { arrive: () => undefined, fail: () => undefined };
  const part = lazyPart<AccountMenuProps>(
    () =>
      new Promise((resolve, reject) => {
        settle = { arrive: () => resolve(StubMenu), fail: () => reject(new Error('Failed to fetch chunk')) };
      }),
  );
  return { part, arrive: () => settle.arrive(), fail: () => settle.fail() };
}

/** Renders inside `act`, so React has committed the suspended slot before the chunk settles. */
async function renderSlot(ui: ReactElement) {
  let rendered: ReturnType<typeof render> | undefined;
  await act(async () => {
    rendered = render(ui);
  });
  return rendered as ReturnType<typeof render>;
}

/** Settles the chunk inside `act` and lets React retry the suspended slot. */
async function settle(outcome: () => void) {
  await act(async () => {
    outcome();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('AccountMenuSlot', () => {
  it('keeps the trigger room, hidden from assistive technology, while the chunk loads', async () => {
    const { part } = menuChunk();
    const { container } = await renderSlot(<AccountMenuSlot part={part} userRole="client" tier="core" />);
    const room = container.querySelector('[data-slot="account-menu-pending"]');
    expect(room).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("renders the menu with the audience's entries and the logout handler once the chunk arrives", async () => {
    const chunk = menuChunk();
    const onLogout = vi.fn();
    const { container } = await renderSlot(
      <AccountMenuSlot part={chunk.part} userRole="client" tier="elite" onLogout={onLogout} />,
    );
    await settle(chunk.arrive);
    const menu = screen.getByRole('button', {
      name: 'Menu of Alchemy, Astrology, Request, Affiliate Program, Account Settings, Preferences, Subscription & Billing, Report an Issue, Log Out',
    });
    expect(container.querySelector('[data-slot="account-menu-pending"]')).toBeNull();
    menu.click();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['client', 'Logout', '/logout'],
    ['teacher', 'Logout', '/logout'],
    ['admin', 'Logout', '/logout'],
    [null, 'Log In', '/auth'],
  ] as const)('when the chunk fails, a %s gets the plain link "%s" to %s', async (userRole, name, href) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunk = menuChunk();
    await renderSlot(<AccountMenuSlot part={chunk.part} userRole={userRole} />);
    await settle(chunk.fail);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // The failure stays visible to developers.
    expect(logged).toHaveBeenCalled();
  });
});
