// The PDF analyzer (`@app/contract/pdfAnalyzer`): an analysis of any PDF sent (the server's 415 for
// another type, 413 past the size), and "Add as teaching" answering the created teaching.
import {
  type PdfAnalysis,
  type PdfTeaching,
  type PdfTeachingInput,
  pdfAnalyzerRoutes,
  pdfContentType,
  pdfMaxBytes,
  pdfSourceOf,
} from '@app/contract/pdfAnalyzer';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';

const route = (path: string) => `*${path}`;

/** The summary of a two-page PDF on the Saturn return. */
export function pdfAnalysisFixture(fileName = 'saturn-return.pdf'): PdfAnalysis {
  return {
    fileName,
    pages: 2,
    characters: 1342,
    provider: 'offline',
    summary: {
      title: 'Saturn Return Notes',
      keyPoints: [
        'The Saturn return arrives near the age of twenty nine.',
        'Saturn asks which structures in your life are truly yours.',
        'The transit rewards patience and an honest review of commitments.',
      ],
      domain: 'Astrology',
      suggestedTeaching:
        'The Saturn return arrives near the age of twenty nine. Saturn asks which structures in your life are truly yours. The transit rewards patience and an honest review of commitments.',
    },
  };
}

interface Options {
  analyzeFails?: 'provider' | 'unreadable';
  addFails?: boolean;
  analyzeDelayMs?: number;
}

function pdfAnalyzerStore(options: Options = {}): RequestHandler[] {
  let nextId = 300;
  return [
    http.post(route(pdfAnalyzerRoutes.analyze.path), async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      if (options.analyzeDelayMs) await delay(options.analyzeDelayMs);
      if (!(file instanceof File)) return HttpResponse.json({ message: 'Choose a PDF file.' }, { status: 400 });
      if (file.size > pdfMaxBytes) {
        return HttpResponse.json({ message: 'The PDF is too large: the limit is 10 MB.' }, { status: 413 });
      }
      if (file.type !== pdfContentType)
        return HttpResponse.json({ message: 'The file is not a PDF.' }, { status: 415 });
      if (options.analyzeFails === 'provider') {
        return HttpResponse.json({ message: 'The assistant could not summarise the PDF. Try again.' }, { status: 502 });
      }
      if (options.analyzeFails === 'unreadable') {
        return HttpResponse.json({ message: 'The PDF could not be read: it may be damaged.' }, { status: 422 });
      }
      return HttpResponse.json(pdfAnalysisFixture(file.name));
    }),
    http.post(route(pdfAnalyzerRoutes.addTeaching.path), async ({ request }) => {
      const input = (await request.json()) as PdfTeachingInput;
      // A failure without a message: the page says its own.
      if (options.addFails) return new HttpResponse(null, { status: 500 });
      const teaching: PdfTeaching = {
        id: nextId++,
        title: input.title,
        domain: input.domain,
        source: pdfSourceOf(input.fileName),
      };
      return HttpResponse.json(teaching, { status: 201 });
    }),
  ];
}

/** Scenarios: `success()` (the default), `analyzing()`, `providerError()`, `unreadable()`, `addError()`. */
export const pdfAnalyzerHandlers = {
  success: () => pdfAnalyzerStore(),
  analyzing: () => pdfAnalyzerStore({ analyzeDelayMs: 600_000 }),
  providerError: () => pdfAnalyzerStore({ analyzeFails: 'provider' }),
  unreadable: () => pdfAnalyzerStore({ analyzeFails: 'unreadable' }),
  addError: () => pdfAnalyzerStore({ addFails: true }),
};
