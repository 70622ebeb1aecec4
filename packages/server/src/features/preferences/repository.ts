import { defaultPreferences, type Preferences, type PreferencesUpdate, type SpeechSpeed } from '@app/contract';
import type { Queryable } from '../../db/storage';

interface PreferencesRow {
  theme: Preferences['theme'];
  voice_replies: boolean;
  speech_speed: number;
  voice: string | null;
  time_zone: string | null;
  preferred_name: string | null;
  assistant: Preferences['assistant'] | null;
}

const columns = 'theme, voice_replies, speech_speed, voice, time_zone, preferred_name, assistant';

const toPreferences = (row: PreferencesRow): Preferences => ({
  theme: row.theme,
  voiceReplies: row.voice_replies,
  // Stored from the contract's options only; a double reads back as the same number.
  speechSpeed: Number(row.speech_speed) as SpeechSpeed,
  voice: row.voice,
  timeZone: row.time_zone,
  preferredName: row.preferred_name,
  assistant: row.assistant ?? defaultPreferences.assistant,
});

/** A user's preferences; the defaults until they save something. */
export async function loadPreferences(db: Queryable, userId: number): Promise<Preferences> {
  const [row] = await db.query<PreferencesRow>(`SELECT ${columns} FROM user_preferences WHERE user_id = $1`, [userId]);
  return row ? toPreferences(row) : { ...defaultPreferences };
}

/**
 * Writes the fields of `update` over the stored ones (the others stay) in one statement, so two
 * saves cannot interleave, and answers the whole result.
 */
export async function savePreferences(
  db: Queryable,
  userId: number,
  update: PreferencesUpdate,
  now: Date,
): Promise<Preferences> {
  const next = { ...defaultPreferences, ...update };
  const sent = (key: keyof Preferences) => key in update;
  const [row] = await db.query<PreferencesRow>(
    `INSERT INTO user_preferences (user_id, theme, voice_replies, speech_speed, voice, time_zone, preferred_name, updated_at, assistant)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $15)
     ON CONFLICT (user_id) DO UPDATE SET
       theme = CASE WHEN $9 THEN EXCLUDED.theme ELSE user_preferences.theme END,
       voice_replies = CASE WHEN $10 THEN EXCLUDED.voice_replies ELSE user_preferences.voice_replies END,
       speech_speed = CASE WHEN $11 THEN EXCLUDED.speech_speed ELSE user_preferences.speech_speed END,
       voice = CASE WHEN $12 THEN EXCLUDED.voice ELSE user_preferences.voice END,
       time_zone = CASE WHEN $13 THEN EXCLUDED.time_zone ELSE user_preferences.time_zone END,
       preferred_name = CASE WHEN $14 THEN EXCLUDED.preferred_name ELSE user_preferences.preferred_name END,
       assistant = CASE WHEN $16 THEN EXCLUDED.assistant ELSE user_preferences.assistant END,
       updated_at = EXCLUDED.updated_at
     RETURNING ${columns}`,
    [
      userId,
      next.theme,
      next.voiceReplies,
      next.speechSpeed,
      next.voice,
      next.timeZone,
      next.preferredName,
      now,
      sent('theme'),
      sent('voiceReplies'),
      sent('speechSpeed'),
      sent('voice'),
      sent('timeZone'),
      sent('preferredName'),
      next.assistant,
      sent('assistant'),
    ],
  );
  if (!row) throw new Error('upsert returned no row');
  return toPreferences(row);
}
