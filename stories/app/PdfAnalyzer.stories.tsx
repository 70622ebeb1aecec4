import { pdfMaxBytes } from '@app/contract/pdfAnalyzer';
import { authHandlers } from '@app/mocks';
import { pdfAnalyzerHandlers } from '@app/mocks/pdfAnalyzer';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type AppRouterParameters, pageLoad, withAppRouter } from './withAppRouter';

/** `/pdf-analyzer` (admins): a PDF read and summarised on the server, then added as a teaching. */
const meta = {
  title: 'App/PdfAnalyzer',
  decorators: [withAppRouter],
  parameters: {
    layout: 'fullscreen',
    appRouter: { path: '/pdf-analyzer' } satisfies AppRouterParameters,
    msw: { handlers: { auth: authHandlers.as('admin'), pdfAnalyzer: pdfAnalyzerHandlers.success() } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const pdfFile = (name = 'saturn-return.pdf', bytes: BlobPart = '%PDF-1.7\n') =>
  new File([bytes], name, { type: 'application/pdf' });

async function chooseAndAnalyse(canvas: Canvas, root: HTMLElement, file = pdfFile()) {
  await canvas.findByRole('heading', { name: 'Choose a PDF', level: 2 }, pageLoad);
  const input = root.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, file);
  await expect(await canvas.findByText(/^saturn-return\.pdf \(1 KB\)$/, {}, pageLoad)).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Analyse' }));
}

/** Before a file is chosen: the limits, the drop zone, Analyse waiting for a file. */
export const Start: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'PDF Analyzer', level: 1 }, pageLoad)).toBeVisible();
    await expect(canvas.getByText(/at most 10 MB and 50 pages/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose a PDF' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Analyse' })).toBeDisabled();
  },
};

/** The summary (title, domain, key points), then the teaching added with its source. */
export const SummaryAndAdd: Story = {
  tags: ['interaction'],
  play: async ({ canvas, canvasElement }) => {
    await chooseAndAnalyse(canvas, canvasElement);
    const summary = await canvas.findByRole('region', { name: 'Summary of saturn-return.pdf' }, pageLoad);
    await expect(within(summary).getByText('2 pages, 1,342 characters of text.')).toBeVisible();
    await expect(within(summary).getByText('Saturn Return Notes')).toBeVisible();
    await expect(within(summary).getAllByRole('listitem')).toHaveLength(3);
    const add = canvas.getByRole('region', { name: 'Add as teaching' });
    await expect(within(add).getByRole('textbox', { name: 'Teaching title' })).toHaveValue('Saturn Return Notes');
    await expect(within(add).getByText('Source: PDF: saturn-return.pdf')).toBeVisible();
    const titleField = within(add).getByRole('textbox', { name: 'Teaching title' });
    await userEvent.clear(titleField);
    await userEvent.type(titleField, 'The Saturn return');
    await userEvent.click(within(add).getByRole('button', { name: 'Add as teaching' }));
    const added = await within(add).findByText('Added "The Saturn return" to the knowledge base.', {}, pageLoad);
    await expect(added.closest('[role="status"]')).not.toBeNull();
    await expect(within(add).getByRole('link', { name: 'Open the knowledge base' })).toBeVisible();
  },
};

/** While the server reads and summarises. */
export const Analysing: Story = {
  parameters: { msw: { handlers: { pdfAnalyzer: pdfAnalyzerHandlers.analyzing() } } },
  play: async ({ canvas, canvasElement }) => {
    await chooseAndAnalyse(canvas, canvasElement);
    await expect(
      await canvas.findByText(
        'Reading and summarising saturn-return.pdf',
        { selector: ':not([role=status])' },
        pageLoad,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Analyse' })).toBeDisabled();
  },
};

/** A file over the limit is refused on the page, before any upload. */
export const TooLarge: Story = {
  tags: ['interaction'],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Choose a PDF', level: 2 }, pageLoad);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, pdfFile('huge.pdf', new Uint8Array(pdfMaxBytes + 1)));
    await expect(await canvas.findByRole('alert', {}, pageLoad)).toHaveTextContent(
      'That PDF is too large: the limit is 10 MB.',
    );
    await expect(canvas.getByRole('button', { name: 'Analyse' })).toBeDisabled();
  },
};

/** The server could not read the PDF: its message is shown. */
export const Unreadable: Story = {
  parameters: { msw: { handlers: { pdfAnalyzer: pdfAnalyzerHandlers.unreadable() } } },
  play: async ({ canvas, canvasElement }) => {
    await chooseAndAnalyse(canvas, canvasElement);
    await expect(await canvas.findByRole('alert', {}, pageLoad)).toHaveTextContent(
      'The PDF could not be read: it may be damaged.',
    );
  },
};

export const ProviderError: Story = {
  parameters: { msw: { handlers: { pdfAnalyzer: pdfAnalyzerHandlers.providerError() } } },
  play: async ({ canvas, canvasElement }) => {
    await chooseAndAnalyse(canvas, canvasElement);
    await expect(await canvas.findByRole('alert', {}, pageLoad)).toHaveTextContent(
      'The assistant could not summarise the PDF. Try again.',
    );
  },
};

export const AddError: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { pdfAnalyzer: pdfAnalyzerHandlers.addError() } } },
  play: async ({ canvas, canvasElement }) => {
    await chooseAndAnalyse(canvas, canvasElement);
    const add = await canvas.findByRole('region', { name: 'Add as teaching' }, pageLoad);
    await userEvent.click(within(add).getByRole('button', { name: 'Add as teaching' }));
    await expect(await within(add).findByRole('alert', {}, pageLoad)).toHaveTextContent(
      'The teaching could not be added.',
    );
  },
};

/** On a phone (320 px): the summary and the form fit, no sideways scroll. */
export const Phone: Story = {
  parameters: { screen: { width: 320, height: 740 } },
  play: async ({ canvas, canvasElement }) => {
    await chooseAndAnalyse(canvas, canvasElement);
    await canvas.findByRole('region', { name: 'Summary of saturn-return.pdf' }, pageLoad);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
