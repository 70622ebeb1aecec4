import { type Role, roles, tiers } from '@app/contract';
import {
  type CreatedImportUser,
  invitationLinkDays,
  type UserImportColumn,
  type UserImportIssue,
  type UserImportLine,
  type UserImportReport,
  userImportColumns,
  userImportLimits,
  userImportMessages,
} from '@app/contract/userGenerator';
import { CsvError, parse } from 'csv-parse/sync';
import * as v from 'valibot';
import { hashToken, newSessionToken } from '../../auth/tokens';
import type { Deps } from '../../context';
import type { Queryable } from '../../db/storage';
import { HttpError } from '../../http/errors';
import { serverMessages } from '../../messages';
import { RegistrationRulesSchema } from '../../routes/auth';
import { insertAuditRecord } from '../audit/repository';
import { resetPagePath } from '../passwordReset/service';

const text = userImportMessages;

/**
 * An invited account's password hash: no scrypt hash has this shape, so no password matches it
 * until the invitation link sets one (and hashing 500 random passwords would take minutes).
 */
export const invitedPasswordHash = '!invited';

interface CsvRow {
  line: number;
  fields: string[];
}

const refuse = (message: string) => new HttpError(400, { message });

/**
 * Reads the CSV text with csv-parse (quotes, escaped quotes, CRLF, a BOM), within the limits: too
 * long a line, too many rows, a wrong header or text that is not CSV answer a 400 naming it. (A
 * binary file's control characters were already refused by readJson, as in every JSON body.)
 */
export function readCsv(csv: string): CsvRow[] {
  const lines = csv.split(/\r\n|\n|\r/);
  const longLine = lines.findIndex((line) => line.length > userImportLimits.maxLineLength);
  if (longLine >= 0) throw refuse(text.lineTooLong(longLine + 1));
  // Data rows plus the header, at most: counted before parsing, so a huge file costs no parse.
  if (lines.filter((line) => line.trim() !== '').length > userImportLimits.maxRows + 1) throw refuse(text.tooManyRows);
  let records: { info: { lines: number }; record: string[] }[];
  try {
    // `info: true` answers `{ info, record }` per row (its types do not follow the option).
    records = parse(csv, {
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: userImportLimits.maxLineLength,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw refuse(text.notCsv(line ? `check the quotes near line ${line}.` : 'check its quotes.'));
    }
    throw error;
  }
  const [header, ...rows] = records;
  const names = header?.record.map((name) => name.toLowerCase());
  if (!names || names.join(',') !== userImportColumns.join(',')) throw refuse(text.header);
  if (rows.length === 0) throw refuse(text.noRows);
  if (rows.length > userImportLimits.maxRows) throw refuse(text.tooManyRows);
  return rows.map(({ info, record }) => ({ line: info.lines, fields: record }));
}

// The account rules are registration's (one place says what a username and an address may be).
const usernameRule = RegistrationRulesSchema.entries.username;
const emailRule = RegistrationRulesSchema.entries.email;
const firstMessage = (result: v.SafeParseResult<v.GenericSchema>) =>
  result.success ? null : (result.issues[0]?.message ?? null);

/** Every line checked: fields, roles and tiers, repeats within the file, and accounts already there. */
export async function checkRows(db: Queryable, rows: CsvRow[]): Promise<UserImportReport> {
  const lines: UserImportLine[] = rows.map(({ line, fields }) => {
    const [username = '', email = '', role = '', tier = ''] = fields;
    const entry = { line, username, email, role: role.toLowerCase(), tier: tier.toLowerCase() };
    const errors: UserImportIssue[] = [];
    if (fields.length !== userImportColumns.length) errors.push({ field: 'row', message: text.columnCount });
    for (const field of userImportColumns) {
      if (entry[field] === '') errors.push({ field, message: text.missing(field) });
    }
    if (username !== '') {
      const problem = firstMessage(v.safeParse(usernameRule, username));
      if (problem) errors.push({ field: 'username', message: problem });
    }
    if (email !== '') {
      const problem = firstMessage(v.safeParse(emailRule, email));
      if (problem) errors.push({ field: 'email', message: problem });
    }
    if (entry.role !== '' && !(roles as readonly string[]).includes(entry.role)) {
      errors.push({ field: 'role', message: text.role });
    }
    if (entry.tier !== '' && !(tiers as readonly string[]).includes(entry.tier)) {
      errors.push({ field: 'tier', message: text.tier });
    }
    return { ...entry, errors };
  });

  for (const field of ['username', 'email'] as const satisfies readonly UserImportColumn[]) {
    const firstLine = new Map<string, number>();
    for (const entry of lines) {
      const key = entry[field].toLowerCase();
      if (key === '') continue;
      const first = firstLine.get(key);
      if (first === undefined) firstLine.set(key, entry.line);
      else entry.errors.push({ field, message: text.duplicateInFile(field, first) });
    }
  }

  const usernames = lines.map((entry) => entry.username.toLowerCase()).filter(Boolean);
  const emails = lines.map((entry) => entry.email.toLowerCase()).filter(Boolean);
  const taken = await db.query<{ username: string; email: string | null }>(
    `SELECT lower(username) AS username, lower(email) AS email FROM users
      WHERE lower(username) = ANY($1::text[]) OR lower(email) = ANY($2::text[])`,
    [usernames, emails],
  );
  const takenUsernames = new Set(taken.map((row) => row.username));
  const takenEmails = new Set(taken.map((row) => row.email));
  for (const entry of lines) {
    if (takenUsernames.has(entry.username.toLowerCase())) {
      entry.errors.push({ field: 'username', message: text.usernameTaken });
    }
    if (takenEmails.has(entry.email.toLowerCase())) entry.errors.push({ field: 'email', message: text.emailTaken });
  }
  const invalid = lines.filter((entry) => entry.errors.length > 0).length;
  return { lines, valid: lines.length - invalid, invalid };
}

/** The dry run: the report, nothing stored. */
export async function dryRun(deps: Deps, csv: string): Promise<UserImportReport> {
  return checkRows(deps.storage, readCsv(csv));
}

export type ImportOutcome =
  | { kind: 'refused'; report: UserImportReport }
  | { kind: 'created'; created: CreatedImportUser[]; invitationsSent: number };

/**
 * Creates every line's account in one transaction, or none when any line has an error (the lines
 * are checked again inside it, so two admins importing at once cannot both take a name). Each
 * creation and the import are audit-logged; the invitations are mailed once the accounts exist.
 */
export async function importUsers(deps: Deps, adminId: number, csv: string): Promise<ImportOutcome> {
  const rows = readCsv(csv);
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + invitationLinkDays * 86_400_000);
  const outcome = await deps.storage.transaction(async (tx) => {
    const report = await checkRows(tx, rows);
    if (report.invalid > 0) return { kind: 'refused' as const, report };
    const created: (CreatedImportUser & { token: string })[] = [];
    for (const entry of report.lines) {
      const [user] = await tx.query<{ id: number }>(
        'INSERT INTO users (username, email, password_hash, role, tier, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [entry.username, entry.email, invitedPasswordHash, entry.role, entry.tier, now],
      );
      if (!user) throw new Error('the insert returned no row');
      const token = newSessionToken();
      await tx.query(
        `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at, purpose, created_at)
         VALUES ($1, $2, $3, 'invitation', $4)`,
        [hashToken(token), user.id, expiresAt, now],
      );
      await insertAuditRecord(
        tx,
        {
          actorUserId: adminId,
          action: 'user.created',
          targetUserId: user.id,
          details: { role: entry.role, tier: entry.tier, via: 'import' },
        },
        now,
      );
      created.push({
        id: user.id,
        username: entry.username,
        email: entry.email,
        role: entry.role as Role,
        tier: entry.tier as (typeof tiers)[number],
        token,
      });
    }
    await insertAuditRecord(
      tx,
      { actorUserId: adminId, action: 'user.import', targetUserId: null, details: { created: created.length } },
      now,
    );
    return { kind: 'created' as const, created };
  });
  if (outcome.kind === 'refused') return outcome;

  // After the commit: the outbox mailer writes through the same (single) connection.
  let invitationsSent = 0;
  for (const { token, ...user } of outcome.created) {
    const link = new URL(resetPagePath, deps.publicUrl());
    link.searchParams.set('token', token);
    link.searchParams.set('invitation', '1');
    try {
      await deps.mailer.send({
        to: user.email,
        subject: serverMessages.userGenerator.invitationSubject,
        text: serverMessages.userGenerator.invitationBody(user.username, link.href, invitationLinkDays),
      });
      invitationsSent += 1;
    } catch (error) {
      deps.logger.error('invitation mail failed', { error: String(error), userId: user.id });
    }
  }
  return { kind: 'created', created: outcome.created.map(({ token: _token, ...user }) => user), invitationsSent };
}
