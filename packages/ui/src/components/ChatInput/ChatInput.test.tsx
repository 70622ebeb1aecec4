import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ChatInput, type ChatInputHandle, earlyEnterAttributes } from './ChatInput';

const textbox = () => screen.getByRole('textbox', { name: 'Message to Selene' });

/** A reply loading until Stop ends it, as the app's stop does. */
function Stoppable() {
  const [loading, setLoading] = useState(true);
  return <ChatInput isLoggedIn isLoading={loading} onSend={vi.fn()} onStop={() => setLoading(false)} />;
}

/** A parent that owns the text, as an app restoring a stored prompt would. */
function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <ChatInput
      isLoggedIn
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      onSend={() => Promise.reject(new Error('offline'))}
    />
  );
}

/** A parent that marks a reply loading on send, and a button that ends it. */
function Chat() {
  const [loading, setLoading] = useState(false);
  return (
    <>
      <ChatInput isLoggedIn isLoading={loading} onSend={() => setLoading(true)} />
      <button type="button" onClick={() => setLoading(false)}>
        Reply arrived
      </button>
    </>
  );
}

describe('ChatInput', () => {
  it('is a labelled textarea with the default placeholder, a Send button and the care notice', () => {
    render(<ChatInput isLoggedIn onSend={vi.fn()} />);
    expect(textbox().tagName).toBe('TEXTAREA');
    expect(textbox()).toHaveAttribute('placeholder', 'Type a message');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(
      screen.getByText('Selene offers guidance for reflection, not medical, legal or psychological treatment.'),
    ).toBeInTheDocument();
  });

  it('is addressed to the assistant the person chose', () => {
    render(<ChatInput isLoggedIn assistantName="Orion" onSend={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Message to Orion' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message to Selene' })).toBeNull();
  });

  it('can hide the care notice', () => {
    render(<ChatInput isLoggedIn onSend={vi.fn()} showCareNotice={false} />);
    expect(screen.queryByText(/guidance for reflection/)).not.toBeInTheDocument();
  });

  it('sends the trimmed text on Enter and clears', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<ChatInput isLoggedIn onSend={onSend} />);
    await user.type(textbox(), '  What does my Moon sign mean?  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('What does my Moon sign mean?');
    expect(textbox()).toHaveValue('');
  });

  it('adds a newline on Shift+Enter without sending', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<ChatInput isLoggedIn onSend={onSend} />);
    await user.type(textbox(), 'First line{Shift>}{Enter}{/Shift}Second line');
    expect(onSend).not.toHaveBeenCalled();
    expect(textbox()).toHaveValue('First line\nSecond line');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('First line\nSecond line');
  });

  it('ignores an empty or blank message', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<ChatInput isLoggedIn onSend={onSend} />);
    await user.type(textbox(), '{Enter}');
    await user.type(textbox(), '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('does not send the Enter that commits an IME composition', () => {
    const onSend = vi.fn();
    render(<ChatInput isLoggedIn onSend={onSend} defaultValue="こんにちは" />);
    const input = textbox();
    fireEvent.compositionStart(input);
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    fireEvent.compositionEnd(input);
    // Safari: the commit's keydown comes after compositionend, with keyCode 229.
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onSend).toHaveBeenCalledExactlyOnceWith('こんにちは');
  });

  it('becomes a stop button while a reply loads; the textarea is read-only and unavailable, Stop is not', async () => {
    const user = userEvent.setup();
    const onStop = vi.fn();
    render(<ChatInput isLoggedIn isLoading onSend={vi.fn()} onStop={onStop} />);
    expect(textbox()).toHaveAttribute('readonly');
    expect(textbox()).toHaveAttribute('aria-disabled', 'true');
    // Focusable still: focus stays where the reader typed.
    expect(textbox()).toBeEnabled();
    await user.type(textbox(), 'more');
    expect(textbox()).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    const stop = screen.getByRole('button', { name: 'Stop' });
    expect(stop).toBeEnabled();
    await user.click(stop);
    expect(onStop).toHaveBeenCalledOnce();
  });

  it('Stop and Send are separate elements; after Stop, focus returns to the textarea', async () => {
    const user = userEvent.setup();
    render(<Stoppable />);
    const stop = screen.getByRole('button', { name: 'Stop' });
    expect(stop).toHaveAttribute('type', 'button');
    await user.click(stop);
    const send = screen.getByRole('button', { name: 'Send' });
    // A new <button type="submit">: the click that stopped the reply cannot submit the form.
    expect(send).not.toBe(stop);
    expect(stop).not.toBeInTheDocument();
    await waitFor(() => expect(textbox()).toHaveFocus());
  });

  it('is disabled when logged out, with the placeholder it is given', () => {
    render(<ChatInput isLoggedIn={false} placeholder="Please log in to chat with Selene" onSend={vi.fn()} />);
    expect(textbox()).toBeDisabled();
    expect(textbox()).toHaveAttribute('placeholder', 'Please log in to chat with Selene');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('shows the placeholder it is given and stays enabled', () => {
    render(<ChatInput isLoggedIn placeholder="Daily limit reached. Try again tomorrow." onSend={vi.fn()} />);
    expect(textbox()).toHaveAttribute('placeholder', 'Daily limit reached. Try again tomorrow.');
    expect(textbox()).toBeEnabled();
  });

  describe('never loses what was typed', () => {
    it('clears on a promise that resolves (true or void)', async () => {
      const user = userEvent.setup();
      const onSend = vi.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(undefined);
      render(<ChatInput isLoggedIn onSend={onSend} />);
      await user.type(textbox(), 'One{Enter}');
      await user.type(textbox(), 'Two{Enter}');
      expect(onSend).toHaveBeenCalledTimes(2);
      expect(textbox()).toHaveValue('');
    });

    it('puts the text back when the send resolves false', async () => {
      const user = userEvent.setup();
      const onSend = vi.fn().mockResolvedValue(false);
      render(<ChatInput isLoggedIn onSend={onSend} />);
      await user.type(textbox(), 'Will Saturn be kind?{Enter}');
      await waitFor(() => expect(textbox()).toHaveValue('Will Saturn be kind?'));
      expect(textbox()).toHaveFocus();
    });

    it('puts the text back when the send rejects', async () => {
      const user = userEvent.setup();
      const onSend = vi.fn().mockRejectedValue(new Error('Request failed'));
      render(<ChatInput isLoggedIn onSend={onSend} />);
      await user.type(textbox(), 'Tell me about Venus{Enter}');
      await waitFor(() => expect(textbox()).toHaveValue('Tell me about Venus'));
    });

    it('puts the text back when the send returns false at once', async () => {
      const user = userEvent.setup();
      render(<ChatInput isLoggedIn onSend={() => false} />);
      await user.type(textbox(), 'Hello{Enter}');
      await waitFor(() => expect(textbox()).toHaveValue('Hello'));
    });

    it('keeps text typed while the send was pending, after the restored text', async () => {
      const user = userEvent.setup();
      let fail: (value: boolean) => void = () => {};
      const onSend = vi.fn(() => new Promise<boolean>((resolve) => (fail = resolve)));
      render(<ChatInput isLoggedIn onSend={onSend} />);
      await user.type(textbox(), 'First{Enter}');
      expect(textbox()).toHaveValue('');
      await user.type(textbox(), 'Second{Enter}');
      // A second send while the first is pending is ignored, and its text stays.
      expect(onSend).toHaveBeenCalledOnce();
      await act(async () => fail(false));
      expect(textbox()).toHaveValue('First\nSecond');
    });

    it('restores the text in controlled mode through onChange', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Controlled onChange={onChange} />);
      await user.type(textbox(), 'Hi{Enter}');
      await waitFor(() => expect(textbox()).toHaveValue('Hi'));
      expect(onChange).toHaveBeenLastCalledWith('Hi');
      expect(onChange).toHaveBeenCalledWith('');
    });
  });

  it('shows a controlled value, e.g. a restored prompt', () => {
    const { rerender } = render(<ChatInput isLoggedIn value="" onSend={vi.fn()} />);
    rerender(<ChatInput isLoggedIn value="What are my transits?" onSend={vi.fn()} />);
    expect(textbox()).toHaveValue('What are my transits?');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('offers focus(), setValue() and getValue() through its ref', () => {
    const ref = createRef<ChatInputHandle>();
    const onChange = vi.fn();
    render(<ChatInput ref={ref} isLoggedIn onSend={vi.fn()} onChange={onChange} />);
    act(() => ref.current!.setValue('Hey Selene, how is my day?'));
    expect(textbox()).toHaveValue('Hey Selene, how is my day?');
    expect(onChange).toHaveBeenCalledWith('Hey Selene, how is my day?');
    expect(ref.current!.getValue()).toBe('Hey Selene, how is my day?');
    act(() => ref.current!.focus());
    expect(textbox()).toHaveFocus();
  });

  it('renders the end slot beside Send', () => {
    render(<ChatInput isLoggedIn onSend={vi.fn()} endSlot={<button type="button">Start voice input</button>} />);
    expect(screen.getByRole('button', { name: 'Start voice input' })).toBeInTheDocument();
  });

  it('gives focus back to the textarea when the reply ends', async () => {
    const user = userEvent.setup();
    render(<Chat />);
    await user.type(textbox(), 'Hi{Enter}');
    // Read-only while the reply loads, and focus stays in it (a disabled one would drop it).
    expect(textbox()).toHaveAttribute('readonly');
    expect(textbox()).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Reply arrived' }));
    expect(textbox()).not.toHaveAttribute('readonly');
    expect(textbox()).not.toHaveAttribute('aria-disabled');
    expect(textbox()).toHaveFocus();
  });
});

describe('ChatInput rendered on a server', () => {
  async function hydrateWith(prepare: (textarea: HTMLTextAreaElement) => void) {
    const onSend = vi.fn();
    const element = <ChatInput onSend={onSend} isLoggedIn />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const textarea = container.querySelector('textarea') as HTMLTextAreaElement;
    expect(textarea).toHaveAttribute(earlyEnterAttributes.sends);
    expect(textarea).not.toHaveAttribute(earlyEnterAttributes.ready);
    prepare(textarea);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, element);
    });
    return { onSend, textarea, unmount: () => act(() => root?.unmount()) };
  }

  it('keeps what was typed before hydration, and marks itself ready', async () => {
    const { onSend, textarea, unmount } = await hydrateWith((textarea) => {
      textarea.value = 'What does the Moon ask of me?';
    });
    expect(textarea).toHaveValue('What does the Moon ask of me?');
    expect(textarea).toHaveAttribute(earlyEnterAttributes.ready);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(onSend).not.toHaveBeenCalled();
    unmount();
  });

  it('sends what was typed when Enter was pressed before hydration (the page kept it pending)', async () => {
    const { onSend, textarea, unmount } = await hydrateWith((textarea) => {
      textarea.value = 'What does the Moon ask of me?';
      textarea.setAttribute(earlyEnterAttributes.pending, '');
    });
    expect(onSend).toHaveBeenCalledExactlyOnceWith('What does the Moon ask of me?');
    expect(textarea).not.toHaveAttribute(earlyEnterAttributes.pending);
    expect(textarea).toHaveValue('');
    unmount();
  });
});
