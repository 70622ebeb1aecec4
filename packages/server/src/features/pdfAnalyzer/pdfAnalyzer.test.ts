// The PDF analyzer (issue 20 item 5): admins only; a PDF checked by content type and first bytes,
// size and pages; its text read and summarised; nothing stored on a failure; "Add as teaching" puts
// the teaching into the knowledge base with the file name as its source (audit-logged). The PDFs
// are made here with pdf-lib.
import { pdfMaxBytes, pdfMaxPages } from '@app/contract/pdfAnalyzer';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineWriting } from '../../assistant';
import { scriptedAssistant, startTestServer, type TestServer } from '../../testing/harness';

const assistant = scriptedAssistant();
let server: TestServer;
let admin: { id: number; cookie: string };

beforeAll(async () => {
  server = await startTestServer({ assistant });
  admin = await server.userSession({ username: 'pdf-admin', role: 'admin' });
}, 60_000);
afterAll(() => server.stop());

/** A PDF with one page per text (an empty text: a blank page). */
async function makePdf(pages: readonly string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = doc.addPage([420, 600]);
    text.split('\n').forEach((line, index) => {
      if (line) page.drawText(line, { x: 40, y: 560 - index * 16, size: 11, font });
    });
  }
  return doc.save();
}

const saturnPages = [
  'Saturn Return Notes\nThe Saturn return arrives near the age of twenty nine.\nSaturn asks which structures in your life are truly yours.',
  'Many people change work or relationships during the Saturn return.\nThe transit rewards patience and an honest review of commitments.',
];

const upload = (
  bytes: Uint8Array | string,
  { name = 'saturn.pdf', type = 'application/pdf', cookie = admin.cookie } = {},
) => {
  const form = new FormData();
  form.set('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type }));
  return server.call('POST', '/api/admin/pdf-analyzer/analyze', { cookie, raw: form });
};
const counts = async () => {
  const [row] = await server.storage.query<{ teachings: number; audits: number }>(
    `SELECT (SELECT count(*)::int FROM teachings) AS teachings,
            (SELECT count(*)::int FROM audit_log WHERE action LIKE 'pdf.%') AS audits`,
  );
  return row!;
};

describe('who may use it', () => {
  it('answers 401 to a visitor and 403 to a client or a teacher, storing nothing', async () => {
    const before = await counts();
    const pdf = await makePdf(saturnPages);
    const client = await server.userSession({ username: 'pdf-client', role: 'client' });
    const teacher = await server.userSession({ username: 'pdf-teacher', role: 'teacher' });
    const teaching = { fileName: 'a.pdf', title: 'A', domain: 'Astrology', content: 'Text.' };
    expect((await upload(pdf, { cookie: '' })).status).toBe(401);
    expect((await server.call('POST', '/api/admin/pdf-analyzer/teachings', { body: teaching })).status).toBe(401);
    for (const { cookie } of [client, teacher]) {
      expect((await upload(pdf, { cookie })).status).toBe(403);
      expect((await server.call('POST', '/api/admin/pdf-analyzer/teachings', { cookie, body: teaching })).status).toBe(
        403,
      );
    }
    expect(await counts()).toEqual(before);
  });
});

describe('analysing a PDF', () => {
  it('reads its pages and answers the summary; only an audit line is stored', async () => {
    const before = await counts();
    const response = await upload(await makePdf(saturnPages));
    expect(response.status).toBe(200);
    const analysis = await response.json();
    expect(analysis).toMatchObject({ fileName: 'saturn.pdf', pages: 2, provider: 'scripted' });
    expect(analysis.characters).toBeGreaterThan(100);
    expect(analysis.summary.title).toBe('Saturn Return Notes');
    expect(analysis.summary.domain).toBe('Astrology');
    expect(analysis.summary.keyPoints[0]).toBe('The Saturn return arrives near the age of twenty nine.');
    expect(analysis.summary.suggestedTeaching).toContain('Saturn');
    expect(await counts()).toEqual({ teachings: before.teachings, audits: before.audits + 1 });
    const [audit] = await server.storage.query<{ details: Record<string, unknown> }>(
      "SELECT details FROM audit_log WHERE action = 'pdf.analyzed' ORDER BY id DESC LIMIT 1",
    );
    expect(audit?.details).toMatchObject({ fileName: 'saturn.pdf', pages: 2 });
  });

  it('answers 415 for a wrong content type, for bytes that are not a PDF and for a body that is not a form', async () => {
    const before = await counts();
    const pdf = await makePdf(saturnPages);
    expect((await upload(pdf, { type: 'text/plain', name: 'saturn.txt' })).status).toBe(415);
    expect((await upload('just some text, not a PDF', { name: 'fake.pdf' })).status).toBe(415);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const renamed = await upload(png, { name: 'image.pdf' });
    expect(renamed.status).toBe(415);
    expect((await renamed.json()).message).toBe('The file is not a PDF.');
    const json = await server.call('POST', '/api/admin/pdf-analyzer/analyze', { cookie: admin.cookie, body: {} });
    expect(json.status).toBe(415);
    expect(await counts()).toEqual(before);
  });

  it('answers 400 without a file, 422 for a damaged PDF or one without text', async () => {
    const before = await counts();
    const form = new FormData();
    form.set('other', 'x');
    expect(
      (await server.call('POST', '/api/admin/pdf-analyzer/analyze', { cookie: admin.cookie, raw: form })).status,
    ).toBe(400);
    expect((await upload('')).status).toBe(400);
    const damaged = await upload('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage');
    expect(damaged.status).toBe(422);
    const blank = await upload(await makePdf(['', '']));
    expect(blank.status).toBe(422);
    expect((await blank.json()).message).toMatch(/no text/);
    expect(await counts()).toEqual(before);
  });

  it(`answers 413 past ${pdfMaxPages} pages or ${pdfMaxBytes} bytes`, async () => {
    const before = await counts();
    const long = await upload(await makePdf(Array.from({ length: pdfMaxPages + 1 }, (_, i) => `Page ${i + 1}`)));
    expect(long.status).toBe(413);
    expect((await long.json()).message).toBe(`The PDF has ${pdfMaxPages + 1} pages: the limit is ${pdfMaxPages}.`);
    // Exactly at the page limit is fine.
    expect(
      (await upload(await makePdf(Array.from({ length: pdfMaxPages }, (_, i) => `Page ${i + 1} of notes`)))).status,
    ).toBe(200);
    const big = new Uint8Array(pdfMaxBytes + 1);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const tooBig = await upload(big);
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).message).toMatch(/10 MB/);
    expect((await counts()).teachings).toBe(before.teachings);
  }, 60_000);

  it('answers 502 when the provider fails, storing nothing', async () => {
    const before = await counts();
    assistant.writing = {
      ...offlineWriting,
      summarize: async () => {
        throw new Error('down');
      },
    };
    try {
      const response = await upload(await makePdf(saturnPages));
      expect(response.status).toBe(502);
      expect((await response.json()).message).toMatch(/could not summarise/);
    } finally {
      delete assistant.writing;
    }
    expect(await counts()).toEqual(before);
  });
});

describe('adding as a teaching', () => {
  const teaching = {
    fileName: 'saturn.pdf',
    title: 'Saturn return',
    domain: 'Astrology',
    content: 'The Saturn return arrives near the age of twenty nine.',
  };
  const add = (body: unknown) =>
    server.call('POST', '/api/admin/pdf-analyzer/teachings', { cookie: admin.cookie, body });

  it('puts the teaching into the knowledge base with the file name as its source, audit-logged', async () => {
    const response = await add(teaching);
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      title: 'Saturn return',
      domain: 'Astrology',
      source: 'PDF: saturn.pdf',
    });
    const teachings = await (await server.call('GET', '/api/teachings', { cookie: admin.cookie })).json();
    expect(teachings.find((row: { id: number }) => row.id === created.id)).toMatchObject({
      title: 'Saturn return',
      domain: 'Astrology',
      content: teaching.content,
      source: 'PDF: saturn.pdf',
    });
    const [audit] = await server.storage.query<{ actor_user_id: number; details: Record<string, unknown> }>(
      "SELECT actor_user_id, details FROM audit_log WHERE action = 'pdf.teaching-added' ORDER BY id DESC LIMIT 1",
    );
    expect(audit).toMatchObject({
      actor_user_id: admin.id,
      details: { teachingId: created.id, fileName: 'saturn.pdf' },
    });
  });

  it('answers 400 for bad input, storing nothing', async () => {
    const before = await counts();
    for (const body of [
      { ...teaching, domain: 'Cooking' },
      { ...teaching, title: '   ' },
      { ...teaching, content: '' },
      { ...teaching, fileName: undefined },
      { ...teaching, content: 'x'.repeat(20_001) },
      { ...teaching, title: 'a\u0000b' },
    ]) {
      expect((await add(body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await counts()).toEqual(before);
  });
});
