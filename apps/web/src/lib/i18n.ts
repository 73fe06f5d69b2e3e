import type en from '@app/shared/i18n/en.json';
import { fillPlaceholders, localeOf, pluralKeyOf, type TLocale } from '@app/shared';
import { currentLanguageId } from './language';

// Each language's catalogue is its own chunk: a page loads only the one it shows. Changing the
// language reloads the page (lib/language.ts), so nothing here needs to re-render on a switch, and
// a few lines replace an i18n library.
const CATALOGUES: Record<TLocale, () => Promise<{ default: typeof en }>> = {
  en: () => import('@app/shared/i18n/en.json'),
  ar: () => import('@app/shared/i18n/ar.json'),
};

type TPluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
/** Every key of the catalogue as a dotted path; a plural key also by its base name. */
type TKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? (K extends `${infer Base}${TPluralSuffix}` ? Base | K : K) : `${K}.${TKeys<T[K]>}`;
}[keyof T & string];
export type TMessageKey = TKeys<typeof en>;
type TParams = Record<string, string | number | null | undefined>;

let locale: TLocale = 'en';
let catalogue: unknown = {};

function lookup(key: string): string | undefined {
  let node = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A message in the page's language, `{{name}}` filled from `params`; a `count` picks the plural form. */
export function t(key: TMessageKey, params: TParams = {}): string {
  const pluralKey = pluralKeyOf(locale, key, params.count);
  const template = (pluralKey && lookup(pluralKey)) ?? lookup(key) ?? key;
  return fillPlaceholders(template, params);
}

const i18n = {
  get language(): TLocale {
    return locale;
  },
  exists: (key: string) => lookup(key) !== undefined || lookup(`${key}_other`) !== undefined,
  t,
};

/** The components' way in: `const { t, i18n } = useTranslation()`. */
export const useTranslation = () => ({ t, i18n });

/** Loads the page's catalogue; the app renders once it is in. Every key exists in both (a shared test checks). */
export async function initI18n(pageLocale: TLocale = localeOf(currentLanguageId())): Promise<void> {
  catalogue = (await CATALOGUES[pageLocale]()).default;
  locale = pageLocale;
}

/** A message by a key known only at run time (the API client, notifications, schema messages). */
export const localMessage = (key: string): string => t(key as TMessageKey);
