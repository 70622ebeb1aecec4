import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import type { UpgradeOffer } from './UpgradeOffers';
import { UsageBanner, type UsageBannerProps } from './UsageBanner';

const readingB: UpgradeOffer[] = [
  { tier: 'plus', label: 'Plus', price: 66, originalPrice: 99, promptsPerDay: 20 },
  { tier: 'advanced', label: 'Advanced', price: 273, originalPrice: 300, promptsPerDay: 'unlimited' },
];

function renderBanner(props: UsageBannerProps, navigate = vi.fn()) {
  const result = render(
    <I18nProvider locale="en-GB">
      <RouterProvider navigate={navigate}>
        <UsageBanner timeZone="UTC" resetsAt="2026-03-15T00:00:00Z" {...props} />
      </RouterProvider>
    </I18nProvider>,
  );
  return { ...result, navigate };
}

describe('UsageBanner', () => {
  it.each<[string, UsageBannerProps]>([
    ['below 75%', { tier: 'core', promptsUsed: 56, promptLimit: 75 }],
    ['loading', { tier: 'core', promptsUsed: 70, promptLimit: 75, isLoading: true }],
    ['error', { tier: 'core', promptsUsed: 70, promptLimit: 75, isError: true }],
    ['unlimited', { tier: 'unlimited', promptsUsed: 70, promptLimit: 75 }],
    ['admin', { tier: 'core', promptsUsed: 75, promptLimit: 75, isAdmin: true }],
  ])('renders nothing when %s', (_, props) => {
    const { container } = renderBanner(props);
    expect(container).toBeEmptyDOMElement();
  });

  it('warns from 75% with the counts, the reset time and "Upgrade Plan"', () => {
    renderBanner({ tier: 'core', promptsUsed: 57, promptLimit: 75 });
    const region = screen.getByRole('region', { name: 'Running low on prompts' });
    expect(region).toHaveAttribute('data-state', 'warning');
    expect(region).toHaveTextContent('You have used 57 of 75 prompts today. Resets at 00:00 UTC');
    expect(within(region).getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/subscription');
  });

  it('turns critical above 90%, and says when the limit is reached', () => {
    const { rerender } = renderBanner({ tier: 'core', promptsUsed: 68, promptLimit: 75 });
    expect(screen.getByRole('region', { name: 'Almost out of prompts' })).toHaveAttribute('data-state', 'critical');
    rerender(
      <I18nProvider locale="en-GB">
        <UsageBanner tier="core" promptsUsed={75} promptLimit={75} />
      </I18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'Daily limit reached' })).toHaveTextContent(
      'You have used 75 of 75 prompts today.',
    );
  });

  it('shows the "Come Back Tomorrow!" card with its offers and struck-through prices spelt out', () => {
    renderBanner({ tier: 'free', promptsUsed: 1, promptLimit: 1, offers: readingB });
    const card = screen.getByRole('region', { name: 'Come Back Tomorrow!' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Come Back Tomorrow!' })).toBeInTheDocument();
    const offers = within(within(card).getByRole('list', { name: 'Upgrade offers' })).getAllByRole('listitem');
    expect(offers).toHaveLength(2);
    expect(offers[0]).toHaveTextContent('Plus');
    expect(offers[0]).toHaveTextContent('was $99, now $66');
    expect(offers[0]).toHaveTextContent('20 prompts per day');
    expect(offers[1]).toHaveTextContent('was $300, now $273');
    expect(offers[1]).toHaveTextContent('Unlimited prompts');
    // The visual prices are hidden from assistive technology, which reads the sentence instead.
    expect(within(offers[0]!).getByText('$99').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(card).getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/subscription');
  });

  it('shows offers without a promotion as a plain price and period', () => {
    renderBanner({
      tier: 'free',
      promptsUsed: 1,
      promptLimit: 1,
      offers: [{ tier: 'elite', label: 'Elite', price: 1999, promptsPerDay: 'unlimited', period: 'lifetime' }],
    });
    const offer = screen.getByRole('listitem');
    expect(offer).toHaveTextContent('Elite$1,999lifetimeUnlimited prompts');
    expect(within(offer).queryByText(/was/)).not.toBeInTheDocument();
  });

  it('shows the trial-ended banner', () => {
    renderBanner({ tier: 'free', promptsUsed: 0, promptLimit: 1, limitExceeded: true, isLoading: true });
    const region = screen.getByRole('region', { name: 'Free trial ended. Subscribe to continue.' });
    expect(within(region).getByRole('link', { name: 'Upgrade Now' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Resets at 00:00 UTC');
  });

  it('navigates through the RouterProvider and reports the click, by mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onUpgradeClick = vi.fn();
    const { navigate } = renderBanner({ tier: 'core', promptsUsed: 57, promptLimit: 75, onUpgradeClick });
    await user.click(screen.getByRole('link', { name: 'Upgrade Plan' }));
    expect(navigate).toHaveBeenCalledWith('/subscription', undefined);
    expect(onUpgradeClick).toHaveBeenCalledWith({ source: 'upgradePlan', state: 'warning', tier: 'core' });

    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(onUpgradeClick).toHaveBeenCalledTimes(2);
  });

  it('honours a custom heading level and link target', () => {
    renderBanner({ tier: 'free', promptsUsed: 1, promptLimit: 1, headingLevel: 3, upgradeHref: '/pricing' });
    expect(screen.getByRole('heading', { level: 3, name: 'Come Back Tomorrow!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
  });
});
