import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Label, TextArea, TextField } from 'react-aria-components';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { chatInputMessages } from '../../messages/chatInput';
import { IconButton } from '../IconButton';
import * as styles from './ChatInput.css';

/** The textarea grows with its content up to this height (CSS pixels), then scrolls. */
export const chatInputMaxHeight = 180;

/**
 * Rendered on a server, the textarea shows before the page's script runs. A page can keep an Enter
 * pressed meanwhile: its early script listens for Enter (without Shift) in a textarea carrying
 * `sends` but not yet `ready`, prevents the new line and sets `pending`; once hydrated, the input
 * takes what was typed and sends it.
 */
export const earlyEnterAttributes = {
  sends: 'data-enter-sends',
  ready: 'data-enter-ready',
  pending: 'data-enter-pending',
} as const;

/** `false` (or a rejected promise) means the message did not go out: its text comes back. */
export type ChatSendResult = boolean | undefined;

/** Imperative access, e.g. to restore a stored prompt or drop in a voice transcript. */
export interface ChatInputHandle {
  /** Focuses the textarea (no-op while it is disabled). */
  focus: () => void;
  /** Replaces the text, as if typed; calls `onChange`. */
  setValue: (text: string) => void;
  /** The current text. */
  getValue: () => string;
}

export interface ChatInputProps {
  /** `false` disables the textarea and Send (a visitor may not chat). @default true */
  isLoggedIn?: boolean;
  /**
   * Called with the trimmed text on Enter or Send. The input clears at once (so the message can
   * show in the list straight away); if this returns `false`, or a promise that resolves to
   * `false` or rejects, the text is put back so nothing typed is lost.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: `async (text) => { await post(text); }` must fit
  onSend: (text: string) => ChatSendResult | Promise<ChatSendResult | void> | void;
  /** Called by the stop button shown while a reply loads. */
  onStop?: () => void;
  /**
   * A reply is loading: the textarea is read-only (announced as unavailable, and it keeps focus)
   * and Send becomes Stop. @default false
   */
  isLoading?: boolean;
  /** Disables the textarea and Send (it is always disabled when logged out). @default false */
  isDisabled?: boolean;
  /** Controlled text; pair with `onChange`. */
  value?: string;
  /** Initial text when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the new text on typing, clearing and restoring. */
  onChange?: (value: string) => void;
  /** The textarea's placeholder, e.g. the app's wording for who is typing. @default "Type a message" */
  placeholder?: string;
  /** The assistant the person writes to, for the textarea's accessible name. @default "Selene" */
  assistantName?: string;
  /** Accessible name of the textarea (visually hidden). @default "Message to {assistantName}" */
  label?: string;
  /** Extra controls beside Send, e.g. the microphone button. */
  endSlot?: ReactNode;
  /** Show the one-line care notice under the input (guidance, not treatment). @default true */
  showCareNotice?: boolean;
  /** @default false */
  autoFocus?: boolean;
  /** Layout-only escape hatch. */
  className?: string;
  /** Imperative handle: `focus()`, `setValue(text)`, `getValue()`. */
  ref?: Ref<ChatInputHandle>;
}

/**
 * The chat composer: a textarea that grows to 180 px, Enter to send, Shift+Enter for a new line,
 * and a send button that becomes a stop button while a reply loads.
 *
 * @example
 * ```tsx
 * <ChatInput isLoggedIn isLoading={sending} onSend={(text) => send(text)} onStop={abort}
 *   endSlot={<MicrophoneButton />} />
 * ```
 */
export function ChatInput({
  onSend,
  onStop,
  isLoading = false,
  isDisabled = false,
  value,
  defaultValue = '',
  onChange,
  isLoggedIn = true,
  placeholder = chatInputMessages.placeholder,
  assistantName,
  label = assistantName ? chatInputMessages.inputLabelFor(assistantName) : chatInputMessages.inputLabel,
  endSlot,
  showCareNotice = true,
  autoFocus,
  className,
  ref,
}: ChatInputProps) {
  const isControlled = value !== undefined;
  const [innerValue, setInnerValue] = useState(defaultValue);
  const text = isControlled ? value : innerValue;
  const inputDisabled = isDisabled || isLoading || !isLoggedIn;
  const canSend = !inputDisabled && text.trim() !== '';

  const rootRef = useRef<HTMLDivElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // The latest text, readable from async callbacks (a send may settle after more typing).
  const latest = useRef(text);
  latest.current = text;
  const sending = useRef(false);
  const composing = useRef(false);

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const update = useCallback(
    (next: string) => {
      latest.current = next;
      if (!isControlled) setInnerValue(next);
      onChangeRef.current?.(next);
    },
    [isControlled],
  );

  useImperativeHandle(
    ref,
    () => ({
      focus: () => textareaRef.current?.focus(),
      setValue: update,
      getValue: () => latest.current,
    }),
    [update],
  );

  // Grow with the content up to the cap, then scroll. Measured, not `field-sizing`, so that every
  // browser behaves the same.
  const fit = useCallback(() => {
    const el = textareaRef.current;
    if (!el) return;
    // Collapsing to measure resets the scroll position: keep it, or follow a caret at the end
    // (typing there, or a transcript dropped in), so the caret stays in view.
    const { scrollTop } = el;
    const caretAtEnd = el.selectionEnd >= el.value.length;
    el.style.height = 'auto';
    const full = el.scrollHeight;
    el.style.height = `${Math.min(full, chatInputMaxHeight)}px`;
    el.style.overflowY = full > chatInputMaxHeight ? 'auto' : 'hidden';
    el.scrollTop = caretAtEnd ? el.scrollHeight : scrollTop;
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit whenever the text changes
  useLayoutEffect(fit, [fit, text]);
  useEffect(() => {
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [fit]);

  // When the reply ends, Stop gives way to Send (another element): focus on Stop would fall to the
  // page's body. Give it back to the textarea, but only to someone who was in the composer, and
  // only if focus has not gone elsewhere since.
  const refocus = useRef(false);
  useEffect(() => {
    if (isLoading || !refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || rootRef.current?.contains(active)) textareaRef.current?.focus();
  }, [isLoading]);
  useEffect(() => {
    const root = rootRef.current;
    if (!isLoading || !root) return;
    const track = () => {
      refocus.current = true;
    };
    root.addEventListener('focusin', track);
    return () => root.removeEventListener('focusin', track);
  }, [isLoading]);

  const send = async () => {
    const typed = latest.current;
    if (typed.trim() === '' || inputDisabled || sending.current) return;
    sending.current = true;
    refocus.current = rootRef.current?.contains(document.activeElement) ?? false;
    update('');
    let delivered = true;
    try {
      delivered = (await onSend(typed.trim())) !== false;
    } catch {
      delivered = false;
    } finally {
      sending.current = false;
    }
    if (delivered) return;
    // Put the text back; anything typed meanwhile is kept after it.
    const now = latest.current;
    update(now.trim() === '' ? typed : `${typed}\n${now}`);
    textareaRef.current?.focus();
  };

  // What was typed (and an Enter pressed) before hydration: taken once, as the input mounts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    const el = textareaRef.current;
    if (!el) return;
    el.setAttribute(earlyEnterAttributes.ready, '');
    if (el.value !== latest.current) update(el.value);
    if (el.hasAttribute(earlyEnterAttributes.pending)) {
      el.removeAttribute(earlyEnterAttributes.pending);
      void send();
    }
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    // An IME commits its composition with Enter: that Enter is not a send. Safari reports the
    // commit after compositionend, with keyCode 229.
    if (event.nativeEvent.isComposing || composing.current || event.keyCode === 229) return;
    event.preventDefault();
    void send();
  };

  // RAC presses on pointerup; the reply ends and Send takes Stop's place before the click that
  // follows. In Chromium that click lands on Send and would submit the question Stop put back (a
  // second send), so a submit is ignored until the Stop press's click is over (the next task).
  const stopping = useRef(false);
  const stop = () => {
    stopping.current = true;
    setTimeout(() => {
      stopping.current = false;
    }, 0);
    onStop?.();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (stopping.current) return;
    void send();
  };

  return (
    <div
      ref={rootRef}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-loading={isLoading || undefined}
      data-disabled={inputDisabled || undefined}
    >
      <form className={styles.box} onSubmit={onSubmit} data-disabled={inputDisabled || undefined}>
        <TextField
          className={styles.field}
          value={text}
          onChange={update}
          isDisabled={isDisabled || !isLoggedIn}
          // While a reply loads the text cannot change, yet the textarea keeps its focus: read-only
          // and announced as unavailable (aria-disabled), not `disabled`, which sends focus to the
          // page's body (and made the browser lay the page out again within the Send's frame).
          isReadOnly={isLoading}
          autoFocus={autoFocus}
        >
          <Label className={visuallyHidden}>{label}</Label>
          <TextArea
            ref={textareaRef}
            aria-disabled={inputDisabled || undefined}
            className={styles.textarea}
            rows={1}
            {...{ [earlyEnterAttributes.sends]: '' }}
            placeholder={placeholder}
            onKeyDown={onKeyDown}
            onCompositionStart={() => {
              composing.current = true;
            }}
            onCompositionEnd={() => {
              composing.current = false;
            }}
          />
        </TextField>
        {endSlot ? <div className={styles.slot}>{endSlot}</div> : null}
        {/* Separate keys: Stop and Send are two elements, so focus on Stop is not silently moved onto
            Send (it returns to the textarea, above). */}
        {isLoading ? (
          <IconButton key="stop" type="button" label={chatInputMessages.stop} isDisabled={!onStop} onPress={stop}>
            <StopIcon />
          </IconButton>
        ) : (
          <IconButton key="send" type="submit" variant="primary" label={chatInputMessages.send} isDisabled={!canSend}>
            <SendIcon />
          </IconButton>
        )}
      </form>
      {showCareNotice ? <p className={styles.notice}>{chatInputMessages.careNotice}</p> : null}
    </div>
  );
}

function SendIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M12 19V5M5.5 11.5 12 5l6.5 6.5"
      />
    </svg>
  );
}

function StopIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <rect x="6.5" y="6.5" width="11" height="11" rx="2" fill="currentColor" />
    </svg>
  );
}
