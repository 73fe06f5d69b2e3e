import type { Page } from '@playwright/test';

/** Answers the seeded applicants' questionnaire on /Apply (the page is open), with `name` as the full name. */
export async function answerQuestionnaire(page: Page, locale: 'en' | 'ar', name: string) {
  const ar = locale === 'ar';
  await page.getByRole('textbox', { name: ar ? 'الاسم الكامل كما في جواز السفر' : 'Full name as in your passport' }).fill(name);
  await page.getByRole('radio', { name: ar ? 'إندونيسيا' : 'Indonesia' }).check();
  await page.getByRole('radio', { name: ar ? 'مربية أطفال' : 'Nanny' }).check();
  await page.getByRole('checkbox', { name: ar ? 'الإنجليزية' : 'English' }).check();
  await page.getByRole('radio', { name: ar ? 'من سنة إلى 3 سنوات' : '1 to 3 years' }).check();
  await page.getByRole('radio', { name: ar ? 'نعم' : 'Yes', exact: true }).check();
  await page.getByRole('textbox', { name: ar ? 'رقم الهاتف أو واتساب' : 'Phone or WhatsApp number' }).fill('+62 812 3456 7890');
}
