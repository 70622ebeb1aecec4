// The bulk user generator's calls (`@app/contract/userGenerator`), mocked after the server: a dry
// run reports each line (missing fields, the contract's e-mail check, unknown role or tier, repeats
// in the file, names already taken), an import creates all lines or answers 422 with the report. The
// mock splits lines on commas (stories use no quoted fields); the server reads CSV with csv-parse.
// An entry point of its own (`@app/mocks/userGenerator`).
import { isEmailAddress, roles, tiers } from '@app/contract';
import {
  type CreatedImportUser,
  invitationLinkDays,
  userImportMessages as text,
  type UserImportIssue,
  type UserImportLine,
  type UserImportReport,
  userGeneratorRoutes,
  userImportColumns,
} from '@app/contract/userGenerator';
import { delay, HttpResponse, type HttpResponseResolver, http, type RequestHandler } from 'msw';

type Route = keyof typeof userGeneratorRoutes;
const routeNames = Object.keys(userGeneratorRoutes) as Route[];

/** Accounts that exist already in the mocks (the stories' "taken" lines). */
export const takenAccounts = [
  { username: 'admin', email: 'admin@example.com' },
  { username: 'luna', email: 'luna@example.com' },
];

/** A CSV whose two lines are both correct. */
export const validImportCsv =
  'username,email,role,tier\nvega,vega@example.com,client,core\nlyra,lyra@example.com,teacher,free';
/** A CSV with one correct line and one with errors (a bad address, an unknown tier). */
export const invalidImportCsv =
  'username,email,role,tier\nvega,vega@example.com,client,core\nlyra,lyra-at-example,teacher,gold';

interface State {
  taken: { username: string; email: string }[];
  nextId: number;
}

/** The report of `csv` against the accounts in `state`, or a 400 message. */
export function mockImportReport(csv: string, state: Pick<State, 'taken'>): UserImportReport | string {
  const rows = csv.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  if (csv.trim() === '') return text.csvRequired;
  if (
    rows[0]
      ?.trim()
      .toLowerCase()
      .replace(/\s*,\s*/g, ',') !== userImportColumns.join(',')
  )
    return text.header;
  const data = rows
    .map((row, index) => ({ row, line: index + 1 }))
    .slice(1)
    .filter(({ row }) => row.trim() !== '');
  if (data.length === 0) return text.noRows;
  const seen = { username: new Map<string, number>(), email: new Map<string, number>() };
  const lines: UserImportLine[] = data.map(({ row, line }) => {
    const fields = row.split(',').map((field) => field.trim());
    const [username = '', email = '', role = '', tier = ''] = fields;
    const entry = { line, username, email, role: role.toLowerCase(), tier: tier.toLowerCase() };
    const errors: UserImportIssue[] = [];
    if (fields.length !== userImportColumns.length) errors.push({ field: 'row', message: text.columnCount });
    for (const field of userImportColumns)
      if (entry[field] === '') errors.push({ field, message: text.missing(field) });
    if (email !== '' && !isEmailAddress(email))
      errors.push({ field: 'email', message: 'Enter a valid e-mail address.' });
    if (entry.role !== '' && !(roles as readonly string[]).includes(entry.role))
      errors.push({ field: 'role', message: text.role });
    if (entry.tier !== '' && !(tiers as readonly string[]).includes(entry.tier))
      errors.push({ field: 'tier', message: text.tier });
    for (const field of ['username', 'email'] as const) {
      const key = entry[field].toLowerCase();
      if (key === '') continue;
      const first = seen[field].get(key);
      if (first === undefined) seen[field].set(key, line);
      else errors.push({ field, message: text.duplicateInFile(field, first) });
    }
    if (state.taken.some((account) => account.username.toLowerCase() === username.toLowerCase())) {
      errors.push({ field: 'username', message: text.usernameTaken });
    }
    if (state.taken.some((account) => account.email.toLowerCase() === email.toLowerCase())) {
      errors.push({ field: 'email', message: text.emailTaken });
    }
    return { ...entry, errors };
  });
  const invalid = lines.filter((entry) => entry.errors.length > 0).length;
  return { lines, valid: lines.length - invalid, invalid };
}

const csvOf = async (request: Request) => {
  const body = (await request.json().catch(() => ({}))) as { csv?: unknown } | null;
  return typeof body?.csv === 'string' ? body.csv : '';
};
const badRequest = (message: string) =>
  HttpResponse.json(
    { message: 'Please check the highlighted fields.', errors: [{ field: 'csv', message }] },
    { status: 400 },
  );

function resolvers(state: State): Record<Route, HttpResponseResolver> {
  return {
    dryRun: async ({ request }) => {
      const report = mockImportReport(await csvOf(request), state);
      return typeof report === 'string' ? badRequest(report) : HttpResponse.json(report);
    },
    import: async ({ request }) => {
      const report = mockImportReport(await csvOf(request), state);
      if (typeof report === 'string') return badRequest(report);
      if (report.invalid > 0) return HttpResponse.json({ message: text.hasErrors, report }, { status: 422 });
      const created: CreatedImportUser[] = report.lines.map((entry) => ({
        id: state.nextId++,
        username: entry.username,
        email: entry.email,
        role: entry.role as CreatedImportUser['role'],
        tier: entry.tier as CreatedImportUser['tier'],
      }));
      state.taken.push(...created.map(({ username, email }) => ({ username, email })));
      return HttpResponse.json(
        { created, invitationsSent: created.length, invitationDays: invitationLinkDays },
        { status: 201 },
      );
    },
  };
}

const failures = {
  serverError: () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
  forbidden: () => HttpResponse.json({ message: 'You do not have access to this.' }, { status: 403 }),
  tooManyRows: () => badRequest(text.tooManyRows),
} satisfies Record<string, HttpResponseResolver>;
export type UserGeneratorFailure = keyof typeof failures;

const freshState = (): State => ({ taken: takenAccounts.map((account) => ({ ...account })), nextId: 100 });

function build(state: State, replace: Partial<Record<Route, HttpResponseResolver>> = {}): RequestHandler[] {
  const base = resolvers(state);
  return routeNames.map((name) => http.post(`*${userGeneratorRoutes[name].path}`, replace[name] ?? base[name]));
}

const targets = (only: Route | readonly Route[] | undefined) =>
  only === undefined ? routeNames : typeof only === 'string' ? [only] : only;

/** `/api/admin/user-generator/...`, by scenario. Pass as `parameters.msw.handlers.userGenerator`. */
export const userGeneratorHandlers = {
  /** Checks and imports as the server does, against a few existing accounts. */
  success: () => build(freshState()),
  /** Success after `ms` on the chosen calls (default: both): loading states. */
  slow: (ms = 2_000, only?: Route | readonly Route[]) => {
    const state = freshState();
    const base = resolvers(state);
    return build(
      state,
      Object.fromEntries(
        targets(only).map((name) => [
          name,
          (async (info) => {
            await delay(ms);
            return base[name](info);
          }) satisfies HttpResponseResolver,
        ]),
      ),
    );
  },
  /** The chosen calls (default: both) fail as named. */
  failing: (failure: UserGeneratorFailure, only?: Route | readonly Route[]) =>
    build(freshState(), Object.fromEntries(targets(only).map((name) => [name, failures[failure]]))),
};
