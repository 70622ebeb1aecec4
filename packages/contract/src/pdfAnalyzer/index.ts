// The PDF analyzer (issue 20 item 5): an admin uploads a PDF; the server checks its type and
// limits, extracts its text, asks the assistant's provider for a structured summary, and nothing
// is stored until "Add as teaching" puts the teaching into the knowledge base with its source (the
// file name). An entry point of its own (`@app/contract/pdfAnalyzer`).
import { mutationOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { parseReply } from '../parse';
import { queryKeys } from '../queries';
import { type ApiClient, defaultApiClient } from '../request';
import { IdSchema } from '../schemas/common';

/** The largest PDF accepted: 10 MB. */
export const pdfMaxBytes = 10 * 1024 * 1024;
/** The most pages a PDF may have. */
export const pdfMaxPages = 50;
/** The content type a PDF upload must have (the server also checks its first bytes, `%PDF-`). */
export const pdfContentType = 'application/pdf';
/** The longest file name kept as a teaching's source. */
export const pdfFileNameMax = 200;
/** The longest teaching text added from a PDF, in characters. */
export const pdfTeachingMax = 20_000;

export const pdfDomains = ['Psychology', 'Astrology', 'Esoteric Wisdom'] as const;
export type PdfDomain = (typeof pdfDomains)[number];

export const PdfSummarySchema = v.object({
  title: v.string(),
  keyPoints: v.array(v.string()),
  domain: v.picklist(pdfDomains),
  suggestedTeaching: v.string(),
});
export type PdfSummary = v.InferOutput<typeof PdfSummarySchema>;

/** What the analysis answers: the file, its size in pages and characters, and the summary. */
export const PdfAnalysisSchema = v.object({
  fileName: v.string(),
  pages: v.pipe(v.number(), v.integer(), v.minValue(1)),
  characters: v.pipe(v.number(), v.integer(), v.minValue(0)),
  summary: PdfSummarySchema,
  provider: v.string(),
});
export type PdfAnalysis = v.InferOutput<typeof PdfAnalysisSchema>;

const requiredText = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max));

/** "Add as teaching": the summary's teaching as the admin left it, with the file name as its source. */
export const PdfTeachingInputSchema = v.object({
  fileName: requiredText(pdfFileNameMax),
  title: requiredText(200),
  domain: v.picklist(pdfDomains),
  content: requiredText(pdfTeachingMax),
});
export type PdfTeachingInput = v.InferOutput<typeof PdfTeachingInputSchema>;

export const PdfTeachingSchema = v.object({
  id: IdSchema,
  title: v.string(),
  domain: v.picklist(pdfDomains),
  source: v.string(),
});
export type PdfTeaching = v.InferOutput<typeof PdfTeachingSchema>;

/** A teaching's source from its PDF's file name. */
export const pdfSourceOf = (fileName: string) => `PDF: ${fileName}`;

const base = '/api/admin/pdf-analyzer';
export const pdfAnalyzerRoutes = {
  analyze: { method: 'POST', path: `${base}/analyze` },
  addTeaching: { method: 'POST', path: `${base}/teachings` },
} as const;

/** What the page checks before sending (the server checks the same, and the file's first bytes). */
export function pdfFileProblem(file: { name: string; type: string; size: number }): 'type' | 'size' | null {
  if (file.type !== pdfContentType && !/\.pdf$/i.test(file.name)) return 'type';
  if (file.size > pdfMaxBytes) return 'size';
  return null;
}

/** `POST /api/admin/pdf-analyzer/analyze` with the file as `file` (multipart); nothing is stored. */
export function analyzePdfMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: ['POST', pdfAnalyzerRoutes.analyze.path] as const,
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.set('file', file, file.name);
      return parseReply(
        PdfAnalysisSchema,
        `POST ${pdfAnalyzerRoutes.analyze.path}`,
        await api.request('POST', pdfAnalyzerRoutes.analyze.path, { body: form }),
      );
    },
  });
}

/** `POST /api/admin/pdf-analyzer/teachings`: the teaching goes into the knowledge base (audit-logged). */
export function addPdfTeachingMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: ['POST', pdfAnalyzerRoutes.addTeaching.path] as const,
    mutationFn: async (input: PdfTeachingInput) =>
      parseReply(
        PdfTeachingSchema,
        `POST ${pdfAnalyzerRoutes.addTeaching.path}`,
        await api.request('POST', pdfAnalyzerRoutes.addTeaching.path, { body: input }),
      ),
    // The knowledge base's lists are read again.
    onSuccess: (_reply, _input, _onMutateResult, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.teachings }),
        client.invalidateQueries({ queryKey: queryKeys.stats }),
      ]),
  });
}
