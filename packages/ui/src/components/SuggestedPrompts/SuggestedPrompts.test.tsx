import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultSuggestedPrompts, SuggestedPrompts } from './SuggestedPrompts';

describe('SuggestedPrompts', () => {
  it('offers eight prompts across the three domains, on the spec themes', () => {
    expect(defaultSuggestedPrompts).toHaveLength(8);
    expect(new Set(defaultSuggestedPrompts.map((p) => p.domain))).toEqual(
      new Set(['psychology', 'astrology', 'esoteric']),
    );
    expect(new Set(defaultSuggestedPrompts.map((p) => p.id)).size).toBe(8);
    for (const theme of [/natal chart/i, /transits/i, /relationships/i, /saturn/i]) {
      expect(defaultSuggestedPrompts.some((p) => theme.test(p.text))).toBe(true);
    }
  });

  it('renders a named list of eight buttons named by their titles', () => {
    render(<SuggestedPrompts onSelect={vi.fn()} />);
    const region = screen.getByRole('region', { name: 'Suggested prompts' });
    const buttons = within(region).getAllByRole('button');
    expect(buttons).toHaveLength(8);
    const natal = screen.getByRole('button', { name: 'Read my natal chart' });
    expect(natal).toHaveAccessibleDescription(/^What does my natal chart reveal.*Astrology$/);
    expect(screen.getByRole('button', { name: 'As above, so below' })).toHaveAccessibleDescription(/Esoteric Wisdom$/);
  });

  it('selects with a click, passing the text and the prompt', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<SuggestedPrompts onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Saturn lessons' }));
    const saturn = defaultSuggestedPrompts.find((p) => p.id === 'saturn-lessons')!;
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(saturn.text, saturn);
  });

  it('is keyboard operable: Tab moves between prompts, Enter and Space choose', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<SuggestedPrompts onSelect={onSelect} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Read my natal chart' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'My current transits' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(onSelect.mock.calls.map(([, prompt]) => prompt.id)).toEqual(['transits', 'saturn-lessons']);
  });

  it('can be disabled', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<SuggestedPrompts onSelect={onSelect} isDisabled />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Read my natal chart' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('takes its own prompts and heading; a hidden heading still names the region', () => {
    const prompts = [{ id: 'x', domain: 'psychology' as const, title: 'Sleep', text: 'Why do I sleep badly?' }];
    const { rerender } = render(<SuggestedPrompts onSelect={vi.fn()} prompts={prompts} heading="Try asking" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Try asking' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    rerender(<SuggestedPrompts onSelect={vi.fn()} prompts={prompts} heading={null} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Suggested prompts' })).toBeInTheDocument();
  });
});
