// A PDF's text, page by page, with unpdf (PDF.js built for servers: no native parts). The limits
// are checked before any text is read: the page count comes from the document's catalogue.
import { pdfMaxPages } from '@app/contract/pdfAnalyzer';
import { extractText, getDocumentProxy } from 'unpdf';

/** Why a file could not be read as a PDF. */
export class PdfReadError extends Error {
  constructor(
    readonly reason: 'not-pdf' | 'unreadable' | 'encrypted' | 'too-many-pages' | 'no-text',
    readonly pages?: number,
  ) {
    super(`The PDF could not be read: ${reason}`);
    this.name = 'PdfReadError';
  }
}

/** A PDF starts with `%PDF-` (some writers put a few bytes first: the standard allows 1024). */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

export interface ExtractedPdf {
  pages: string[];
  characters: number;
}

export async function extractPdfText(bytes: Uint8Array, maxPages = pdfMaxPages): Promise<ExtractedPdf> {
  if (!hasPdfSignature(bytes)) throw new PdfReadError('not-pdf');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // PDF.js may take the buffer over: it reads a copy.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, verbosity: 0 });
  } catch (error) {
    throw new PdfReadError((error as Error)?.name === 'PasswordException' ? 'encrypted' : 'unreadable');
  }
  try {
    if (pdf.numPages > maxPages) throw new PdfReadError('too-many-pages', pdf.numPages);
    let text: string[];
    try {
      ({ text } = await extractText(pdf, { mergePages: false }));
    } catch {
      throw new PdfReadError('unreadable');
    }
    const pages = text.map((page) => page.replace(/[ \t]+\n/g, '\n').trim());
    const characters = pages.reduce((sum, page) => sum + page.length, 0);
    if (characters === 0) throw new PdfReadError('no-text', pdf.numPages);
    return { pages, characters };
  } finally {
    await pdf.destroy().catch(() => {});
  }
}
