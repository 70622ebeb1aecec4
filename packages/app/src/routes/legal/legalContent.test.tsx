import { tiers, tierTable } from '@app/contract';
import { defaultCrisisDirectory } from '@app/contract/crisisDirectory';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appMessages } from '../../messages';
import { setUpMockApi } from '../../testing/mockApi';
import { renderApp } from '../../testing/renderApp';
import { crisisSectionId } from './LegalDocument';
import { privacyContent } from './privacyContent';
import { joinNames, planTerms, termsContent } from './termsContent';

setUpMockApi();

const documents = [
  { path: '/terms', title: appMessages.titles.terms, content: termsContent },
  { path: '/privacy', title: appMessages.titles.privacy, content: privacyContent },
];

describe('the legal texts', () => {
  it.each(documents)('$path: unique section ids, a crisis section, dated 2026-11-24', ({ content }) => {
    const ids = content.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('page-title');
    expect(ids).toContain(crisisSectionId);
    expect(content.lastUpdated).toBe('2026-11-24');
  });

  it('states each plan from the one tier table', () => {
    expect(planTerms(tierTable.free)).toBe('no charge; 1 prompt a day; conversations of up to 20 messages.');
    expect(planTerms(tierTable.core)).toBe(
      `$${tierTable.core.price} / month; ${tierTable.core.limits.promptLimit} prompts a day; conversations of up to ${tierTable.core.limits.maxConversationLength} messages.`,
    );
    expect(planTerms(tierTable.plus)).toContain('no longer sold');
    expect(planTerms(tierTable.advanced)).toContain('no daily limit');
    expect(planTerms(tierTable.elite)).toContain('once, for life');
    expect(joinNames(['A'])).toBe('A');
    expect(joinNames(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it.each(documents)(
    '$path renders the title, the care line, a contents list of in-page links and every section',
    async ({ path, title, content }) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: title, level: 1 }, { timeout: 5_000 })).toBeInTheDocument();
      expect(screen.getByText(appMessages.about.care)).toBeInTheDocument();
      const contents = screen.getByRole('navigation', { name: 'On this page' });
      const links = within(contents).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(content.sections.map((s) => `#${s.id}`));
      for (const section of content.sections) {
        const heading = screen.getByRole('heading', { name: section.heading, level: 2 });
        expect(heading).toHaveAttribute('id', section.id);
      }
      // The crisis section lists the contract's one crisis list, country by country.
      expect(screen.getAllByRole('link', { name: 'Call 988' })[0]).toHaveAttribute('href', 'tel:988');
      for (const region of defaultCrisisDirectory.regions) {
        expect(screen.getByRole('heading', { name: region.name, level: 3 })).toBeInTheDocument();
      }
    },
  );

  it('lists every tier of the table on /terms', async () => {
    renderApp('/terms');
    await screen.findByRole('heading', { name: appMessages.titles.terms, level: 1 }, { timeout: 5_000 });
    const plans = screen.getByRole('heading', { name: 'Plans and daily limits', level: 2 }).closest('section');
    for (const tier of tiers) {
      expect(within(plans as HTMLElement).getByText(`${tierTable[tier].name}:`)).toBeInTheDocument();
    }
  });
});
