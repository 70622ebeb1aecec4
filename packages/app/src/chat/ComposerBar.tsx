import { createHttpTtsFetcher, PromptCounter, type PromptCounterProps, VoiceOutputControls } from '@app/ui';
import { useMemo } from 'react';
import * as styles from './ChatPage.css';

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
  return (
    <div className={styles.composerBar}>
      <VoiceOutputControls message={spoken} fetchTts={fetchTts} isPaidFeatureLocked={voiceLocked} isAdmin={isAdmin} />
      {promptCounter ? <PromptCounter {...promptCounter} /> : null}
    </div>
  );
}
