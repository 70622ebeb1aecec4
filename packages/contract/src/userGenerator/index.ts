// The bulk user generator (issue 19 item 4): an admin pastes or uploads CSV (username, email, role,
// tier), reads a dry-run report of every line's errors, then creates the accounts in one
// transaction; each new person is e-mailed a one-time link to choose a password. An entry point of
// its own (`@app/contract/userGenerator`): only the lazy page, the server and the mocks read it.
import { mutationOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiError } from '../errors';
import { parseReply } from '../parse';
import { type ApiClient, defaultApiClient } from '../request';
import { roles } from '../roles';
import { IdSchema } from '../schemas/common';
import { tiers } from '../tiers';

/** The CSV's columns, in the header row's order. */
export const userImportColumns = ['username', 'email', 'role', 'tier'] as const;
export type UserImportColumn = (typeof userImportColumns)[number];

/** What one import may hold: the server refuses more with a 4xx and stores nothing. */
export const userImportLimits = {
  /** Characters of the whole CSV text (under the API's 64 KiB JSON body limit). */
  maxCharacters: 60_000,
  /** Data rows, the header row not counted. */
  maxRows: 500,
  /** Characters of one line. */
  maxLineLength: 1_000,
} as const;

/** How long an invitation link works, in days; it works once. */
export const invitationLinkDays = 7;

/** The rules' words (the server answers them; the page shows them). */
export const userImportMessages = {
  csvRequired: 'Paste the CSV text or choose a .csv file.',
  tooLarge: `The CSV is too large: keep it to ${userImportLimits.maxCharacters.toLocaleString('en-US')} characters.`,
  tooManyRows: `Too many rows: import at most ${userImportLimits.maxRows} users at a time.`,
  lineTooLong: (line: number) =>
    `Line ${line} is longer than ${userImportLimits.maxLineLength.toLocaleString('en-US')} characters.`,
  notCsv: (detail: string) => `This is not readable CSV: ${detail}`,
  header: `The first row must be the header: ${userImportColumns.join(',')}.`,
  noRows: 'The CSV has a header but no users.',
  columnCount: `Give exactly ${userImportColumns.length} fields: ${userImportColumns.join(', ')}.`,
  missing: (field: UserImportColumn) => `The ${field} is missing.`,
  role: `Unknown role: use ${roles.join(', ')}.`,
  tier: `Unknown tier: use ${tiers.join(', ')}.`,
  duplicateInFile: (field: UserImportColumn, line: number) => `The same ${field} is on line ${line} of this file.`,
  usernameTaken: 'This username is already taken.',
  emailTaken: 'An account already uses this e-mail address.',
  hasErrors: 'Nothing was created: fix the lines with errors and check again.',
} as const;

// ---- Replies ----

/** One problem of a line, and the field it concerns (`row` for the line as a whole). */
export const UserImportIssueSchema = v.object({
  field: v.picklist([...userImportColumns, 'row']),
  message: v.string(),
});
export type UserImportIssue = v.InferOutput<typeof UserImportIssueSchema>;

/** One data line of the CSV as read, with its problems (none: it can be created). */
export const UserImportLineSchema = v.object({
  /** The line number in the text (the header is line 1). */
  line: v.pipe(v.number(), v.integer(), v.minValue(2)),
  username: v.string(),
  email: v.string(),
  role: v.string(),
  tier: v.string(),
  errors: v.array(UserImportIssueSchema),
});
export type UserImportLine = v.InferOutput<typeof UserImportLineSchema>;

/** `POST /api/admin/user-generator/dry-run`: the report; nothing is stored. */
export const UserImportReportSchema = v.object({
  lines: v.array(UserImportLineSchema),
  /** Lines without errors. */
  valid: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Lines with at least one error. */
  invalid: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type UserImportReport = v.InferOutput<typeof UserImportReportSchema>;

/** One account the import created. */
export const CreatedImportUserSchema = v.object({
  id: IdSchema,
  username: v.string(),
  email: v.string(),
  role: v.picklist(roles),
  tier: v.picklist(tiers),
});
export type CreatedImportUser = v.InferOutput<typeof CreatedImportUserSchema>;

/** `POST /api/admin/user-generator/import` (201): the accounts made and the invitations mailed. */
export const UserImportResultSchema = v.object({
  created: v.array(CreatedImportUserSchema),
  invitationsSent: v.pipe(v.number(), v.integer(), v.minValue(0)),
  invitationDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type UserImportResult = v.InferOutput<typeof UserImportResultSchema>;

/** The 422 of an import refused because some line has errors: the message and the fresh report. */
export const UserImportRefusedSchema = v.object({ message: v.string(), report: UserImportReportSchema });

/** The report inside a refused import's error, or null. */
export function refusedImportReportOf(error: unknown): UserImportReport | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const result = v.safeParse(UserImportRefusedSchema, error.data);
  return result.success ? result.output.report : null;
}

// ---- Input ----

/** Both calls' body: the CSV text (an uploaded file is read as text by the page). */
export const UserImportInputSchema = v.object({
  csv: v.pipe(
    v.string(userImportMessages.csvRequired),
    v.check((text) => text.trim() !== '', userImportMessages.csvRequired),
    v.maxLength(userImportLimits.maxCharacters, userImportMessages.tooLarge),
  ),
});
export type UserImportInput = v.InferOutput<typeof UserImportInputSchema>;

// ---- Paths and calls ----

const basePath = '/api/admin/user-generator';

export const userGeneratorRoutes = {
  dryRun: { method: 'POST', path: `${basePath}/dry-run` },
  import: { method: 'POST', path: `${basePath}/import` },
} as const;

/** `POST …/dry-run` (admins): the report of every line; nothing is stored. */
export function userImportDryRunMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: ['POST', userGeneratorRoutes.dryRun.path] as const,
    mutationFn: async (input: UserImportInput) =>
      parseReply(
        UserImportReportSchema,
        'POST /api/admin/user-generator/dry-run',
        await api.request('POST', userGeneratorRoutes.dryRun.path, { body: input }),
      ),
  });
}

/** `POST …/import` (admins): creates every line in one transaction, or none (422 with the report). */
export function userImportMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: ['POST', userGeneratorRoutes.import.path] as const,
    mutationFn: async (input: UserImportInput) =>
      parseReply(
        UserImportResultSchema,
        'POST /api/admin/user-generator/import',
        await api.request('POST', userGeneratorRoutes.import.path, { body: input }),
      ),
  });
}
