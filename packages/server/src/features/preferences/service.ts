import { canUseVoice, type Preferences, type PreferencesUpdate, voicePreferenceFields } from '@app/contract';
import type { Deps, SessionUser } from '../../context';
import { HttpError } from '../../http/errors';
import { serverMessages } from '../../messages';
import { savePreferences } from './repository';

/**
 * Saves a user's preferences. A tier without voice (DECISIONS "Voice") may not change the voice
 * fields: 403 naming the first one sent, nothing stored. What such a user stored on a tier with
 * voice stays (it applies again after an upgrade); the page shows it locked.
 */
export async function updatePreferences(
  deps: Deps,
  user: SessionUser,
  update: PreferencesUpdate,
): Promise<Preferences> {
  const voiceField = voicePreferenceFields.find((field) => field in update);
  if (voiceField && !canUseVoice({ role: user.role, tier: user.tier })) {
    throw new HttpError(403, {
      message: serverMessages.voice.tierRequired,
      errors: [{ field: voiceField, message: serverMessages.voice.tierRequired }],
    });
  }
  return savePreferences(deps.storage, user.id, update, deps.now());
}
