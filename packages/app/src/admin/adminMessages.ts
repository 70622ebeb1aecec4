// The words of the portal home (/admin), /settings and /system: loaded with those pages only.

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const adminMessages = {
  portal: {
    leadAdmin: 'Every page of the portals, with what needs you today.',
    leadTeacher: 'Your teachings and the pages of the Teacher Portal.',
    countsLabel: 'Today at a glance',
    countsLoading: 'Loading the counts...',
    countsFailed: 'The counts could not be loaded. The pages below still open.',
    retry: 'Try again',
    openRequests: 'Open requests',
    newUsersToday: 'New users today',
    teachings: 'Teachings',
    yourTeachings: 'Your teachings',
    pagesLabel: 'Pages',
    teacherPages: 'Teacher pages',
    adminPages: 'Admin pages',
    cardCount: {
      openRequests: (n: number) => plural(n, 'open request', 'open requests'),
      newUsersToday: (n: number) => plural(n, 'new user today', 'new users today'),
      teachings: (n: number) => plural(n, 'teaching', 'teachings'),
    },
  },
  settings: {
    lead: 'Settings that take effect at once, without a restart. Each change is written to the audit log.',
    loading: 'Loading the settings...',
    failed: 'The settings could not be loaded.',
    retry: 'Try again',
    lastChange: (when: string, who: string | null) => `Last changed ${when}${who ? ` by ${who}` : ''}.`,
    neverChanged: 'No setting has been changed yet: every one has its default.',
    save: 'Save',
    saving: 'Saving...',
    saved: 'Saved. It is in force now.',
    saveFailed: 'The change could not be saved. Nothing was changed; try again.',
    registration: {
      title: 'Registration',
      inviteOnly: 'Invite only',
      hint: 'When on, nobody can create an account from the sign-up page; only people an admin invites get accounts.',
    },
    notice: {
      title: 'Maintenance notice',
      label: 'Notice shown to everyone',
      hint: (max: number) =>
        `Shown in a banner at the top of every page while set, up to ${max} characters. Leave empty for no banner.`,
      clear: 'Remove the notice',
    },
    prompts: {
      title: 'Suggested prompts',
      lead: 'The starting questions the chat offers when a conversation is empty.',
      promptLabel: (n: number) => `Prompt ${n}`,
      domain: 'Domain',
      domains: { astrology: 'Astrology', psychology: 'Psychology', esoteric: 'Esoteric Wisdom' },
      titleLabel: 'Title',
      textLabel: 'Question',
      remove: (n: number) => `Remove prompt ${n}`,
      add: 'Add a prompt',
      restore: 'Restore the default prompts',
      count: (n: number, max: number) => `${n} of at most ${max} prompts.`,
    },
    crisis: {
      title: 'Crisis resources',
      lead: "The helplines a crisis reply gives, by country. Leave empty to use the server's list.",
      label: 'Crisis list (JSON)',
      hint: 'The shape of the crisis directory: a fallback region and a list of regions, each with its resources.',
      usingDefault: "In use: the server's list.",
      usingCustom: 'In use: the list saved here.',
      startFromCurrent: "Start from the server's list",
      notJson: 'This is not valid JSON.',
    },
  },
  system: {
    lead: 'What is running, how it is, and the mail it kept.',
    loading: 'Loading the system state...',
    failed: 'The system state could not be loaded.',
    retry: 'Try again',
    stateTitle: 'Server',
    version: 'Version',
    uptime: 'Uptime',
    startedAt: (when: string) => `since ${when}`,
    storage: 'Storage',
    storageKinds: { pglite: 'Embedded PostgreSQL (PGlite)', postgres: 'PostgreSQL' },
    size: 'Database size',
    sizeUnknown: 'Not known',
    assistant: 'Assistant provider',
    tts: 'Speech provider',
    noTts: "None (the browser's own speech)",
    payments: 'Payment provider',
    /** By the provider's name; another name is shown as it is. */
    paymentProviders: { test: 'Test mode (no real charge)', stripe: 'Stripe' } as Partial<Record<string, string>>,
    mailer: 'Mail',
    mailers: { smtp: 'SMTP (SMTP_URL)', outbox: 'Outbox (no SMTP_URL)' },
    migrationsTitle: 'Migrations',
    migrationsCaption: (n: number) => plural(n, 'migration applied', 'migrations applied'),
    migrationId: 'No.',
    migrationName: 'Name',
    migrationApplied: 'Applied',
    errorsTitle: 'Last errors',
    errorsEmpty: 'No error since the server started.',
    outboxTitle: 'E-mail outbox',
    outboxLead: 'Mail the server kept instead of sending (no SMTP_URL), newest first.',
    outboxSmtp: 'Mail is sent through SMTP, so the outbox stays empty.',
    outboxEmpty: 'No mail yet.',
    outboxLoading: 'Loading the outbox...',
    outboxFailed: 'The outbox could not be loaded.',
    to: (to: string) => `To ${to}`,
    refresh: 'Refresh',
  },
  register: {
    inviteOnlyTitle: 'Invitation only',
  },
};

/** `3 d 2 h 5 min` from seconds. */
export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const parts = [days ? `${days} d` : '', hours ? `${hours} h` : '', `${minutes} min`].filter(Boolean);
  return parts.join(' ');
}

/** `46.0 MB` from bytes. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
