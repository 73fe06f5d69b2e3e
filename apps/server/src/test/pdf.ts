import { execFileSync } from 'node:child_process';
import { expect } from 'vitest';

/** The PDF's text as pdftotext reads it (Debian's poppler-utils), without the bidi marks it adds around runs. */
export const textOf = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

/** A PDF drawn for the one who asked: a download under this name, never kept by a browser or a proxy. */
export function expectPrivatePdf(response: { statusCode: number; body: string; headers: Record<string, unknown> }, fileName: string) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  expect(response.headers['cache-control']).toBe('no-store');
}
