import { LANGUAGE_ID } from '@app/shared';

export const LANGUAGES = [
  ['en', LANGUAGE_ID.english],
  ['ar', LANGUAGE_ID.arabic],
] as const;

/** A record's texts for the audit trail, one field per language: titleEn, titleAr, bodyEn... */
export function textsByLanguage<F extends string>(entries: Array<{ languageId: number } & Record<F, string>>, fields: readonly F[]) {
  const texts: Record<string, string> = {};
  for (const [locale, languageId] of LANGUAGES) {
    const entry = entries.find((candidate) => candidate.languageId === languageId);
    for (const field of fields) texts[`${field}${locale === 'en' ? 'En' : 'Ar'}`] = entry?.[field] ?? '';
  }
  return texts;
}
