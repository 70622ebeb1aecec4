import { useEffect, useRef } from 'react';
import type { SpeechOutput } from './useSpeechOutput';

/** The last assistant message: the text that voice playback reads. */
export interface SpokenMessage {
  /** Stable per message: each id is spoken at most once automatically. */
  id: string;
  text: string;
}

export interface UseAutoSpeakOptions {
  speech: Pick<SpeechOutput, 'speak' | 'stop'>;
  /** The last assistant message, once complete (a streaming reply is passed when it ends). */
  message: SpokenMessage | null | undefined;
  /** The voice toggle. */
  enabled: boolean;
}

/**
 * A new assistant text plays automatically only when the voice toggle is on, and
 * turning the toggle off stops speech. "New" means it arrived while this hook was mounted: the
 * message already shown when the page opens, or when the toggle is switched on, is not read
 * (the Play button reads it). Each message id is spoken at most once.
 */
export function useAutoSpeak({ speech, message, enabled }: UseAutoSpeakOptions): void {
  const seenId = useRef(message?.id);
  const wasEnabled = useRef(enabled);
  const speechRef = useRef(speech);
  speechRef.current = speech;

  useEffect(() => {
    if (wasEnabled.current && !enabled) speechRef.current.stop();
    wasEnabled.current = enabled;
  }, [enabled]);

  const id = message?.id;
  const text = message?.text;
  useEffect(() => {
    if (id === undefined || id === seenId.current) return;
    seenId.current = id;
    if (enabled && text) void speechRef.current.speak(text);
    // Re-runs for a new `enabled` or `text` return early: only a new id is spoken.
  }, [id, text, enabled]);
}
