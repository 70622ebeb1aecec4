// The copy of `/admin/user-generator` (its own module: only the lazy page reads it).
import type { UserImportColumn } from '@app/contract/userGenerator';

export const userGeneratorMessages = {
  lead: 'Create accounts in bulk from CSV. Check the file first: the report lists every line and what is wrong with it, and nothing is stored. Each new person is then e-mailed a link to choose their password.',
  formatTitle: 'CSV format',
  formatBody: (maxRows: number) =>
    `A header row, then one person a line: username, e-mail, role (client, teacher or admin) and tier. Up to ${maxRows} people at a time.`,
  example: 'Example',
  allOrNothing: 'Users are created only when every line is correct: fix the lines with errors, then check again.',
  csvLabel: 'CSV text',
  csvHint: 'Paste the text here, or choose or drop a .csv file: its text appears here to check and correct.',
  dropLabel: 'Drop a .csv file here',
  chooseFile: 'Choose CSV File',
  fileLoaded: (name: string) => `Loaded ${name}. Check it below.`,
  fileTooLarge: (name: string, max: string) => `${name} is too large: keep it to ${max} characters.`,
  fileUnreadable: (name: string) => `${name} could not be read.`,
  notCsvFile: (name: string) => `${name} is not a .csv file.`,
  check: 'Check CSV',
  checking: 'Checking...',
  checkFailed: 'The CSV could not be checked. Please try again.',
  reportTitle: 'Check report',
  reportSummary: (lines: number, invalid: number) =>
    invalid === 0
      ? `${lines} ${lines === 1 ? 'line' : 'lines'} checked: all correct, ready to create.`
      : `${lines} ${lines === 1 ? 'line' : 'lines'} checked: ${invalid} with errors. Nothing was created.`,
  tableLabel: 'Lines of the CSV and their errors',
  columns: {
    line: 'Line',
    username: 'Username',
    email: 'E-mail',
    role: 'Role',
    tier: 'Tier',
    problems: 'Problems',
  } satisfies Record<UserImportColumn | 'line' | 'problems', string>,
  ok: 'OK',
  empty: '(empty)',
  fixFirst: (invalid: number) =>
    `Fix the ${invalid === 1 ? 'line' : `${invalid} lines`} with errors in the CSV text above, then check again.`,
  create: (count: number) => `Create ${count} ${count === 1 ? 'User' : 'Users'}`,
  creating: 'Creating...',
  createFailed: 'The users could not be created. Please try again.',
  resultTitle: 'Users created',
  resultSummary: (created: number, mailed: number, days: number) =>
    `Created ${created} ${created === 1 ? 'user' : 'users'}. ${mailed} ${mailed === 1 ? 'invitation' : 'invitations'} e-mailed: each link lets its person choose a password once, within ${days} days.`,
  mailShortfall: (missing: number) =>
    `${missing} ${missing === 1 ? 'invitation' : 'invitations'} could not be sent: send those people a reset link from User Management.`,
  createdLabel: 'Created users',
  createdItem: (username: string, email: string, role: string, tier: string) =>
    `${username} (${email}), ${role}, ${tier}`,
  again: 'Import More Users',
} as const;
