import { emptyProfile, type Profile, ProfileSchema, ProfileUpdateSchema } from '@app/contract';
import type { Hono } from 'hono';
import { requireUser } from '../auth/session';
import type { AppEnv, Deps } from '../context';
import type { Queryable } from '../db/storage';
import { readJson, replyJson } from '../http/reply';

interface ProfileRow {
  display_name: string | null;
  birth_date: string | null;
  birth_time: string | null;
  birth_place: Profile['birthPlace'];
  interests: Profile['interests'];
  onboarding_step: number;
  onboarding_status: Profile['onboardingStatus'];
}

const toProfile = (row: ProfileRow): Profile => ({
  displayName: row.display_name,
  birthDate: row.birth_date,
  birthTime: row.birth_time,
  birthPlace: row.birth_place,
  interests: row.interests,
  onboardingStep: row.onboarding_step,
  onboardingStatus: row.onboarding_status,
});

const columns = 'display_name, birth_date, birth_time, birth_place, interests, onboarding_step, onboarding_status';

/** A user's profile; the empty one until they save something. */
export async function loadProfile(db: Queryable, userId: number): Promise<Profile> {
  const [row] = await db.query<ProfileRow>(`SELECT ${columns} FROM profiles WHERE user_id = $1`, [userId]);
  return row ? toProfile(row) : { ...emptyProfile, interests: [] };
}

export function profileRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/api/user/profile', async (c) => {
    const user = requireUser(c);
    return replyJson(c, ProfileSchema, await loadProfile(deps.storage, user.id));
  });

  app.put('/api/user/profile', async (c) => {
    const user = requireUser(c);
    const update = await readJson(c, ProfileUpdateSchema);
    // The fields sent replace the stored ones; the others stay. One statement, so two saves cannot interleave.
    const next = { ...(await loadProfile(deps.storage, user.id)), ...update };
    const sent = (key: keyof Profile) => key in update;
    const [row] = await deps.storage.query<ProfileRow>(
      `INSERT INTO profiles (user_id, display_name, birth_date, birth_time, birth_place, interests, onboarding_step, onboarding_status, updated_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9)
       ON CONFLICT (user_id) DO UPDATE SET
         display_name = CASE WHEN $10 THEN EXCLUDED.display_name ELSE profiles.display_name END,
         birth_date = CASE WHEN $11 THEN EXCLUDED.birth_date ELSE profiles.birth_date END,
         birth_time = CASE WHEN $12 THEN EXCLUDED.birth_time ELSE profiles.birth_time END,
         birth_place = CASE WHEN $13 THEN EXCLUDED.birth_place ELSE profiles.birth_place END,
         interests = CASE WHEN $14 THEN EXCLUDED.interests ELSE profiles.interests END,
         onboarding_step = CASE WHEN $15 THEN EXCLUDED.onboarding_step ELSE profiles.onboarding_step END,
         onboarding_status = CASE WHEN $16 THEN EXCLUDED.onboarding_status ELSE profiles.onboarding_status END,
         updated_at = EXCLUDED.updated_at
       RETURNING ${columns}`,
      [
        user.id,
        next.displayName,
        next.birthDate,
        next.birthTime,
        next.birthPlace === null ? null : JSON.stringify(next.birthPlace),
        JSON.stringify(next.interests),
        next.onboardingStep,
        next.onboardingStatus,
        deps.now(),
        sent('displayName'),
        sent('birthDate'),
        sent('birthTime'),
        sent('birthPlace'),
        sent('interests'),
        sent('onboardingStep'),
        sent('onboardingStatus'),
      ],
    );
    if (!row) throw new Error('upsert returned no row');
    return replyJson(c, ProfileSchema, toProfile(row));
  });
}
