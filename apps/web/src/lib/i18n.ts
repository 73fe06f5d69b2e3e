import type en from '@app/shared/i18n/en.json';
import { createTranslator, localeOf, type TLocale, type TMessageKey, type TMessageParams } from '@app/shared';
import { currentLanguageId } from './language';

export type { TMessageKey };

// Each language's catalogue is its own chunk: a page loads only the one it shows. Changing the
// language reloads the page (lib/language.ts), so nothing here needs to re-render on a switch; the
// shared translator (packages/shared/src/i18n/translator.ts, decision 009) replaces an i18n library.
const CATALOGUES: Record<TLocale, () => Promise<{ default: typeof en }>> = {
  en: () => import('@app/shared/i18n/en.json'),
  ar: () => import('@app/shared/i18n/ar.json'),
};

let translator = createTranslator({ locale: 'en', catalogue: {} });

/** A message in the page's language, `{{name}}` filled from `params`; a `count` picks the plural form. */
export function t(key: TMessageKey, params?: TMessageParams): string {
  return translator.t(key, params);
}

const i18n = {
  /** The page's language: what `inLanguage(record, field, i18n.language)` picks by. */
  get language(): TLocale {
    return translator.locale;
  },
  exists: (key: string) => translator.has(key),
  t,
};

/** The components' way in: `const { t, i18n } = useTranslation()`. */
export const useTranslation = () => ({ t, i18n });

/** The page's language outside components (set by initI18n before the app renders). */
export const pageLocale = (): TLocale => translator.locale;

/** Loads the page's catalogue; the app renders once it is in. Every key exists in both (a shared test checks). */
export async function initI18n(locale: TLocale = localeOf(currentLanguageId())): Promise<void> {
  translator = createTranslator({ locale, catalogue: (await CATALOGUES[locale]()).default });
}

/** A message by a key known only at run time (the API client, notifications, schema messages). */
export const localMessage = (key: string): string => t(key as TMessageKey);
