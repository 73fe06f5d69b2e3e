import { count, inArray } from 'drizzle-orm';
import { APPLICANT_QUESTIONNAIRE, LANGUAGE_ID } from '@app/shared';
import type { TTx } from '../client.js';
import {
  optionLanguages,
  pageLanguages,
  pages,
  questionLanguages,
  questionOptions,
  questions,
  sectionLanguages,
  sections,
  siteSettings,
} from '../schema/index.js';
import { applicantQuestionnaire, pageSeed, settingSeed, sharedSettingSeed } from './cms-data.js';
import type { TBilingual, TPageSeed } from './cms-types.js';
import { sitePageSeed } from './legal-pages.js';

const DAY_MS = 86_400_000;

/** One row per language from a { en, ar } pair of fields. */
function perLanguage<T extends Record<string, TBilingual>>(fields: T) {
  return (
    [
      ['en', LANGUAGE_ID.english],
      ['ar', LANGUAGE_ID.arabic],
    ] as const
  ).map(([locale, languageId]) => ({
    languageId,
    ...(Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value[locale]])) as Record<keyof T, string>),
  }));
}

/** The site's pages, articles, settings and the applicants' questionnaire, once, on an empty site. */
export async function seedContent(tx: TTx, now = new Date()) {
  // Settings added by a later version (the invoice's) reach existing installations too; edited ones stay.
  const settings = Object.entries(settingSeed).flatMap(([key, value]) => [
    { key: `${key}.en`, value: value.en },
    { key: `${key}.ar`, value: value.ar },
  ]);
  settings.push(...Object.entries(sharedSettingSeed).map(([key, value]) => ({ key, value })));
  await tx.insert(siteSettings).values(settings).onConflictDoNothing();
  // The pages the site's routes show (prices, privacy, terms) reach existing installations too.
  const stored = await tx
    .select({ uniqueUrl: pages.uniqueUrl })
    .from(pages)
    .where(
      inArray(
        pages.uniqueUrl,
        sitePageSeed.map((page) => page.uniqueUrl),
      ),
    );
  const [existing] = await tx.select({ value: count() }).from(pages);
  const firstInstall = (existing?.value ?? 0) === 0;
  const missing = sitePageSeed.filter((page) => !stored.some((row) => row.uniqueUrl === page.uniqueUrl));
  for (const page of [...(firstInstall ? pageSeed : []), ...missing]) await insertPage(tx, page, now);
  if (!firstInstall) return;
  for (const [index, question] of applicantQuestionnaire.entries()) {
    const [row] = await tx
      .insert(questions)
      .values({
        typeId: APPLICANT_QUESTIONNAIRE,
        kind: question.kind,
        isRequired: question.isRequired,
        sortOrder: index + 1,
        workerField: question.workerField ?? null,
      })
      .returning({ id: questions.id });
    await tx.insert(questionLanguages).values(perLanguage({ text: question.text }).map((entry) => ({ ...entry, questionId: row!.id })));
    for (const [optionIndex, option] of question.options.entries()) {
      const [optionRow] = await tx
        .insert(questionOptions)
        .values({ questionId: row!.id, sortOrder: optionIndex + 1 })
        .returning({ id: questionOptions.id });
      await tx.insert(optionLanguages).values(perLanguage({ text: option }).map((entry) => ({ ...entry, optionId: optionRow!.id })));
    }
  }
}

async function insertPage(tx: TTx, page: TPageSeed, now: Date) {
  const [row] = await tx
    .insert(pages)
    .values({ uniqueUrl: page.uniqueUrl, kind: page.kind, publishedAt: new Date(now.getTime() - page.publishedDaysAgo * DAY_MS) })
    .returning({ id: pages.id });
  const { title, seoDesc, keywords, summary, body } = page;
  await tx.insert(pageLanguages).values(perLanguage({ title, seoDesc, keywords, summary, body }).map((entry) => ({ ...entry, pageId: row!.id })));
  for (const [index, section] of page.sections.entries()) {
    const [sectionRow] = await tx
      .insert(sections)
      .values({ pageId: row!.id, key: section.key, sortOrder: index + 1 })
      .returning({ id: sections.id });
    const { title: sectionTitle, subTitle, body: sectionBody } = section;
    await tx
      .insert(sectionLanguages)
      .values(perLanguage({ title: sectionTitle, subTitle, body: sectionBody }).map((entry) => ({ ...entry, sectionId: sectionRow!.id })));
  }
}
