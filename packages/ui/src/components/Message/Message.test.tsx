import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Message } from './Message';
import { SafeMarkdown } from './SafeMarkdown';
import type { ChatMessage } from './types';

const origin = 'https://moonheart.example';
const at = '2026-03-14T21:41:00.000Z';

function renderMarkdown(markdown: string) {
  return render(<SafeMarkdown allowedImageOrigin={origin}>{markdown}</SafeMarkdown>);
}

describe('SafeMarkdown: rendering', () => {
  it('renders headings (from h3 down), lists, emphasis, code and links', () => {
    renderMarkdown(
      [
        '# Your week',
        '## The Moon',
        'A **bold** and *gentle* time with `inline code`.',
        '- first',
        '- second',
        '1. one',
        '```',
        'const moon = "full";',
        '```',
        '> quoted wisdom',
        '[Pricing](/pricing) and [NASA](https://nasa.example/moon)',
      ].join('\n\n'),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Your week' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'The Moon' })).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('gentle').tagName).toBe('EM');
    expect(screen.getByText('inline code').tagName).toBe('CODE');
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('const moon = "full";').closest('pre')).not.toBeNull();
    expect(screen.getByText('quoted wisdom').closest('blockquote')).not.toBeNull();

    const internal = screen.getByRole('link', { name: 'Pricing' });
    expect(internal).toHaveAttribute('href', 'https://moonheart.example/pricing');
    expect(internal).not.toHaveAttribute('target');

    const external = screen.getByRole('link', { name: 'NASA (opens in a new tab)' });
    expect(external).toHaveAttribute('href', 'https://nasa.example/moon');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links mailto without a new tab', () => {
    renderMarkdown('[Write to us](mailto:support@example.com)');
    const link = screen.getByRole('link', { name: 'Write to us' });
    expect(link).toHaveAttribute('href', 'mailto:support@example.com');
    expect(link).not.toHaveAttribute('target');
  });

  it('loads images from the product origin only', () => {
    const { container } = renderMarkdown(
      '![Moon phases](/img/phases.png) ![Tracker](https://evil.example/x.png) ![](//evil.com/pixel.gif)',
    );
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', 'https://moonheart.example/img/phases.png');
    expect(images[0]).toHaveAttribute('alt', 'Moon phases');
    expect(images[0]).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(screen.getByText('Image not shown: Tracker')).toBeInTheDocument();
    expect(screen.getByText('Image not shown')).toBeInTheDocument();
  });
});

describe('SafeMarkdown: unsafe input', () => {
  it('never creates an img for a foreign image, in markdown or raw HTML', () => {
    const { container } = renderMarkdown(
      [
        '![x](https://evil.example/x.png)',
        '<img src="https://evil.example/x.png">',
        '<img src=x onerror="alert(1)">',
        '![x](HTTPS://EVIL.EXAMPLE/x.png)',
        '![x][ref]',
        '[ref]: https://evil.example/ref.png',
      ].join('\n\n'),
    );
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.innerHTML).not.toMatch(/<img/i);
    // Raw HTML stays visible as text.
    expect(container).toHaveTextContent('<img src="https://evil.example/x.png">');
  });

  it('turns raw <script>, <iframe>, <style> and event handlers into inert text', () => {
    const { container } = renderMarkdown(
      [
        '<script>alert("xss")</script>',
        'Hello <b onmouseover="alert(1)">there</b>',
        '<iframe src="https://evil.example"></iframe>',
        '<style>body{display:none}</style>',
        '<a href="javascript:alert(1)">raw link</a>',
      ].join('\n\n'),
    );
    for (const tag of ['script', 'iframe', 'style', 'b', 'a', 'object', 'embed']) {
      expect(container.querySelector(tag)).toBeNull();
    }
    expect(container).toHaveTextContent('<script>alert("xss")</script>');
    expect(container.querySelectorAll('[onmouseover], [onerror], [onclick]')).toHaveLength(0);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ])('renders a link to %j as plain text', (href) => {
    const { container } = renderMarkdown(`[click me](${href})`);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('click me')).toBeInTheDocument();
    expect(container.querySelector('a')).toBeNull();
  });

  it('renders autolinks and angle-bracket links with unsafe schemes as text', () => {
    const { container } = renderMarkdown('<javascript:alert(1)> [x](<javascript:alert(1)>) [y]( javascript:alert(1))');
    expect(container.querySelector('a')).toBeNull();
  });

  it('keeps every rendered href http(s) or mailto', () => {
    const { container } = renderMarkdown(
      '[a](https://ok.example) [b](javascript:x) [c](mailto:a@b.example) [d](//evil.com) [e](/relative) <https://auto.example>',
    );
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs).toEqual([
      'https://ok.example/',
      'mailto:a@b.example',
      'https://evil.com/',
      'https://moonheart.example/relative',
      'https://auto.example/',
    ]);
  });
});

describe('Message', () => {
  const reply: ChatMessage = {
    id: 'r1',
    conversationId: 'c1',
    content: 'The **Moon** is full.',
    isUserMessage: false,
    timestamp: at,
  };

  it('shows the assistant name, the time and the reply as markdown', () => {
    render(<Message message={reply} locale="en-US" timeZone="UTC" allowedImageOrigin={origin} />);
    const article = screen.getByRole('article', { name: 'Selene 9:41 PM' });
    expect(within(article).getByText('Moon').tagName).toBe('STRONG');
    expect(within(article).getByText('9:41 PM')).toHaveAttribute('datetime', at);
  });

  it("shows the user's text as typed, without interpreting markdown", () => {
    render(
      <Message
        message={{ id: 'u1', content: '**not bold** <b>x</b>', isUserMessage: true, sentAt: at }}
        locale="en-US"
        timeZone="UTC"
      />,
    );
    const article = screen.getByRole('article', { name: 'You 9:41 PM' });
    expect(article).toHaveTextContent('**not bold** <b>x</b>');
    expect(article.querySelector('strong, b')).toBeNull();
  });

  it('shows an optimistic message as pending with "Sending..." and no actions', () => {
    const sentMs = Date.UTC(2026, 2, 14, 21, 41);
    render(
      <Message
        message={{ id: sentMs, content: 'Hello', isUserMessage: true, temp: true }}
        locale="en-US"
        timeZone="UTC"
        actions={<button type="button">Helpful</button>}
      />,
    );
    const article = screen.getByRole('article', { name: 'You 9:41 PM' });
    expect(article).toHaveAttribute('data-pending', 'true');
    expect(within(article).getByText('Sending...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Helpful' })).toBeNull();
  });

  it('says a message held while offline waits for the connection, not that it is sending', () => {
    render(
      <Message
        message={{ id: 1, content: 'Are you there?', isUserMessage: true, temp: true, waitingForNetwork: true }}
        locale="en-US"
        timeZone="UTC"
      />,
    );
    const article = screen.getByRole('article', { name: /^You/ });
    expect(article).toHaveAttribute('data-waiting', 'true');
    expect(within(article).getByText('Waiting for the connection...')).toBeInTheDocument();
    expect(within(article).queryByText('Sending...')).toBeNull();
  });

  it('uses a custom time format and assistant name', () => {
    render(<Message message={reply} assistantName="Orion" formatTime={() => 'just now'} />);
    expect(screen.getByRole('article', { name: 'Orion just now' })).toBeInTheDocument();
  });

  it('renders the actions slot under a stored reply', () => {
    render(<Message message={reply} actions={<button type="button">Helpful</button>} />);
    expect(screen.getByRole('button', { name: 'Helpful' })).toBeInTheDocument();
  });
});

describe('Message: a reply arriving, and a stopped one', () => {
  const arriving: ChatMessage = {
    id: 'streaming-reply',
    conversationId: 'c1',
    content: 'The **Moon** is',
    isUserMessage: false,
    timestamp: at,
    streaming: true,
  };

  it('renders the markdown so far, busy, with the writing cue and no actions', () => {
    render(<Message message={arriving} locale="en-US" timeZone="UTC" actions={<button type="button">Copy</button>} />);
    const article = screen.getByRole('article', { name: 'Selene 9:41 PM' });
    expect(article).toHaveAttribute('aria-busy', 'true');
    expect(article).toHaveAttribute('data-streaming', 'true');
    expect(within(article).getByText('Moon').tagName).toBe('STRONG');
    expect(within(article).getByText('Selene is writing...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
  });

  it('grows in place: the blocks already shown keep their elements', () => {
    const { rerender } = render(<Message message={{ ...arriving, content: 'First paragraph.\n\nSec' }} />);
    const first = screen.getByText('First paragraph.');
    rerender(<Message message={{ ...arriving, content: 'First paragraph.\n\nSecond **one**.' }} />);
    expect(screen.getByText('First paragraph.')).toBe(first);
    expect(screen.getByText('one').tagName).toBe('STRONG');
    rerender(<Message message={{ ...arriving, content: 'First paragraph.\n\nSecond **one**.', streaming: false }} />);
    expect(screen.getByText('First paragraph.')).toBe(first);
    expect(screen.getByRole('article')).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText('Selene is writing...')).toBeNull();
  });

  it('notes a reply cut short by Stop, and keeps its actions', () => {
    render(
      <Message
        message={{ ...arriving, streaming: false, stopped: true }}
        actions={<button type="button">Regenerate reply</button>}
      />,
    );
    const article = screen.getByRole('article');
    expect(article).toHaveAttribute('data-stopped', 'true');
    expect(article).not.toHaveAttribute('aria-busy');
    expect(within(article).getByText('Stopped')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Regenerate reply' })).toBeInTheDocument();
  });

  it('names the persona that wrote a reply (Orion), and the default assistant otherwise', () => {
    const reply: ChatMessage = { id: 9, content: 'The sky, observed.', isUserMessage: false, timestamp: at };
    const { rerender } = render(<Message message={{ ...reply, persona: { name: 'Orion' } }} />);
    expect(screen.getByRole('article', { name: /^Orion/ })).toBeInTheDocument();
    rerender(<Message message={reply} />);
    expect(screen.getByRole('article', { name: /^Selene/ })).toBeInTheDocument();
  });
});
