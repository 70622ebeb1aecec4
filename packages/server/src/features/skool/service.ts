// The Skool integration: settings an admin keeps, and the signed member events Skool sends.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Tier } from '@app/contract';
import {
  SkoolEnvelopeSchema,
  type SkoolEventResult,
  type SkoolMemberEvent,
  SkoolMemberEventSchema,
  type SkoolSettings,
  skoolEventTypes,
  skoolMaxEventAgeSeconds,
  skoolSignatureVersion,
  skoolWebhookPath,
  tierForSkoolLevel,
} from '@app/contract/skool';
import * as v from 'valibot';
import { hashPassword } from '../../auth/password';
import type { Deps, SessionUser } from '../../context';
import { serverMessages } from '../../messages';
import { insertAuditRecord } from '../audit/repository';
import { issuePasswordLink } from '../passwordReset/service';
import {
  claimEvent,
  insertMember,
  lockAccountByEmail,
  readSettings,
  recentEvents,
  recordEventResult,
  type StoredSkoolSettings,
  setTier,
  usernameTaken,
  writeSecret,
  writeSettings,
} from './repository';

const text = serverMessages.skool;
/** A new member's set-password link lasts a week: an invitation may wait in an inbox for days. */
export const invitationDays = 7;
const secretPrefix = 'skwh_';

/** A new signing secret: 256 random bits, base64url, with a prefix a person recognises. */
export const newSigningSecret = () => `${secretPrefix}${randomBytes(32).toString('base64url')}`;

/** The secret as the page shows it after creation: the prefix and its last four characters. */
export const maskSecret = (secret: string) => `${secretPrefix}${'•'.repeat(8)}${secret.slice(-4)}`;

/** The signature of an event: HMAC-SHA256 of `${timestamp}.${rawBody}` with the secret, as `v1=<hex>`. */
export function signSkoolEvent(secret: string, timestamp: string, rawBody: string): string {
  return `${skoolSignatureVersion}=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/** Whether `header` carries a matching signature; compared in constant time (a length check first, as the lengths are public). */
export function signatureMatches(secret: string, timestamp: string, rawBody: string, header: string): boolean {
  const expected = Buffer.from(signSkoolEvent(secret, timestamp, rawBody));
  // Skool-style headers may list several signatures (during a rotation): any one may match.
  return header
    .split(/[\s,]+/)
    .filter(Boolean)
    .some((candidate) => {
      const given = Buffer.from(candidate);
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

/** Whether the signed timestamp (Unix seconds) is within the allowed age of now, either way. */
export function timestampFresh(timestamp: string, now: Date): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(now.getTime() / 1000 - Number(timestamp)) <= skoolMaxEventAgeSeconds;
}

async function view(deps: Deps, settings: StoredSkoolSettings): Promise<SkoolSettings> {
  return {
    enabled: settings.enabled,
    secret:
      settings.signingSecret && settings.secretCreatedAt
        ? { masked: maskSecret(settings.signingSecret), createdAt: settings.secretCreatedAt.toISOString() }
        : null,
    defaultTier: settings.defaultTier,
    levelTiers: settings.levelTiers,
    webhookUrl: new URL(skoolWebhookPath, deps.publicUrl()).href,
    events: await recentEvents(deps.storage),
  };
}

export const skoolSettings = async (deps: Deps) => view(deps, await readSettings(deps.storage));

/** Saves the settings with an audit record of what changed; 'noSecret' when enabling before a secret exists. */
export async function saveSkoolSettings(
  deps: Deps,
  admin: SessionUser,
  input: { enabled: boolean; defaultTier: Tier; levelTiers: { level: string; tier: Tier }[] },
): Promise<SkoolSettings | 'noSecret'> {
  const now = deps.now();
  const outcome = await deps.storage.transaction(async (tx) => {
    const before = await readSettings(tx, true);
    if (input.enabled && !before.signingSecret) return 'noSecret' as const;
    await writeSettings(tx, input, now);
    const was = { enabled: before.enabled, defaultTier: before.defaultTier, levelTiers: before.levelTiers };
    if (JSON.stringify(was) !== JSON.stringify(input)) {
      await insertAuditRecord(
        tx,
        {
          actorUserId: admin.id,
          action: 'skool.settingsChanged',
          targetUserId: null,
          details: { before: was, after: input },
        },
        now,
      );
    }
    return null;
  });
  return outcome ?? skoolSettings(deps);
}

/** Generates (or replaces) the signing secret; the caller shows it once. The audit record has no secret. */
export async function rotateSkoolSecret(
  deps: Deps,
  admin: SessionUser,
): Promise<{ secret: string; settings: SkoolSettings }> {
  const now = deps.now();
  const secret = newSigningSecret();
  await deps.storage.transaction(async (tx) => {
    const before = await readSettings(tx, true);
    await writeSecret(tx, secret, now);
    await insertAuditRecord(
      tx,
      {
        actorUserId: admin.id,
        action: 'skool.secretRotated',
        targetUserId: null,
        details: { before: { hadSecret: before.signingSecret !== null }, after: { masked: maskSecret(secret) } },
      },
      now,
    );
  });
  return { secret, settings: await skoolSettings(deps) };
}

export type WebhookOutcome =
  | { status: 200 | 202; result: SkoolEventResult | 'duplicate' }
  | { status: 400 | 401 | 404; message: string };

/** A username for a new member: the e-mail's local part, made safe, with a number when taken. */
async function freeUsername(tx: Tx, email: string, name?: string) {
  const from = (name && /[a-z0-9]/i.test(name) ? name : email.split('@')[0]) ?? 'member';
  const base =
    from
      .toLowerCase()
      .replace(/[^a-z0-9_.-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 24) || 'member';
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await usernameTaken(tx, candidate))) return candidate;
  }
}

/**
 * Verifies and acts on one webhook call. Nothing is stored for a refused call (disabled, bad or
 * stale signature, malformed body); a verified event is stored once with what became of it.
 */
export async function receiveSkoolEvent(
  deps: Deps,
  headers: { signature: string | undefined; timestamp: string | undefined },
  rawBody: string,
): Promise<WebhookOutcome> {
  const settings = await readSettings(deps.storage);
  if (!settings.enabled || !settings.signingSecret) return { status: 404, message: text.disabled };
  const timestamp = headers.timestamp ?? '';
  if (!headers.signature || !signatureMatches(settings.signingSecret, timestamp, rawBody, headers.signature)) {
    return { status: 401, message: text.badSignature };
  }
  const now = deps.now();
  if (!timestampFresh(timestamp, now)) return { status: 401, message: text.stale };
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { status: 400, message: text.malformed };
  }
  const envelope = v.safeParse(SkoolEnvelopeSchema, body);
  if (!envelope.success) return { status: 400, message: text.malformed };
  const known = (skoolEventTypes as readonly string[]).includes(envelope.output.type);
  const event = known ? v.safeParse(SkoolMemberEventSchema, body) : null;
  if (event && !event.success) return { status: 400, message: text.malformed };

  let invite: { userId: number; username: string; email: string } | null = null;
  const outcome = await deps.storage.transaction(async (tx) => {
    if (!(await claimEvent(tx, envelope.output.id, envelope.output.type, now))) return 'duplicate' as const;
    if (!event) return 'ignored' as const;
    const { result, userId, created } = await applyMemberEvent(deps, tx, settings, event.output, now);
    await recordEventResult(tx, envelope.output.id, result, userId);
    if (created) invite = created;
    return result;
  });
  if (invite) await sendInvitation(deps, invite);
  return { status: outcome === 'ignored' && !event ? 202 : 200, result: outcome };
}

type Tx = Parameters<typeof usernameTaken>[0];

async function applyMemberEvent(
  deps: Deps,
  tx: Tx,
  settings: StoredSkoolSettings,
  event: SkoolMemberEvent,
  now: Date,
): Promise<{
  result: SkoolEventResult;
  userId: number | null;
  created?: { userId: number; username: string; email: string };
}> {
  const { member } = event.data;
  const account = await lockAccountByEmail(tx, member.email);
  const recordTier = async (userId: number, before: string, after: Tier) => {
    await setTier(tx, userId, after);
    await insertAuditRecord(
      tx,
      {
        actorUserId: null,
        action: 'user.tierChanged',
        targetUserId: userId,
        details: { before: { tier: before }, after: { tier: after }, reason: 'Skool' },
      },
      now,
    );
  };
  if (event.type === 'member.left') {
    // Leaving the community ends the paid tier; the account and its conversations stay.
    if (!account) return { result: 'noSuchMember', userId: null };
    if (account.tier === 'free') return { result: 'unchanged', userId: account.id };
    await recordTier(account.id, account.tier, 'free');
    return { result: 'downgraded', userId: account.id };
  }
  const tier = tierForSkoolLevel(settings, member.level);
  if (account) {
    if (account.tier === tier) return { result: 'unchanged', userId: account.id };
    await recordTier(account.id, account.tier, tier);
    return { result: 'updated', userId: account.id };
  }
  const username = await freeUsername(tx, member.email, member.name);
  // A password nobody knows: the member chooses theirs through the invitation's link.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'), deps.passwordCost);
  const userId = await insertMember(tx, { username, email: member.email, passwordHash, tier, createdAt: now });
  await insertAuditRecord(
    tx,
    {
      actorUserId: null,
      action: 'skool.memberCreated',
      targetUserId: userId,
      details: { after: { tier }, reason: 'Skool' },
    },
    now,
  );
  return { result: 'created', userId, created: { userId, username, email: member.email } };
}

/** Mails a new member their one-time set-password link (the reset page takes it). A failed send is logged, not fatal. */
async function sendInvitation(deps: Deps, member: { userId: number; username: string; email: string }) {
  try {
    const link = await issuePasswordLink(deps, deps.storage, member.userId, invitationDays * 24 * 60);
    await deps.mailer.send({
      to: member.email,
      subject: text.invitationSubject,
      text: text.invitationBody(member.username, link, invitationDays),
    });
  } catch (error) {
    deps.logger.error('skool invitation mail failed', { userId: member.userId, error: String(error) });
  }
}
