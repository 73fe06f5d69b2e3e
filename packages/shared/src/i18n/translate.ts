import ar from './ar.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import type { TLocale } from '../language.js';
import { createTranslator, type TMessageParams, type TTranslator } from './translator.js';

/**
 * Both catalogues behind the shared translator, for the server (request.t, e-mails, page heads),
 * the seed and the tests. The web app loads one catalogue per page instead (apps/web/src/lib/i18n.ts).
 */
export const catalogues = { en, ar } as const;
export type TCatalogue = typeof en;

let translators: Record<TLocale, TTranslator> | undefined;

/** The translator of a language; Arabic falls back to English. Made on first use. */
export function translatorOf(locale: TLocale): TTranslator {
  translators ??= {
    en: createTranslator({ locale: 'en', catalogue: en }),
    ar: createTranslator({ locale: 'ar', catalogue: ar }, { locale: 'en', catalogue: en }),
  };
  return translators[locale];
}

/** Whether a key is in the catalogues (they hold the same keys). */
export const hasMessage = (key: string): boolean => translatorOf('en').has(key);

/** Translates a catalogue key, filling `{{name}}` placeholders; a `count` picks the plural form; falls back to English, then to the key. */
export const translate = (locale: TLocale, key: string, params?: TMessageParams): string => translatorOf(locale).t(key, params);
