import { createTranslator, localeOf, type TLocale, type TMessageKey, type TMessageParams } from '@app/shared';
import { currentLanguageId } from './language';
import { renderScope } from './render-scope';

export type { TMessageKey };

type TCatalogue = Record<string, unknown>;

// Each language's catalogue is two chunks (catalogue-parts.ts): what the public pages show at their
// first paint, and the rest, loaded with the code that needs it (withAllMessages). A page loads only
// its language: changing it reloads the page (lib/language.ts), so nothing here re-renders on a
// switch; the shared translator (packages/shared/src/i18n/translator.ts, decision 009) replaces an
// i18n library.
const PARTS: Record<TLocale, { first: () => Promise<{ default: TCatalogue }>; rest: () => Promise<{ default: TCatalogue }> }> = {
  en: { first: () => import('virtual:messages/en-first'), rest: () => import('virtual:messages/en-rest') },
  ar: { first: () => import('virtual:messages/ar-first'), rest: () => import('virtual:messages/ar-rest') },
};

let translator = createTranslator({ locale: 'en', catalogue: {} });
let allLoaded = false;

/** The page's language and its parts, loading or loaded. The router may ask for the rest before main.tsx asks for the first. */
type TLoading = { locale: TLocale; first: Promise<TCatalogue>; all?: Promise<void> };
let loading: TLoading | undefined;

function startLoading(locale: TLocale): TLoading {
  allLoaded = false;
  loading = { locale, first: PARTS[locale].first().then((part) => part.default) };
  return loading;
}

/** A message in the page's language, `{{name}}` filled from `params`; a `count` picks the plural form. */
export function t(key: TMessageKey, params?: TMessageParams): string {
  // A page rendered on the server has its language's whole catalogue.
  const scope = renderScope();
  if (scope) return scope.translator.t(key, params);
  const message = translator.t(key, params);
  // A key of the rest on a page that has not loaded it: its code should come through withAllMessages.
  if (message === key && !allLoaded) console.error(`i18n: "${key}" shown before the rest of the catalogue loaded`);
  return message;
}

const i18n = {
  /** The page's language: what `inLanguage(record, field, i18n.language)` picks by. */
  get language(): TLocale {
    return pageLocale();
  },
  exists: (key: string) => (renderScope()?.translator ?? translator).has(key),
  t,
};

/** The components' way in: `const { t, i18n } = useTranslation()`. */
export const useTranslation = () => ({ t, i18n });

/** The page's language outside components (set by initI18n before the app renders). */
export const pageLocale = (): TLocale => renderScope()?.locale ?? translator.locale;

/**
 * Loads the first part of the page's catalogue, and the rest too when `all` (a signed-in user's
 * pages are not the public ones); the app renders once it is in. Every key exists in both languages
 * (a shared test checks).
 */
export async function initI18n(locale: TLocale = localeOf(currentLanguageId()), { all = true } = {}): Promise<void> {
  const part = loading?.locale === locale ? loading : startLoading(locale);
  const first = await part.first;
  if (!allLoaded) translator = createTranslator({ locale, catalogue: first });
  if (all) await loadAllMessages();
}

/** The rest of the page's catalogue, once: every page but the public ones' first paint waits for it. */
export function loadAllMessages(): Promise<void> {
  const part = loading ?? startLoading(localeOf(currentLanguageId()));
  part.all ??= Promise.all([part.first, PARTS[part.locale].rest()]).then(([first, rest]) => {
    translator = createTranslator({ locale: part.locale, catalogue: { ...first, ...rest.default } });
    allLoaded = true;
  });
  return part.all;
}

/** A lazily loaded module, once the whole catalogue is in too: code after the first paint may show any message. */
export async function withAllMessages<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadAllMessages()]);
  return module;
}

/** A message by a key known only at run time (the API client, notifications, schema messages). */
export const localMessage = (key: string): string => t(key as TMessageKey);
