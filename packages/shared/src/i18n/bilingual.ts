import type { TLocale } from '../language.js';

/**
 * Picking a record's field in the reader's language, the one way server and web do it
 * (docs/decisions/011). Records keep a field's English under its plain name and its Arabic under
 * `<field>Ar` (`name` / `nameAr`, columns `name` / `name_ar`): the rule for every new bilingual
 * column and API field. A few older API shapes, made from one row per language, say `<field>En`
 * (`titleEn` / `titleAr`); they are read the same way. No zod here: public pages use it.
 */

/** What a bilingual field holds: a text, or a list of texts (a package's `includes` / `includesAr`). */
type TText = string | readonly string[] | null | undefined;

/** A record with a field in both languages: `<field>` or `<field>En` for English, `<field>Ar` for Arabic. */
export type TBilingual<F extends string> = ({ [K in F]: TText } | { [K in `${F}En`]: TText }) & { [K in `${F}Ar`]: TText };

/** The English value of the field, whichever of the two names the record uses. */
type TEnglishOf<R, F extends string> = R extends { [K in `${F}En`]: infer V } ? V : R extends { [K in F]: infer V } ? V : never;

const isBlank = (value: TText): boolean => value == null || (typeof value === 'string' ? value.trim() === '' : value.length === 0);

/**
 * A value in the reader's language, or in the other one when it is blank there (an Arabic name not
 * given yet shows the English one, never an empty space). For values that are not one record's
 * fields, such as the items of two parallel lists.
 */
export function eitherLanguage<T extends TText>(english: T, arabic: T, locale: TLocale): T {
  const wanted = locale === 'ar' ? arabic : english;
  const other = locale === 'ar' ? english : arabic;
  return isBlank(wanted) && !isBlank(other) ? other : wanted;
}

/**
 * A record's field in the reader's language: `inLanguage(worker, 'name', locale)` is `worker.nameAr`
 * for an Arabic reader and `worker.name` for an English one, each falling back to the other when
 * blank. `inLanguage(item, 'title', locale)` reads `titleEn` / `titleAr` the same way.
 */
export function inLanguage<F extends string, R extends TBilingual<F>>(record: R, field: F, locale: TLocale): TEnglishOf<R, F> | R[`${F}Ar`] {
  const fields = record as unknown as Record<string, TText>;
  const english = `${field}En` in fields ? fields[`${field}En`] : fields[field];
  return eitherLanguage(english, fields[`${field}Ar`], locale) as TEnglishOf<R, F> | R[`${F}Ar`];
}
