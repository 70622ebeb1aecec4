// profileHandlers is exported from handlers/index.ts; @app/mocks' root index will re-export it (lead).
import { knowledgeHandlers, profileHandlers } from '@app/mocks';
import { server } from '@app/mocks/node';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setUpMockApi } from '../testing/mockApi';
import { SkyPageHarness } from './SkyPageHarness';

setUpMockApi();

const now = new Date('2026-03-14T09:30:00Z');
const show = (path: string) => render(<SkyPageHarness path={path} now={now} timeZone="Europe/London" />);
const slow = { timeout: 15_000 };

describe('AstrologyPage', () => {
  it('draws the natal chart with houses, lists every position and today’s transits, and states the method', async () => {
    server.use(...profileHandlers.complete());
    show('/astrology');
    const wheel = await screen.findByRole('img', { name: 'Natal chart of Ana' }, slow);
    expect(wheel).toHaveAccessibleDescription(expect.stringContaining('Sun 13°49′ Taurus, house 9'));
    const table = screen.getByRole('table', { name: 'Natal positions' });
    // Sun to Pluto, both nodes, the ascendant and the midheaven.
    expect(within(table).getAllByRole('row')).toHaveLength(15);
    expect(within(table).getByRole('row', { name: /Ascendant/ })).toHaveTextContent('Virgo');
    const transits = screen.getByRole('region', { name: "Today's transits to your chart" });
    expect(within(transits).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(transits).getAllByRole('listitem')[0]).toHaveTextContent(/orb \d+°\d\d′/);
    expect(screen.getByRole('region', { name: 'Planets retrograde now' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Method' })).toHaveTextContent('tropical zodiac');
  }, 30_000);

  it('without a birth time: no houses, and an invitation to add it', async () => {
    server.use(...profileHandlers.noBirthTime());
    show('/astrology');
    await screen.findByRole('img', { name: 'Natal chart of Ana' }, slow);
    expect(screen.queryByRole('columnheader', { name: 'House' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add your birth time and place' })).toHaveAttribute(
      'href',
      '/onboarding/2',
    );
  }, 30_000);

  it('without birth data: a clear call to onboarding', async () => {
    server.use(...profileHandlers.empty());
    show('/astrology');
    expect(await screen.findByRole('heading', { name: 'Your birth data is missing' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your birth data' })).toHaveAttribute('href', '/onboarding/1');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('a failed profile read offers a retry', async () => {
    server.use(...profileHandlers.loadError());
    show('/astrology');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Your birth data could not be loaded.');
    server.use(...profileHandlers.complete());
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('img', { name: 'Natal chart of Ana' }, slow)).toBeInTheDocument();
  }, 30_000);
});

describe('ForecastPage', () => {
  it('lists 30 days of events on a timeline and in a list, interpreted from tagged teachings', async () => {
    server.use(
      ...profileHandlers.complete(),
      http.get('*/api/teachings', () =>
        HttpResponse.json([
          {
            id: 7,
            domainId: 2,
            title: 'The lunar cycle',
            content: 'Each New Moon is a seed time. Name one intention quietly.',
            tags: ['New Moon', 'Moon'],
          },
        ]),
      ),
    );
    show('/forecast');
    const timeline = await screen.findByRole('region', { name: '30-day timeline' }, slow);
    const markers = within(timeline).getAllByRole('button');
    expect(markers.length).toBeGreaterThan(10);
    const list = screen.getByRole('region', { name: 'Events in order' });
    // The teachings arrive after the sky is computed; the interpretations follow.
    await within(list).findAllByText('Each New Moon is a seed time. Name one intention quietly.', {}, slow);
    const newMoon = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('New Moon in Pisces'));
    expect(newMoon).toHaveTextContent('Thu, Mar 19, 01:24');
    expect(newMoon).toHaveTextContent('Each New Moon is a seed time. Name one intention quietly.');
    expect(newMoon).toHaveTextContent('From the teaching “The lunar cycle”');
  }, 60_000);

  it('without birth data still shows Moon phases and ingresses, with the call to onboarding', async () => {
    server.use(...profileHandlers.empty(), ...knowledgeHandlers.empty('teachings'));
    show('/forecast');
    expect(await screen.findByRole('heading', { name: 'Your birth data is missing' }, slow)).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Events in order' }, slow);
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toContain('Full Moon in Libra');
    expect(titles.some((t) => t?.includes('natal'))).toBe(false);
  }, 60_000);
});

describe('SacredSecretionPage', () => {
  it('computes the Sun sign and the coming Moon windows from the profile’s birth date, and exports them', async () => {
    server.use(...profileHandlers.complete());
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:windows');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    show('/sacred-secretion');
    expect(await screen.findByText('Your natal Sun sign: Taurus', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Birth date' })).toHaveValue('1990-05-04');
    const windows = screen.getAllByRole('listitem').filter((li) => li.textContent?.startsWith('Moon in Taurus'));
    expect(windows).toHaveLength(6);
    expect(windows[0]).toHaveTextContent('Sat, Mar 21, 2026, 06:35 – Mon, Mar 23, 2026, 08:18');
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
    expect(click).toHaveBeenCalledOnce();
    const blob = createObjectURL.mock.calls[0]?.[0];
    if (!blob) throw new Error('No calendar file was made.');
    const ics = await blob.text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(6);
    expect(screen.getByText('The calendar file was downloaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About the practice' })).toBeInTheDocument();
    expect(screen.getByText(/not as a medical or physiological claim/)).toBeInTheDocument();
  }, 30_000);

  it('computes for a typed birth date in another time zone; a wrong date is explained and kept', async () => {
    const user = userEvent.setup();
    server.use(...profileHandlers.empty());
    show('/sacred-secretion');
    const field = await screen.findByRole('textbox', { name: 'Birth date' }, slow);
    await user.type(field, '1990-02-30');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByText('That date does not exist. Check the day and the month.')).toBeInTheDocument();
    expect(field).toHaveValue('1990-02-30');
    await user.clear(field);
    await user.type(field, '1985-11-02');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Your natal Sun sign: Scorpio', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Times in Europe/London.')).toBeInTheDocument();
  }, 30_000);
});

describe('OnboardingPage', () => {
  it('resumes at the profile’s step, saves each step and moves on', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    server.use(...profileHandlers.inProgress());
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT') saved.push(await request.clone().json());
    });
    show('/onboarding');
    expect(await screen.findByRole('heading', { level: 2, name: 'Birth time' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Birth time (optional)' }), '14:30');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Birth place' }, slow)).toBeInTheDocument();
    expect(saved).toEqual([{ birthTime: '14:30', onboardingStep: 3, onboardingStatus: 'in-progress' }]);
    server.events.removeAllListeners();
  }, 30_000);

  it('keeps what was typed when saving fails', async () => {
    const user = userEvent.setup();
    server.use(...profileHandlers.saveError());
    show('/onboarding/0');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }, slow), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answers could not be saved.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana');
  }, 30_000);

  it('can be skipped, and asks a logged-out visitor to log in', async () => {
    server.use(...profileHandlers.empty());
    const { unmount } = show('/onboarding');
    await userEvent.click(await screen.findByRole('button', { name: 'Skip for now' }, slow));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    unmount();
    server.use(...profileHandlers.loggedOut());
    show('/onboarding');
    expect(await screen.findByText('Please log in to save your birth data.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth'));
  }, 30_000);
});
