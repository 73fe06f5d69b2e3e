import type { TLocale } from '../language.js';

const pluralRules = new Map<TLocale, Intl.PluralRules>();

/** The CLDR plural category of a count: English has one/other, Arabic zero/one/two/few/many/other. */
export function pluralCategory(locale: TLocale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

/** The key a message is looked up by: `key_few` etc. when a `count` is given, so catalogues hold each plural form. */
export const pluralKeyOf = (locale: TLocale, key: string, count: unknown): string | undefined =>
  typeof count === 'number' ? `${key}_${pluralCategory(locale, count)}` : undefined;

/** Fills `{{name}}` placeholders. */
export const fillPlaceholders = (template: string, params: Record<string, unknown>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
