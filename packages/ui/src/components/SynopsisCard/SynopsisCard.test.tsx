import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SynopsisCard } from './SynopsisCard';
import type { Synopsis } from './synopsis';

const synopsis: Synopsis = {
  date: '2026-03-14',
  userName: 'Ana',
  generalEnergy: 'A steady, reflective day.',
  keywords: ['Patience', 'Clarity'],
  dos: ['Write down one intention', 'Take a slow walk', 'Call a friend'],
  donts: ['Sign contracts in a hurry', 'Skip meals', 'Argue online'],
  careerInsight: 'Finish what you started.',
  todaysHighlights: [
    { message: 'Moon in Taurus', category: 'Moon', icon: 'moon', intensity: 'high' },
    { message: 'Sun trine Jupiter', category: 'Aspect', icon: 'sun', intensity: 'medium' },
    { message: 'Mercury retrograde', category: 'Retrograde', icon: 'planet', intensity: 'low' },
    { message: 'Venus sextile Mars', category: 'Aspect', icon: 'heart', intensity: 'low' },
  ],
  dailyQuote: { quote: 'The wound is the place where the Light enters you.', author: 'Rumi' },
  spiritualTeaching: { teaching: 'As above, so below.', source: 'The Emerald Tablet', tradition: 'Hermeticism' },
};

const listUnder = (heading: string) => {
  const section = screen.getByRole('region', { name: heading });
  return within(section).getAllByRole('listitem');
};

describe('SynopsisCard', () => {
  it.each([
    [0, 'Good morning, Ana'],
    [11, 'Good morning, Ana'],
    [12, 'Good afternoon, Ana'],
    [16, 'Good afternoon, Ana'],
    [17, 'Good evening, Ana'],
  ])('greets by the local hour %i: "%s"', (hour, greeting) => {
    render(<SynopsisCard synopsis={synopsis} hour={hour} />);
    expect(screen.getByRole('heading', { level: 2, name: greeting })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: greeting })).toBeInTheDocument();
  });

  it('reads the hour from `now` when no hour is given', () => {
    render(<SynopsisCard synopsis={synopsis} now={new Date(2026, 2, 14, 18, 30)} />);
    expect(screen.getByRole('heading', { name: 'Good evening, Ana' })).toBeInTheDocument();
  });

  it('shows every part of the synopsis', () => {
    render(<SynopsisCard synopsis={synopsis} hour={9} />);
    expect(screen.getByText('Saturday, March 14, 2026')).toHaveAttribute('datetime', '2026-03-14');
    expect(screen.getByText('A steady, reflective day.')).toBeInTheDocument();
    expect(listUnder('Keywords').map((li) => li.textContent)).toEqual(['Patience', 'Clarity']);
    expect(screen.getByText('Finish what you started.')).toBeInTheDocument();
    expect(screen.getByText('The wound is the place where the Light enters you.')).toBeInTheDocument();
    expect(screen.getByText('Rumi')).toBeInTheDocument();
    expect(screen.getByText('As above, so below.')).toBeInTheDocument();
    expect(screen.getByText('The Emerald Tablet')).toBeInTheDocument();
    expect(screen.getByText('Hermeticism')).toBeInTheDocument();
  });

  it('shows at most 2 dos, 2 donts and 3 highlights (spec 9)', () => {
    render(<SynopsisCard synopsis={synopsis} hour={9} />);
    expect(listUnder('Do').map((li) => li.textContent)).toEqual(['Write down one intention', 'Take a slow walk']);
    expect(listUnder("Don't").map((li) => li.textContent)).toEqual(['Sign contracts in a hurry', 'Skip meals']);
    const highlights = listUnder("Today's Highlights");
    expect(highlights).toHaveLength(3);
    expect(screen.queryByText('Venus sextile Mars')).toBeNull();
  });

  it('tells each highlight’s intensity in words, not colour alone', () => {
    render(<SynopsisCard synopsis={synopsis} hour={9} />);
    const [high, medium, low] = listUnder("Today's Highlights");
    expect(high).toHaveTextContent('Moon in Taurus');
    expect(high).toHaveTextContent('High intensity');
    expect(medium).toHaveTextContent('Medium intensity');
    expect(low).toHaveTextContent('Low intensity');
  });

  it('turns Ask into the confirmation once onAsk resolves, and keeps focus there', async () => {
    const user = userEvent.setup();
    let resolve!: () => void;
    const onAsk = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(<SynopsisCard synopsis={synopsis} hour={9} onAsk={onAsk} />);
    const button = screen.getByRole('button', { name: 'Ask Selene about my day' });
    await user.click(button);
    expect(onAsk).toHaveBeenCalledWith(synopsis);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Sending...');
    await user.click(button);
    expect(onAsk).toHaveBeenCalledOnce();
    resolve();
    const confirmation = await screen.findByText('Question Sent to Selene');
    expect(screen.queryByRole('button', { name: /Ask Selene/ })).toBeNull();
    expect(screen.getByRole('status')).toContainElement(confirmation);
    await waitFor(() => expect(confirmation).toHaveFocus());
  });

  it('asks for patience when the planner has not loaded (spec 5)', async () => {
    const user = userEvent.setup();
    const onAsk = vi.fn();
    render(<SynopsisCard status="loading" userName="Ana" hour={14} onAsk={onAsk} />);
    expect(screen.getByRole('heading', { name: 'Good afternoon, Ana' })).toBeInTheDocument();
    const loader = screen.getAllByRole('status').find((node) => node.textContent === 'Loading your daily planner...');
    expect(loader).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ask Selene about my day' }));
    expect(onAsk).not.toHaveBeenCalled();
    expect(screen.getByText('Loading Data')).toBeInTheDocument();
    expect(screen.getByText('Please wait for your daily planner to load before asking Selene.')).toBeInTheDocument();
  });

  it('leaves "Loading Data" to the app when it takes the early press (the spec\'s toast)', async () => {
    const user = userEvent.setup();
    const onAsk = vi.fn();
    const onAskBeforeLoaded = vi.fn();
    render(<SynopsisCard status="loading" hour={9} onAsk={onAsk} onAskBeforeLoaded={onAskBeforeLoaded} />);
    await user.click(screen.getByRole('button', { name: 'Ask Selene about my day' }));
    expect(onAskBeforeLoaded).toHaveBeenCalledTimes(1);
    expect(onAsk).not.toHaveBeenCalled();
    expect(screen.queryByText('Loading Data')).toBeNull();
  });

  it('clears the "Loading Data" message when the data arrives', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SynopsisCard hour={9} />);
    await user.click(screen.getByRole('button', { name: 'Ask Selene about my day' }));
    expect(screen.getByText('Loading Data')).toBeInTheDocument();
    rerender(<SynopsisCard hour={9} synopsis={synopsis} />);
    expect(screen.queryByText('Loading Data')).toBeNull();
  });

  it('shows the spec’s error when asking fails and lets the user try again', async () => {
    const user = userEvent.setup();
    const onAsk = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    render(<SynopsisCard synopsis={synopsis} hour={9} onAsk={onAsk} />);
    await user.click(screen.getByRole('button', { name: 'Ask Selene about my day' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('There was an issue connecting to Selene. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Ask Selene about my day' }));
    expect(await screen.findByText('Question Sent to Selene')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows the error state with Try Again and no Ask button', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<SynopsisCard status="error" userName="Ana" hour={20} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Daily Planner UnavailableYour daily planner could not be loaded. Please try again.',
    );
    expect(screen.queryByRole('button', { name: /Ask Selene/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('leaves out the sections of empty lists', () => {
    render(
      <SynopsisCard synopsis={{ ...synopsis, keywords: [], dos: [], donts: [], todaysHighlights: [] }} hour={9} />,
    );
    for (const name of ['Keywords', 'Do', "Don't", "Today's Highlights"]) {
      expect(screen.queryByRole('region', { name })).toBeNull();
    }
    expect(screen.getByRole('region', { name: 'General Energy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask Selene about my day' })).toBeInTheDocument();
  });

  it('greets without a name when none is known', () => {
    render(<SynopsisCard hour={8} />);
    expect(screen.getByRole('heading', { name: 'Good morning' })).toBeInTheDocument();
  });
});
