import type { Role, Tier } from '@app/contract';
import {
  type AdminUserDetail,
  type AdminUserFilters,
  type AdminUserPage,
  type AuditFilters,
  type AuditPage,
  adminUserPageSize,
  auditPageSize,
} from '@app/contract/adminUsers';
import type { Deps, SessionUser } from '../../context';
import type { Queryable } from '../../db/storage';
import { insertAuditRecord } from '../audit/repository';
import { sendResetLink } from '../passwordReset/service';
import {
  deleteSessions,
  findContact,
  findUser,
  listAudit,
  listUsers,
  lockUser,
  setDisabled,
  setRole,
  setTier,
  userExists,
} from './repository';

/** Why a change was refused: no such account, or an admin acting on their own role or access. */
export type ChangeRefusal = 'notFound' | 'notYourself';
export type ChangeOutcome = AdminUserDetail | ChangeRefusal;

export async function userPage(deps: Deps, { q, page = 1 }: AdminUserFilters): Promise<AdminUserPage> {
  const { users, total } = await listUsers(deps.storage, {
    search: q || undefined,
    limit: adminUserPageSize,
    offset: (page - 1) * adminUserPageSize,
  });
  return { users, page, pageSize: adminUserPageSize, total };
}

export const userDetail = (deps: Deps, userId: number): Promise<AdminUserDetail | null> =>
  findUser(deps.storage, userId, deps.now());

/** The audit log's page; null when the account asked for does not exist (and never did: its entries are kept). */
export async function auditPage(deps: Deps, { userId, page = 1 }: AuditFilters): Promise<AuditPage | null> {
  const { entries, total } = await listAudit(deps.storage, {
    userId,
    limit: auditPageSize,
    offset: (page - 1) * auditPageSize,
  });
  if (userId !== undefined && total === 0 && !(await userExists(deps.storage, userId))) return null;
  return { entries, page, pageSize: auditPageSize, total };
}

type Locked = NonNullable<Awaited<ReturnType<typeof lockUser>>>;

/**
 * One change to an account, in one transaction with its audit record: `apply` answers what to
 * record (null: nothing changed, nothing recorded), or a refusal. Answers the account as it now is.
 */
async function change(
  deps: Deps,
  userId: number,
  apply: (
    tx: Queryable,
    user: Locked,
  ) => Promise<{ action: string; details: Record<string, unknown> } | null | ChangeRefusal>,
  admin: SessionUser,
): Promise<ChangeOutcome> {
  const outcome = await deps.storage.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) return 'notFound' as const;
    const result = await apply(tx, user);
    if (typeof result === 'string') return result;
    if (result) {
      await insertAuditRecord(
        tx,
        { actorUserId: admin.id, action: result.action, targetUserId: userId, details: result.details },
        deps.now(),
      );
    }
    return null;
  });
  if (outcome) return outcome;
  return (await findUser(deps.storage, userId, deps.now())) ?? 'notFound';
}

/** Sets an account's role. An admin's own role is not theirs to change (no admin left by accident). */
export const changeRole = (deps: Deps, admin: SessionUser, userId: number, role: Role) =>
  change(
    deps,
    userId,
    async (tx, user) => {
      if (user.id === admin.id) return 'notYourself';
      if (user.role === role) return null;
      await setRole(tx, userId, role);
      return { action: 'user.roleChanged', details: { before: { role: user.role }, after: { role } } };
    },
    admin,
  );

/** Sets an account's tier by hand, with the reason (DECISIONS "Payments"). */
export const changeTier = (deps: Deps, admin: SessionUser, userId: number, tier: Tier, reason: string) =>
  change(
    deps,
    userId,
    async (tx, user) => {
      if (user.tier === tier) return null;
      await setTier(tx, userId, tier);
      return { action: 'user.tierChanged', details: { before: { tier: user.tier }, after: { tier }, reason } };
    },
    admin,
  );

/** Disables an account: no more log-ins, and every session ends now. Not one's own. */
export const disableUser = (deps: Deps, admin: SessionUser, userId: number, reason: string | undefined) =>
  change(
    deps,
    userId,
    async (tx, user) => {
      if (user.id === admin.id) return 'notYourself';
      if (user.disabled) return null;
      await setDisabled(tx, userId, deps.now());
      const sessionsEnded = await deleteSessions(tx, userId);
      return {
        action: 'user.disabled',
        details: {
          before: { disabled: false },
          after: { disabled: true, sessionsEnded },
          ...(reason ? { reason } : {}),
        },
      };
    },
    admin,
  );

export const enableUser = (deps: Deps, admin: SessionUser, userId: number) =>
  change(
    deps,
    userId,
    async (tx, user) => {
      if (!user.disabled) return null;
      await setDisabled(tx, userId, null);
      return { action: 'user.enabled', details: { before: { disabled: true }, after: { disabled: false } } };
    },
    admin,
  );

/** Ends every session of an account (recorded even when there were none: the admin asked). */
export const signOutEverywhere = (deps: Deps, admin: SessionUser, userId: number) =>
  change(
    deps,
    userId,
    async (tx) => {
      const sessions = await deleteSessions(tx, userId);
      return { action: 'user.signedOutEverywhere', details: { before: { sessions }, after: { sessions: 0 } } };
    },
    admin,
  );

export type ResetLinkOutcome = { email: string } | 'notFound' | 'noEmail';

/** The account's address, to send a reset link to (and to count the sends against). */
export async function resetLinkTarget(deps: Deps, userId: number): Promise<ResetLinkOutcome> {
  const user = await findContact(deps.storage, userId);
  if (!user) return 'notFound';
  return user.email ? { email: user.email } : 'noEmail';
}

/**
 * Mails a reset link with the password reset feature's own service, and records that it was sent.
 * False (nothing recorded) when the mail could not be sent.
 */
export async function sendAdminResetLink(
  deps: Deps,
  admin: SessionUser,
  userId: number,
  email: string,
): Promise<boolean> {
  try {
    await sendResetLink(deps, email);
  } catch (error) {
    deps.logger.error('admin password reset mail failed', { userId, error: String(error) });
    return false;
  }
  await insertAuditRecord(
    deps.storage,
    // No address in the details: the log keeps no personal data once the account is deleted.
    { actorUserId: admin.id, action: 'user.passwordResetSent', targetUserId: userId, details: {} },
    deps.now(),
  );
  return true;
}
