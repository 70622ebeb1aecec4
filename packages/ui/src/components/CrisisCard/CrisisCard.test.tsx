import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Message } from '../Message/Message';
import { CrisisCard } from './CrisisCard';
import { crisisHref } from './crisisHref';
import type { CrisisCardContent } from './types';

const content: CrisisCardContent = {
  message: ['I am really glad you told me.', 'You do not have to go through this alone.'],
  regionName: 'United Kingdom',
  resources: [
    {
      id: 'samaritans',
      name: 'Samaritans',
      description: 'Call free, day or night.',
      contacts: [
        { kind: 'call', label: 'Call 116 123', href: 'tel:116123' },
        { kind: 'web', label: 'samaritans.org', href: 'https://www.samaritans.org' },
      ],
    },
    {
      id: 'shout',
      name: 'Shout',
      description: 'Text SHOUT to 85258.',
      contacts: [{ kind: 'text', label: 'Text 85258', href: 'sms:85258' }],
    },
  ],
};

describe('CrisisCard', () => {
  it('shows the words, then each service with links a phone follows', () => {
    render(<CrisisCard content={content} />);
    const card = screen.getByRole('region', { name: 'Help is available right now' });
    expect(within(card).getByText('I am really glad you told me.')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Free, confidential help' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Samaritans', 'Shout']);
    expect(screen.getByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');
    expect(screen.getByRole('link', { name: 'Text 85258' })).toHaveAttribute('href', 'sms:85258');
    const web = screen.getByRole('link', { name: 'samaritans.org (opens in a new tab)' });
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/Country: United Kingdom\. Somewhere else\?/)).toBeInTheDocument();
  });

  it.each([
    ['tel:988', true],
    ['tel:+61131114', true],
    ['sms:741741', true],
    ['https://findahelpline.com', true],
    ['http://example.com', false],
    ['javascript:alert(1)', false],
    ['tel:988;ext=javascript', false],
    ['https://a.example/"onmouseover', false],
  ])('accepts %j as a link: %s', (href, accepted) => {
    expect(crisisHref(href) !== null).toBe(accepted);
  });

  it('stands in for the markdown of a crisis reply in a message, once the reply has arrived', () => {
    const message = { id: 2, content: 'Call **116 123**.', isUserMessage: false, crisis: content };
    const { rerender } = render(<Message message={{ ...message, streaming: true }} />);
    expect(screen.queryByRole('region', { name: 'Help is available right now' })).toBeNull();
    expect(screen.getByText('116 123')).toBeInTheDocument();
    rerender(<Message message={message} />);
    expect(screen.getByRole('region', { name: 'Help is available right now' })).toBeInTheDocument();
    expect(screen.queryByText('Call')).toBeNull();
  });
});
