// The copy of `/pdf-analyzer` (its own module: only the lazy page reads it).
import { type PdfDomain, pdfMaxBytes, pdfMaxPages } from '@app/contract/pdfAnalyzer';

const megabytes = pdfMaxBytes / (1024 * 1024);
const count = new Intl.NumberFormat('en');

export const pdfAnalyzerMessages = {
  lead: `Upload a PDF (at most ${megabytes} MB and ${pdfMaxPages} pages): its text is read on the server and the assistant summarises it. Nothing is kept until you add it as a teaching.`,
  uploadTitle: 'Choose a PDF',
  dropLabel: 'Drop a PDF here, or',
  chooseFile: 'Choose a PDF',
  chosen: (name: string, size: number) =>
    `${name} (${size < 1024 * 1024 ? `${Math.max(1, Math.round(size / 1024))} KB` : `${(size / (1024 * 1024)).toFixed(1)} MB`})`,
  notPdf: 'That file is not a PDF.',
  tooLarge: `That PDF is too large: the limit is ${megabytes} MB.`,
  analyze: 'Analyse',
  analyzing: (name: string) => `Reading and summarising ${name}`,
  failed: 'The PDF could not be analysed.',
  summaryTitle: (name: string) => `Summary of ${name}`,
  size: (pages: number, characters: number) =>
    `${pages} ${pages === 1 ? 'page' : 'pages'}, ${count.format(characters)} characters of text.`,
  titleLabel: 'Title',
  domainLabel: 'Domain (the assistant’s guess)',
  keyPoints: 'Key points',
  noKeyPoints: 'No key points were found.',
  provider: (name: string) => `Summarised by the ${name} provider.`,
  addTitle: 'Add as teaching',
  addLead: 'Edit the suggested teaching if needed, then add it to the knowledge base.',
  teachingTitle: 'Teaching title',
  teachingDomain: 'Domain',
  teachingContent: 'Teaching text',
  source: (source: string) => `Source: ${source}`,
  add: 'Add as teaching',
  adding: 'Adding',
  added: (title: string) => `Added "${title}" to the knowledge base.`,
  addFailed: 'The teaching could not be added.',
  required: 'Fill in the title and the text.',
  openKnowledgeBase: 'Open the knowledge base',
  domains: {
    Psychology: 'Psychology',
    Astrology: 'Astrology',
    'Esoteric Wisdom': 'Esoteric Wisdom',
  } satisfies Record<PdfDomain, string>,
};
