import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, suiteAdminToken, test, useLanguage } from './fixtures';
import { addWorker } from './workers';

/** A visitor downloads a worker's CV from her page: a PDF whose text (pdftotext) names her code and reads in the page's language. */
const TEXT = {
  en: { download: 'Download CV', title: 'Curriculum vitae', label: 'Nationality' },
  ar: { download: 'تنزيل السيرة الذاتية', title: 'السيرة الذاتية', label: 'الجنسية' },
};

for (const locale of ['en', 'ar'] as const) {
  test(`a visitor downloads a worker's CV from her page in ${locale}`, async ({ page, request }) => {
    const id = await addWorker(request, await suiteAdminToken(request), `CV Worker ${locale}`);
    const { code } = ((await (await request.get(`/api/labors/${id}`)).json()) as { data: { code: string } }).data;
    await useLanguage(page, locale);
    await page.goto(`/LaborDetails/${id}`);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: TEXT[locale].download, exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${code}-cv-${locale}.pdf`);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'])
      .toString('utf8')
      .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
    expect(text).toContain(code);
    expect(text).toContain(TEXT[locale].title);
    expect(text).toContain(TEXT[locale].label);
    // Her address and passport stay in the back office.
    expect(text).not.toContain('Quezon');
  });
}
