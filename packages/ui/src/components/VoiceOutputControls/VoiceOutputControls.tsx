import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  Button,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  ToggleButton,
} from 'react-aria-components';
import { brand } from '../../brand';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { voiceMessages } from '../../messages/voice';
import type { AudioPlayerAdapter, SpeechSynthesisAdapter, TtsFetcher } from '../../voice/output/adapters';
import { normalizePlaybackSpeed, speedOptions } from '../../voice/output/playbackSpeed';
import type { SpeechOutputError } from '../../voice/output/speechErrors';
import { type SpokenMessage, useAutoSpeak } from '../../voice/output/useAutoSpeak';
import { type SpeechOutputState, useSpeechOutput } from '../../voice/output/useSpeechOutput';
import type { Platform } from '../../voice/platform';
import * as styles from './VoiceOutputControls.css';

const messages = voiceMessages.output;

export interface VoiceOutputControlsProps {
  /**
   * The last assistant message: what "Play reply" reads, and what plays by itself when it is
   * new and voice replies are on. Pass a streaming reply once it is complete.
   */
  message?: SpokenMessage | null;
  /** Voice replies toggle (controlled). */
  isEnabled?: boolean;
  /** Voice replies toggle (uncontrolled). @default false */
  defaultEnabled?: boolean;
  onEnabledChange?: (isEnabled: boolean) => void;
  /** Playback speed (controlled); normalised: a finite number above 0 and at most 3, else 1. */
  speed?: number;
  /** Playback speed (uncontrolled). @default 1 */
  defaultSpeed?: number;
  onSpeedChange?: (speed: number) => void;
  /** Turns text into audio (e.g. the app's TTS endpoint); without it the browser voice reads replies. */
  fetchTts?: TtsFetcher;
  /** Plays the server's audio. @default the browser's `Audio` */
  audioPlayer?: AudioPlayerAdapter;
  /** The fallback voice; `null` for none. @default the browser's `speechSynthesis` */
  synthesis?: SpeechSynthesisAdapter | null;
  /** Decides the browser voice's rate and volume. @default the current browser's */
  platform?: Platform;
  /** The voice to ask `fetchTts` for. @default the fetcher's own */
  voice?: string;
  /** Each error and warning as it happens, also shown inline (the app may toast it). */
  onError?: (error: SpeechOutputError) => void;
  /** Each state change: idle, loading, speaking, paused. */
  onStateChange?: (state: SpeechOutputState) => void;
  /**
   * Voice is a paid feature the user's plan lacks: a disabled toggle with a badge
   * carrying the assistant's name. @default false
   */
  isPaidFeatureLocked?: boolean;
  /** Admins bypass the paid gate. @default false */
  isAdmin?: boolean;
  /** The name on the locked badge. @default brand.assistantName ("Selene") */
  assistantName?: string;
  /** @default false */
  isDisabled?: boolean;
  /** Layout-only escape hatch. */
  className?: string;
}

function useControllable<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [own, setOwn] = useState(defaultValue);
  const current = value === undefined ? own : value;
  const set = (next: T) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return [current, set] as const;
}

/**
 * The chat's voice output controls: the "Voice replies" toggle (new assistant replies
 * play by themselves while it is on; turning it off stops speech), the playback speed, and
 * play/stop plus pause/resume for the last reply. The state is announced politely and errors
 * show inline as alerts. Speech runs through injected adapters (`useSpeechOutput`).
 *
 * @example
 * ```tsx
 * <VoiceOutputControls
 *   message={lastAssistantMessage}
 *   fetchTts={ttsFetcher}
 *   isPaidFeatureLocked={!tier.voice}
 *   isAdmin={user.role === 'admin'}
 *   onError={(error) => error.severity === 'error' && toast(error.message)}
 * />
 * ```
 */
export function VoiceOutputControls({
  message,
  isEnabled,
  defaultEnabled = false,
  onEnabledChange,
  speed,
  defaultSpeed = 1,
  onSpeedChange,
  fetchTts,
  audioPlayer,
  synthesis,
  platform,
  voice,
  onError,
  onStateChange,
  isPaidFeatureLocked = false,
  isAdmin = false,
  assistantName = brand.assistantName,
  isDisabled = false,
  className,
}: VoiceOutputControlsProps) {
  const isLocked = isPaidFeatureLocked && !isAdmin;
  const [enabled, setEnabled] = useControllable(isEnabled, defaultEnabled, onEnabledChange);
  const [rawSpeed, setSpeed] = useControllable(speed, defaultSpeed, onSpeedChange);
  const speech = useSpeechOutput({
    fetchTts,
    audioPlayer,
    synthesis,
    platform,
    voice,
    speed: normalizePlaybackSpeed(rawSpeed),
    onError,
  });
  useAutoSpeak({ speech, message, enabled: enabled && !isLocked && !isDisabled });

  // Locking hides the controls: nothing may go on speaking without a Stop button.
  const { stop } = speech;
  useEffect(() => {
    if (isLocked) stop();
  }, [isLocked, stop]);

  const onStateChangeRef = useRef(onStateChange);
  onStateChangeRef.current = onStateChange;
  const firstState = useRef(true);
  useEffect(() => {
    if (firstState.current) {
      firstState.current = false;
      return;
    }
    onStateChangeRef.current?.(speech.state);
  }, [speech.state]);

  const badgeId = useId();
  const hintId = useId();
  const rootClass = [styles.root, className].filter(Boolean).join(' ');

  if (isLocked) {
    return (
      <div className={rootClass} data-locked="">
        <div className={styles.toolbar}>
          <Button className={styles.control} isDisabled aria-describedby={`${badgeId} ${hintId}`}>
            <LockIcon />
            {messages.toggleLabel}
          </Button>
          <span id={badgeId} className={styles.badge}>
            <SparkleIcon />
            {messages.lockedBadge(assistantName)}
          </span>
          <span id={hintId} className={visuallyHidden}>
            {messages.lockedHint}
          </span>
        </div>
      </div>
    );
  }

  const { state, error } = speech;
  const isActive = state !== 'idle';
  const canPlay = Boolean(message?.text.trim());
  const selectedSpeed = normalizePlaybackSpeed(rawSpeed);
  const statusText = state === 'idle' ? '' : messages.status[state];

  return (
    <div className={rootClass} data-state={state} data-source={speech.source ?? undefined}>
      {/* biome-ignore lint/a11y/useSemanticElements: a toolbar-like group of controls, not a form fieldset */}
      <div className={styles.toolbar} role="group" aria-label={messages.groupLabel}>
        <ToggleButton
          className={styles.control}
          isSelected={enabled}
          isDisabled={isDisabled}
          onChange={(next) => {
            setEnabled(next);
          }}
        >
          {enabled ? <SpeakerIcon /> : <SpeakerOffIcon />}
          <span className={styles.controlLabel}>{messages.toggleLabel}</span>
        </ToggleButton>

        <Select
          className={styles.speed}
          value={selectedSpeed}
          isDisabled={isDisabled}
          onChange={(key: Key | null) => {
            if (key !== null) setSpeed(Number(key));
          }}
        >
          <Label className={styles.speedLabel}>{messages.speedLabel}</Label>
          <Button className={styles.control}>
            <SelectValue />
            <ChevronIcon />
          </Button>
          <Popover className={styles.popover} placement="bottom start">
            <ListBox className={styles.listBox}>
              {speedOptions.map((option) => (
                <ListBoxItem
                  key={option}
                  id={option}
                  className={styles.option}
                  textValue={messages.speedOption(option)}
                >
                  {messages.speedOption(option)}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>

        <Button
          className={styles.control}
          isDisabled={isDisabled || (!isActive && !canPlay)}
          onPress={() => {
            if (isActive) speech.stop();
            else if (message) void speech.speak(message.text);
          }}
        >
          {isActive ? <StopIcon /> : <PlayIcon />}
          <span className={styles.controlLabel}>{isActive ? messages.stop : messages.play}</span>
        </Button>

        {state === 'speaking' || state === 'paused' ? (
          <Button
            className={styles.control}
            isDisabled={isDisabled}
            onPress={() => (state === 'paused' ? speech.resume() : speech.pause())}
          >
            {state === 'paused' ? <PlayIcon /> : <PauseIcon />}
            <span className={styles.controlLabel}>{state === 'paused' ? messages.resume : messages.pause}</span>
          </Button>
        ) : null}
      </div>

      <span role="status" className={styles.status}>
        {statusText}
      </span>

      {error ? (
        <p role="alert" className={styles.message({ severity: error.severity })} data-error-code={error.code}>
          <AlertIcon />
          <span>{error.message}</span>
        </p>
      ) : null}
    </div>
  );
}

function Icon({ children, className = styles.icon }: { children: ReactNode; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden focusable={false}>
      {children}
    </svg>
  );
}

function SpeakerIcon() {
  return (
    <Icon>
      <path fill="currentColor" d="M4 9h3.5L12 5v14l-4.5-4H4z" />
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11"
      />
    </Icon>
  );
}

function SpeakerOffIcon() {
  return (
    <Icon>
      <path fill="currentColor" d="M4 9h3.5L12 5v14l-4.5-4H4z" />
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M16 9.5l5 5M21 9.5l-5 5" />
    </Icon>
  );
}

function PlayIcon() {
  return (
    <Icon>
      <path fill="currentColor" d="M8 5.5v13l10.5-6.5z" />
    </Icon>
  );
}

function StopIcon() {
  return (
    <Icon>
      <rect fill="currentColor" x="6.5" y="6.5" width="11" height="11" rx="1.5" />
    </Icon>
  );
}

function PauseIcon() {
  return (
    <Icon>
      <rect fill="currentColor" x="6.5" y="5.5" width="4" height="13" rx="1" />
      <rect fill="currentColor" x="13.5" y="5.5" width="4" height="13" rx="1" />
    </Icon>
  );
}

function ChevronIcon() {
  return (
    <Icon>
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M7 10l5 5 5-5" />
    </Icon>
  );
}

function LockIcon() {
  return (
    <Icon>
      <rect fill="currentColor" x="5" y="10.5" width="14" height="10" rx="2" />
      <path fill="none" stroke="currentColor" strokeWidth="2" d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" />
    </Icon>
  );
}

function SparkleIcon() {
  return (
    <Icon className={styles.badgeIcon}>
      <path fill="currentColor" d="M12 2l2.2 6.6L21 11l-6.8 2.4L12 20l-2.2-6.6L3 11l6.8-2.4z" />
    </Icon>
  );
}

function AlertIcon() {
  return (
    <Icon>
      <circle fill="none" stroke="currentColor" strokeWidth="2" cx="12" cy="12" r="9" />
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M12 7.5v5.5M12 16.5v.01" />
    </Icon>
  );
}
