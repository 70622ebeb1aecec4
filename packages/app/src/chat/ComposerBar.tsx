import { PromptCounter, type PromptCounterProps, VoiceOutputControls } from '@app/ui';
import { useMemo, useState } from 'react';
import { usePreferences } from '../app/preferences';
import * as styles from './ChatPage.css';
import { createHttpTtsFetcher } from './ttsClient';

export interface ComposerBarProps {
  /** The last reply, what "Play reply" reads. */
  spoken: { id: string; text: string } | null;
  /** The tier has no voice (spec 6): the controls show locked, with their badge. */
  voiceLocked: boolean;
  isAdmin: boolean;
  /** The prompt counter, for tiers with a daily limit. */
  promptCounter: PromptCounterProps | null;
}

/**
 * Above the composer, for a logged-in user: voice replies (spec 5) and the prompt counter. Its own
 * chunk (the speed select's listbox and popover, the speech output), loaded once the user is known.
 */
export function ComposerBar({ spoken, voiceLocked, isAdmin, promptCounter }: ComposerBarProps) {
  const fetchTts = useMemo(() => createHttpTtsFetcher(), []);
  // The preferences give the defaults (they may arrive after the bar); a change here lasts for this page.
  const preferences = usePreferences();
  const [enabled, setEnabled] = useState<boolean>();
  const [speed, setSpeed] = useState<number>();
  const voice = preferences?.voice;
  return (
    <div className={styles.composerBar}>
      <VoiceOutputControls
        message={spoken}
        fetchTts={fetchTts}
        isPaidFeatureLocked={voiceLocked}
        isAdmin={isAdmin}
        isEnabled={enabled ?? preferences?.voiceReplies ?? false}
        onEnabledChange={setEnabled}
        speed={speed ?? preferences?.speechSpeed ?? 1}
        onSpeedChange={setSpeed}
        {...(voice ? { voice } : {})}
      />
      {promptCounter ? <PromptCounter {...promptCounter} /> : null}
    </div>
  );
}
