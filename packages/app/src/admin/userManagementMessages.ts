import type { AuditEntry } from '@app/contract/adminUsers';

/** The copy of `/admin/user-management` (loaded with the page, never in the shell's entry). */
export const userManagementMessages = {
  lead: 'Find an account, see how it is used, and change its role, tier or access. Every change is written to the audit log.',
  tabsLabel: 'User management',
  usersTab: 'Users',
  auditTab: 'Audit Log',
  search: 'Search users',
  searchHint: 'Username, e-mail address or name.',
  listLabel: 'Users',
  count: (total: number) => (total === 1 ? '1 user' : `${total} users`),
  loading: 'Loading the users...',
  failed: 'The users could not be loaded.',
  empty: 'No user matches this search.',
  emptyAll: 'There are no users yet.',
  retry: 'Try Again',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  columns: {
    user: 'User',
    email: 'E-mail',
    role: 'Role',
    tier: 'Tier',
    status: 'Status',
    lastActive: 'Last active',
  },
  open: (username: string) => `Open ${username}`,
  active: 'Active',
  disabled: 'Disabled',
  never: 'Never',
  choose: 'Choose a user to see their account and change it.',
  detailLabel: 'The chosen user',
  detailLoading: 'Loading the user...',
  detailFailed: 'This user could not be loaded.',
  close: 'Close',
  roles: { admin: 'Admin', teacher: 'Teacher', client: 'Client' } as Record<string, string>,
  facts: {
    name: 'Name',
    email: 'E-mail',
    role: 'Role',
    tier: 'Tier',
    status: 'Status',
    joined: 'Joined',
    lastActive: 'Last active',
  },
  noName: 'Not given',
  noEmail: 'None',
  unverified: '(not verified)',
  disabledSince: (when: string) => `Disabled since ${when}`,
  changed: (when: string, by: string | null, reason: string | null) =>
    `Changed ${when} by ${by ?? 'the system'}${reason ? `: “${reason}”` : ''}`,
  neverChanged: 'Never changed by an admin',
  usage: 'Usage',
  usageFacts: {
    promptsToday: 'Prompts today',
    promptsLast30Days: 'Prompts, last 30 days',
    conversations: 'Conversations',
    activeSessions: 'Signed-in sessions',
  },
  tierForm: 'Change the tier',
  tier: 'New tier',
  reason: 'Reason',
  reasonHint: 'Kept in the audit log, with who changed it and when.',
  setTier: 'Change Tier',
  settingTier: 'Changing the tier...',
  tierSet: (tier: string) => `Tier set to ${tier}.`,
  sameTier: 'Choose a tier other than the current one.',
  roleForm: 'Change the role',
  role: 'New role',
  setRole: 'Change Role',
  roleSet: (role: string) => `Role set to ${role}.`,
  ownRole: 'You cannot change your own role or disable your own account: ask another admin.',
  confirmRole: (username: string, role: string) => `Make ${username} ${role === 'Admin' ? 'an' : 'a'} ${role}?`,
  confirmRoleBody: 'Their access changes on their next page.',
  access: 'Access',
  disable: 'Disable Account',
  confirmDisable: (username: string) => `Disable ${username}?`,
  confirmDisableBody: 'They are signed out everywhere now and cannot log in until the account is enabled again.',
  disableReason: 'Reason (optional)',
  disabledDone: 'The account is disabled and every session ended.',
  enable: 'Enable Account',
  enabledDone: 'The account is enabled: they can log in again.',
  signOut: 'Sign Out Everywhere',
  confirmSignOut: (username: string) => `Sign ${username} out everywhere?`,
  confirmSignOutBody: 'Every device they are signed in on is signed out. They can log in again.',
  signedOut: 'Signed out everywhere.',
  sendReset: 'Send Password Reset Link',
  noResetAddress: 'No e-mail address: no reset link can be sent.',
  cancel: 'Cancel',
  confirm: 'Confirm',
  working: 'Working...',
  actionFailed: 'That did not work. Please try again.',
  userAudit: 'Audit log of this user',
  auditLabel: 'Audit log',
  auditLead: 'Every change an admin made to an account, newest first.',
  auditLoading: 'Loading the audit log...',
  auditFailed: 'The audit log could not be loaded.',
  auditEmpty: 'Nothing has been recorded yet.',
  auditCount: (total: number) => (total === 1 ? '1 entry' : `${total} entries`),
  reasonQuoted: (reason: string) => `Reason: “${reason}”`,
} as const;

const value = (record: Record<string, unknown> | null, key: string) => {
  const found = record?.[key];
  return typeof found === 'string' || typeof found === 'number' ? String(found) : '?';
};

/** One audit entry as a sentence: who did what to whom, with the before and the after. */
export function auditSentence(entry: AuditEntry, labelOf: (kind: 'tier' | 'role', value: string) => string): string {
  const actor = entry.actor ?? 'The system';
  const target = entry.target ?? 'a deleted account';
  switch (entry.action) {
    case 'user.tierChanged':
      return `${actor} changed the tier of ${target} from ${labelOf('tier', value(entry.before, 'tier'))} to ${labelOf('tier', value(entry.after, 'tier'))}`;
    case 'user.roleChanged':
      return `${actor} changed the role of ${target} from ${labelOf('role', value(entry.before, 'role'))} to ${labelOf('role', value(entry.after, 'role'))}`;
    case 'user.disabled':
      return `${actor} disabled ${target} (sessions ended: ${value(entry.after, 'sessionsEnded')})`;
    case 'user.enabled':
      return `${actor} enabled ${target} again`;
    case 'user.signedOutEverywhere':
      return `${actor} signed ${target} out everywhere (sessions ended: ${value(entry.before, 'sessions')})`;
    case 'user.passwordResetSent':
      return `${actor} sent ${target} a password reset link`;
    case 'account.deleted':
      return 'An account was deleted by its owner';
    case 'apiToken.created':
      return `${actor} made a personal API token`;
    case 'apiToken.revoked':
      return `${actor} revoked a personal API token`;
    case 'skool.settingsChanged':
      return `${actor} changed the Skool integration settings`;
    case 'skool.secretRotated':
      return `${actor} generated a new Skool signing secret`;
    case 'skool.memberCreated':
      return `${actor} created ${target} from a Skool member`;
    case 'conversation.viewed':
      return `${actor} opened conversation ${value(entry.after, 'conversationId')} of ${target} (rated replies)`;
    case 'knowledgeLink.added':
      return `${actor} linked the teachings “${value(entry.after, 'fromTitle')}” and “${value(entry.after, 'toTitle')}”`;
    case 'knowledgeLink.removed':
      return `${actor} removed the link between the teachings “${value(entry.before, 'fromTitle')}” and “${value(entry.before, 'toTitle')}”`;
    default:
      return `${actor}: ${entry.action}${entry.target ? ` (${target})` : ''}`;
  }
}
