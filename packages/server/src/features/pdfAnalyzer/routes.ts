// The PDF analyzer over HTTP (issue 20 item 5), admins only. Analyze: a multipart upload checked
// for size (413), content type and first bytes (415), pages (413), read and summarised by the
// provider; nothing is stored but an audit line on success. Add as teaching: the knowledge base
// gets the teaching with the file name as its source (audit-logged).
import { hasRole } from '@app/contract';
import {
  PdfAnalysisSchema,
  PdfTeachingInputSchema,
  PdfTeachingSchema,
  pdfAnalyzerRoutes as paths,
  pdfContentType,
  pdfMaxBytes,
  pdfMaxPages,
  pdfSourceOf,
} from '@app/contract/pdfAnalyzer';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireUser } from '../../auth/session';
import type { AppContext, AppEnv, Deps, SessionUser } from '../../context';
import { HttpError, invalidFields } from '../../http/errors';
import { readJson, replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import { insertAuditRecord } from '../audit/repository';
import { writingOf } from '../enhancer/service';
import { extractPdfText, PdfReadError } from './extract';
import { insertPdfTeaching } from './repository';

const text = serverMessages.pdfAnalyzer;

function requireAdmin(c: AppContext): SessionUser {
  const user = requireUser(c);
  if (!hasRole(user.role, 'admin')) throw new HttpError(403, { message: serverMessages.auth.forbidden });
  return user;
}

const readFailure = (error: PdfReadError): HttpError => {
  switch (error.reason) {
    case 'not-pdf':
      return new HttpError(415, { message: text.notPdf });
    case 'too-many-pages':
      return new HttpError(413, { message: text.tooManyPages(error.pages ?? 0, pdfMaxPages) });
    case 'encrypted':
      return new HttpError(422, { message: text.encrypted });
    case 'no-text':
      return new HttpError(422, { message: text.noText });
    default:
      return new HttpError(422, { message: text.unreadable });
  }
};

export function pdfAnalyzerRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post(
    paths.analyze.path,
    // Checked before the body is read: a visitor's upload is not buffered.
    async (c, next) => {
      requireAdmin(c);
      await next();
    },
    bodyLimit({
      maxSize: pdfMaxBytes + 64 * 1024,
      onError: () => {
        throw new HttpError(413, { message: text.tooLarge });
      },
    }),
    async (c) => {
      const admin = requireAdmin(c);
      if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
        throw new HttpError(415, { message: text.multipartRequired });
      }
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw new HttpError(400, { message: text.multipartRequired });
      }
      const file = form.get('file');
      if (!(file instanceof File) || file.size === 0)
        throw invalidFields([{ field: 'file', message: text.fileRequired }]);
      if (file.size > pdfMaxBytes) throw new HttpError(413, { message: text.tooLarge });
      if (file.type.toLowerCase() !== pdfContentType) throw new HttpError(415, { message: text.notPdf });
      const fileName =
        (file.name || 'document.pdf')
          .replace(/[\p{Cc}\\/]+/gu, ' ')
          .trim()
          .slice(-200) || 'document.pdf';
      let extracted: Awaited<ReturnType<typeof extractPdfText>>;
      try {
        extracted = await extractPdfText(new Uint8Array(await file.arrayBuffer()));
      } catch (error) {
        if (error instanceof PdfReadError) throw readFailure(error);
        throw error;
      }
      let summary: Awaited<ReturnType<ReturnType<typeof writingOf>['summarize']>>;
      try {
        summary = await writingOf(deps).summarize({ fileName, pages: extracted.pages });
      } catch (error) {
        deps.logger.error('pdf analyzer: the provider could not summarise', { error: String(error) });
        throw new HttpError(502, { message: text.providerFailed });
      }
      await insertAuditRecord(
        deps.storage,
        {
          actorUserId: admin.id,
          action: 'pdf.analyzed',
          targetUserId: null,
          details: { fileName, pages: extracted.pages.length, characters: extracted.characters },
        },
        deps.now(),
      );
      return replyJson(c, PdfAnalysisSchema, {
        fileName,
        pages: extracted.pages.length,
        characters: extracted.characters,
        summary,
        provider: deps.assistant.name,
      });
    },
  );

  app.post(paths.addTeaching.path, async (c) => {
    const admin = requireAdmin(c);
    const input = await readJson(c, PdfTeachingInputSchema);
    const source = pdfSourceOf(input.fileName);
    const at = deps.now();
    const row = await deps.storage.transaction(async (tx) => {
      const inserted = await insertPdfTeaching(
        tx,
        { domain: input.domain, title: input.title, content: input.content, source, createdBy: admin.id },
        at,
      );
      if (!inserted) throw invalidFields([{ field: 'domain', message: text.unknownDomain }]);
      await insertAuditRecord(
        tx,
        {
          actorUserId: admin.id,
          action: 'pdf.teaching-added',
          targetUserId: null,
          details: { teachingId: inserted.id, title: input.title, fileName: input.fileName },
        },
        at,
      );
      return inserted;
    });
    deps.knowledge.invalidate();
    return replyJson(c, PdfTeachingSchema, { id: row.id, title: input.title, domain: input.domain, source }, 201);
  });
}
