// The PDF analyzer (issue 20 item 5): an admin uploads a small PDF (written here by hand), reads
// the summary, adds it as a teaching, and the knowledge base holds it with the file name as its
// source. At 1280 and 390 px.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hydrated, launch, openContext, sessionOf } from './support.mjs';

let browser;
let adminSession;
before(async () => {
  browser = await launch();
  adminSession = await sessionOf(browser, 'admin');
});
after(async () => {
  await browser?.close();
});

const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** A one-page PDF showing `lines` in Helvetica, with a correct cross-reference table. */
function tinyPdf(lines) {
  const quoted = (text) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 12 Tf 50 740 Td 16 TL ${lines.map((line) => `(${quoted(line)}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets
    .map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
    .join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('an admin analyses a PDF and adds it as a teaching', () => {
  for (const viewport of viewports) {
    it(`at ${viewport.width} px`, async () => {
      const context = await openContext(browser, { viewport, storageState: adminSession });
      const page = await context.newPage();
      try {
        const name = `moon-notes-${viewport.width}-${Date.now()}.pdf`;
        await page.goto('/pdf-analyzer');
        const choose = page.getByRole('button', { name: 'Choose a PDF' });
        await hydrated(page, choose);
        await page.locator('input[type=file]').setInputFiles({
          name,
          mimeType: 'application/pdf',
          buffer: tinyPdf([
            'Moon Phase Notes',
            'The Full Moon brings what was hidden into view and asks for release.',
            'The New Moon is a time to set intentions and begin again.',
          ]),
        });
        await page.getByRole('button', { name: 'Analyse' }).click();
        const summary = page.getByRole('region', { name: `Summary of ${name}` });
        await summary.waitFor({ timeout: 30_000 });
        assert.ok(await summary.getByText('Moon Phase Notes').first().isVisible());
        assert.match(await summary.textContent(), /1 page,/);
        const add = page.getByRole('region', { name: 'Add as teaching' });
        const title = `Moon phases ${viewport.width} ${Date.now()}`;
        await add.getByRole('textbox', { name: 'Teaching title' }).fill(title);
        await add.getByRole('button', { name: 'Add as teaching' }).click();
        await add.getByText(`Added "${title}" to the knowledge base.`).waitFor();

        const teachings = await (await page.request.get('/api/teachings')).json();
        const added = teachings.find((teaching) => teaching.title === title);
        assert.equal(added?.source, `PDF: ${name}`);
        assert.match(added?.content ?? '', /Full Moon/);
        const width = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.clientWidth,
        ]);
        assert.ok(width[0] <= width[1], 'the page fits the screen');
      } finally {
        await context.close();
      }
    });
  }
});
