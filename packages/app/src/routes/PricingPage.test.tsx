import { tierTable } from '@app/contract';
import { authHandlers, subscriptionHandlers } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpMockApi } from '../testing/mockApi';
import { renderApp } from '../testing/renderApp';
import { formatPrice, priceText } from './plans';

const events: { eventType: string; uiElement: string; metadata?: Record<string, unknown> }[] = [];
setUpMockApi();
afterEach(() => {
  events.length = 0;
});

function recordEvents() {
  server.use(
    http.post('*/api/analytics/subscription-event', async ({ request }) => {
      events.push((await request.json()) as (typeof events)[number]);
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

describe('pricing (spec 9, one tier table)', () => {
  it('puts the table in a named region a keyboard can reach (it scrolls sideways on a phone)', async () => {
    renderApp('/pricing');
    const region = await screen.findByRole('region', { name: 'Plans and what they include' });
    expect(within(region).getByRole('table')).toBeInTheDocument();
    await userEvent.tab();
    while (document.activeElement !== region && document.activeElement !== document.body) await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it('lists every tier with the figures of the table', async () => {
    recordEvents();
    renderApp('/pricing');
    const table = await screen.findByRole('table', { name: 'Plans and what they include' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Plan', 'Free', 'Core', 'Plus', 'Advanced', 'Elite']);
    const price = rows.find((row) => row.textContent?.startsWith('Price')) as HTMLElement;
    expect(
      within(price)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Free', '$15 / month', '$33 / month', '$33 / month', '$1,999 once, for life']);
    const prompts = rows.find((row) => row.textContent?.startsWith('Prompts per day')) as HTMLElement;
    expect(
      within(prompts)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '75', '75', 'Unlimited', 'Unlimited']);
    await waitFor(() =>
      expect(events).toContainEqual(expect.objectContaining({ eventType: 'view_upsell', uiElement: 'pricing-page' })),
    );
  });

  it('formats prices from the table', () => {
    expect(formatPrice(1999)).toBe('$1,999');
    expect(priceText(tierTable.core)).toBe('$15 / month');
    expect(priceText(tierTable.free)).toBe('Free');
  });
});

describe('subscription (spec 2, 7)', () => {
  it('names the current plan and records free_trial_ended for a free user at the limit', async () => {
    recordEvents();
    server.use(...authHandlers.as('free'), ...subscriptionHandlers.exhausted('free'));
    renderApp('/subscription');
    expect(await screen.findByText('Your current plan: Free')).toBeInTheDocument();
    expect(await screen.findByText(/Your free prompt for today is used/)).toBeInTheDocument();
    await waitFor(() => expect(events.map((event) => event.eventType)).toContain('free_trial_ended'));
    expect(events.filter((event) => event.eventType === 'free_trial_ended')).toHaveLength(1);
  });

  it('records click_upgrade and opens the checkout for the chosen plan', async () => {
    const user = userEvent.setup();
    recordEvents();
    server.use(...authHandlers.as('core'), ...subscriptionHandlers.tier('core', 3));
    renderApp('/subscription');
    await user.click(await screen.findByRole('button', { name: 'Choose Advanced' }));
    // The checkout is a lazy page of its own: its chunk loads first.
    expect(await screen.findByRole('heading', { name: 'Checkout', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Test mode: no real charge')).toBeInTheDocument();
    await waitFor(() =>
      expect(events).toContainEqual(
        expect.objectContaining({
          eventType: 'click_upgrade',
          uiElement: 'subscription-page',
          metadata: { tier: 'advanced' },
        }),
      ),
    );
  });

  it('only logs a failed analytics call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post('*/api/analytics/subscription-event', () => HttpResponse.error()));
    renderApp('/subscribe');
    expect(await screen.findByRole('heading', { name: 'Subscribe', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Analytics event failed', expect.anything()));
  });
});
