import { useId } from 'react';
import { Button, ProgressBar } from 'react-aria-components';
import { voiceMessages } from '../../messages/voice';
import { type UseSpeechInputOptions, useSpeechInput } from '../../voice/input/useSpeechInput';
import * as styles from './VoiceInputButton.css';

const text = voiceMessages.input;

/** The countdown turns to the caution tone for the last seconds. */
const nearLimitMs = 5_000;

export interface VoiceInputButtonProps extends UseSpeechInputOptions {
  /** The user's tier has no voice (the free tier): a disabled button with a "Premium Feature" badge. @default false */
  isLocked?: boolean;
  /** Admins bypass the tier lock. @default false */
  isAdmin?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Show the live transcript under the button. @default true */
  showTranscript?: boolean;
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * A microphone button for speech input: it asks for the microphone, shows the
 * countdown to the 30 s limit and the live transcript, delivers the corrected transcript once
 * through `onTranscript`, and shows errors inline (also handed to `onError`, e.g. for a toast).
 * Browser APIs come through props, so that tests and stories pass the fakes.
 */
export function VoiceInputButton({
  isLocked = false,
  isAdmin = false,
  isDisabled = false,
  showTranscript = true,
  className,
  ...options
}: VoiceInputButtonProps) {
  const speech = useSpeechInput(options);
  const badgeId = useId();
  const locked = isLocked && !isAdmin;
  const active = speech.status !== 'stopped';
  const listening = speech.status === 'listening';
  const nearLimit = listening && speech.remainingMs <= nearLimitMs;

  let statusText = '';
  if (speech.status === 'initialising') statusText = text.initialising;
  else if (listening) statusText = text.listening;
  else if (speech.reachedLimit) statusText = text.limitReached(Math.round(speech.maxListeningMs / 1000));

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-status={speech.status}
      data-near-limit={nearLimit || undefined}
    >
      <div className={styles.row}>
        <Button
          className={styles.button}
          aria-label={active ? text.stop : text.start}
          aria-describedby={locked ? badgeId : undefined}
          isDisabled={locked || isDisabled}
          onPress={speech.toggle}
          data-active={active || undefined}
          data-listening={listening || undefined}
        >
          {active ? <StopIcon /> : <MicrophoneIcon />}
        </Button>
        {locked ? (
          <span id={badgeId} className={styles.badge}>
            <LockIcon />
            {text.premiumFeature}
          </span>
        ) : (
          <div className={styles.countdown}>
            <span role="status" className={styles.status}>
              {statusText}
            </span>
            {listening ? (
              <ProgressBar
                className={styles.meter}
                aria-label={text.listeningTime}
                value={speech.elapsedMs}
                maxValue={speech.maxListeningMs}
                valueLabel={text.secondsLeft(Math.ceil(speech.remainingMs / 1000))}
              >
                {({ percentage, valueText }) => (
                  <>
                    <span className={styles.track}>
                      <span className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
                    </span>
                    <span className={styles.secondsLeft}>{valueText}</span>
                  </>
                )}
              </ProgressBar>
            ) : null}
          </div>
        )}
      </div>
      {showTranscript ? (
        <p className={styles.transcript} aria-live="polite">
          {speech.transcript.final ? <span className={styles.finalText}>{speech.transcript.final}</span> : null}
          {speech.transcript.final && speech.transcript.interim ? ' ' : null}
          {speech.transcript.interim ? <span className={styles.interimText}>{speech.transcript.interim}</span> : null}
        </p>
      ) : null}
      {speech.error ? (
        <div role="alert" className={styles.alert}>
          <span className={styles.alertTitle}>{speech.error.title}</span>
          <span>{speech.error.description}</span>
        </div>
      ) : null}
    </div>
  );
}

function MicrophoneIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <rect x="9" y="3" width="6" height="11" rx="3" fill="currentColor" />
      <path
        d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function StopIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <rect x="7" y="7" width="10" height="10" rx="2" fill="currentColor" />
    </svg>
  );
}

function LockIcon() {
  return (
    <svg className={styles.badgeIcon} viewBox="0 0 16 16" aria-hidden focusable={false}>
      <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
