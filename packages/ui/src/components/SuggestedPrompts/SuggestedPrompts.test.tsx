import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type SuggestedPrompt, SuggestedPrompts } from './SuggestedPrompts';

const prompts: readonly SuggestedPrompt[] = [
  { id: 'natal-chart', domain: 'astrology', title: 'Read my natal chart', text: 'What does my natal chart reveal?' },
  { id: 'transits', domain: 'astrology', title: 'My current transits', text: 'Which transits shape my life now?' },
  { id: 'saturn-lessons', domain: 'astrology', title: 'Saturn lessons', text: 'What is Saturn asking of me?' },
  { id: 'relationships', domain: 'psychology', title: 'Patterns in my relationships', text: 'What patterns repeat?' },
  { id: 'as-above', domain: 'esoteric', title: 'As above, so below', text: 'How does "as above, so below" help?' },
];

describe('SuggestedPrompts', () => {
  it('renders a named list of buttons named by their titles', () => {
    render(<SuggestedPrompts onSelect={vi.fn()} prompts={prompts} />);
    const region = screen.getByRole('region', { name: 'Suggested prompts' });
    const buttons = within(region).getAllByRole('button');
    expect(buttons).toHaveLength(prompts.length);
    const natal = screen.getByRole('button', { name: 'Read my natal chart' });
    expect(natal).toHaveAccessibleDescription(/^What does my natal chart reveal.*Astrology$/);
    expect(screen.getByRole('button', { name: 'As above, so below' })).toHaveAccessibleDescription(/Esoteric Wisdom$/);
  });

  it('selects with a click, passing the text and the prompt', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<SuggestedPrompts onSelect={onSelect} prompts={prompts} />);
    await user.click(screen.getByRole('button', { name: 'Saturn lessons' }));
    const saturn = prompts.find((p) => p.id === 'saturn-lessons')!;
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(saturn.text, saturn);
  });

  it('is keyboard operable: Tab moves between prompts, Enter and Space choose', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<SuggestedPrompts onSelect={onSelect} prompts={prompts} />);
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
    render(<SuggestedPrompts onSelect={onSelect} prompts={prompts} isDisabled />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Read my natal chart' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('takes its own prompts and heading; a hidden heading still names the region', () => {
    const own = [{ id: 'x', domain: 'psychology' as const, title: 'Sleep', text: 'Why do I sleep badly?' }];
    const { rerender } = render(<SuggestedPrompts onSelect={vi.fn()} prompts={own} heading="Try asking" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Try asking' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    rerender(<SuggestedPrompts onSelect={vi.fn()} prompts={own} heading={null} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Suggested prompts' })).toBeInTheDocument();
  });
});
