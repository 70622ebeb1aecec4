import { authHandlers } from '@app/mocks';
import { invalidImportCsv, userGeneratorHandlers, validImportCsv } from '@app/mocks/userGenerator';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** `/admin/user-generator` (admins): CSV in, a dry-run report, then users created and invited. */
const meta = {
  title: 'App/User Generator',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/admin/user-generator' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('admin'), userGenerator: userGeneratorHandlers.success() } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function pasteAndCheck(canvas: Canvas, csv: string) {
  const area = await canvas.findByRole('textbox', { name: 'CSV text' }, pageLoad);
  await userEvent.click(area);
  // user-event reads `{` and `[` as key descriptors; the CSV has neither.
  await userEvent.paste(csv);
  await userEvent.click(canvas.getByRole('button', { name: 'Check CSV' }));
}

/** The empty form: the format, the example, the all-or-nothing rule, paste area and file button. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'User Generator', level: 1 }, pageLoad)).toBeVisible();
    await expect(canvas.getByText(/Users are created only when every line is correct/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'CSV text' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Choose CSV File' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A dry run with one bad line: the table names its errors; no create button, a note to fix it. */
export const ReportWithErrors: Story = {
  play: async ({ canvas }) => {
    await pasteAndCheck(canvas, invalidImportCsv);
    const table = await canvas.findByRole('table', { name: 'Lines of the CSV and their errors' }, pageLoad);
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    const bad = within(table).getByRole('row', { name: /^3 lyra/ });
    await expect(bad).toHaveTextContent('Enter a valid e-mail address.');
    await expect(bad).toHaveTextContent('Unknown tier: use free, core, plus, advanced, elite.');
    await expect(within(table).getByRole('row', { name: /^2 vega/ })).toHaveTextContent('OK');
    await expect(canvas.getByText('2 lines checked: 1 with errors. Nothing was created.')).toBeVisible();
    await expect(canvas.getByText(/Fix the line with errors/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Create/ })).toBeNull();
  },
};

/** A chosen .csv file: its text fills the text area (to check and correct), and the page says so. */
export const FileChosen: Story = {
  tags: ['interaction'],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Choose CSV File' }, pageLoad);
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File([validImportCsv], 'people.csv', { type: 'text/csv' }));
    await expect(await canvas.findByText('Loaded people.csv. Check it below.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'CSV text' })).toHaveValue(validImportCsv);
  },
};

/** A file that is not CSV is named and not read. */
export const FileNotCsv: Story = {
  tags: ['interaction'],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Choose CSV File' }, pageLoad);
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    // The picker offers .csv files only; a drop may bring anything, which the same check refuses.
    await userEvent.upload(input, new File(['%PDF-1.7'], 'people.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('people.pdf is not a .csv file.');
    await expect(canvas.getByRole('textbox', { name: 'CSV text' })).toHaveValue('');
  },
};

/** A clean dry run: every line OK and the create button names the count. */
export const ReportReady: Story = {
  play: async ({ canvas }) => {
    await pasteAndCheck(canvas, validImportCsv);
    await expect(
      await canvas.findByText('2 lines checked: all correct, ready to create.', undefined, pageLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create 2 Users' })).toBeVisible();
  },
};

/** Created: the count, the invitations e-mailed, who was made, and a way to start again. */
export const Created: Story = {
  tags: ['interaction'],
  // A store of its own: the created names would be taken in the other stories.
  parameters: { msw: { handlers: { userGenerator: userGeneratorHandlers.success() } } },
  play: async ({ canvas }) => {
    await pasteAndCheck(canvas, validImportCsv);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create 2 Users' }, pageLoad));
    const heading = await canvas.findByRole('heading', { name: 'Users created' }, pageLoad);
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Created 2 users. 2 invitations e-mailed: each link lets its person choose a password once, within 7 days.',
    );
    const list = canvas.getByRole('list', { name: 'Created users' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveTextContent('lyra (lyra@example.com), teacher, free');
    await expect(canvas.getByRole('button', { name: 'Import More Users' })).toBeVisible();
  },
};

/** While the check runs, its button says so. */
export const Checking: Story = {
  parameters: { msw: { handlers: { userGenerator: userGeneratorHandlers.slow(60_000, 'dryRun') } } },
  play: async ({ canvas }) => {
    await pasteAndCheck(canvas, validImportCsv);
    await expect(await canvas.findByRole('button', { name: 'Checking...' }, pageLoad)).toBeVisible();
  },
};

/** While the users are made, the create button says so. */
export const Creating: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { userGenerator: userGeneratorHandlers.slow(60_000, 'import') } } },
  play: async ({ canvas }) => {
    await pasteAndCheck(canvas, validImportCsv);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create 2 Users' }, pageLoad));
    await expect(await canvas.findByRole('button', { name: 'Creating...' }, pageLoad)).toBeVisible();
  },
};

/** A file the server refuses (too many rows): its words, as an alert; no report. */
export const ErrorTooManyRows: Story = {
  parameters: { msw: { handlers: { userGenerator: userGeneratorHandlers.failing('tooManyRows') } } },
  play: async ({ canvas }) => {
    await pasteAndCheck(canvas, validImportCsv);
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      'Too many rows: import at most 500 users at a time.',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The server failed: a general alert; the text stays to try again. */
export const ErrorServer: Story = {
  parameters: { msw: { handlers: { userGenerator: userGeneratorHandlers.failing('serverError') } } },
  play: async ({ canvas }) => {
    await pasteAndCheck(canvas, validImportCsv);
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent('Internal Server Error');
    await expect(canvas.getByRole('textbox', { name: 'CSV text' })).toHaveValue(validImportCsv);
  },
};

/** On a phone: the report's rows stacked as cards, nothing wider than the screen. */
export const Phone: Story = {
  parameters: { screen: { width: 390, height: 844 } },
  play: async ({ canvas, canvasElement }) => {
    await pasteAndCheck(canvas, invalidImportCsv);
    await canvas.findByRole('table', { name: 'Lines of the CSV and their errors' }, pageLoad);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
