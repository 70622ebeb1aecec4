import { describe, expect, it } from 'vitest';
import { pdfFileProblem, pdfMaxBytes, pdfSourceOf } from './index';

describe('pdfFileProblem', () => {
  it('accepts a PDF within the limit, by type or by name', () => {
    expect(pdfFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBeNull();
    expect(pdfFileProblem({ name: 'a.PDF', type: '', size: pdfMaxBytes })).toBeNull();
  });

  it('refuses another type and a file over the limit', () => {
    expect(pdfFileProblem({ name: 'a.txt', type: 'text/plain', size: 10 })).toBe('type');
    expect(pdfFileProblem({ name: 'a.pdf', type: 'application/pdf', size: pdfMaxBytes + 1 })).toBe('size');
  });
});

it('names a teaching source after its file', () => {
  expect(pdfSourceOf('saturn.pdf')).toBe('PDF: saturn.pdf');
});
