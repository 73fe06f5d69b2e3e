import type { TLocale } from '../language.js';

/**
 * The one translator of the server and the web app (docs/decisions/009): a message looked up by a
 * dotted key in a catalogue (`{ "orders": { "title": "..." } }`), `{{name}}` placeholders filled, and
 * a `count` choosing the plural form the language's CLDR rules name (`key_one`, `key_few`, ...).
 * It holds no catalogue itself: the server passes both (translate.ts), the web app the one language
 * it loaded (apps/web/src/lib/i18n.ts). No zod, no import of a catalogue: public pages may load it.
 */

/** Values for a message's `{{name}}` placeholders; `count` (a number) also picks the plural form. */
export type TMessageParams = Record<string, string | number | null | undefined>;

/** A language's messages: its locale, whose plural rules apply, and its catalogue (a parsed en.json or ar.json). */
export type TMessages = { locale: TLocale; catalogue: unknown };

export type TTranslator = {
  readonly locale: TLocale;
  /** The message in this language (else the fallback's), placeholders filled; the key itself when neither has it. */
  t(key: string, params?: TMessageParams): string;
  /** Whether the catalogue has the key, as a plain message or in plural forms. */
  has(key: string): boolean;
};

const pluralRules = new Map<TLocale, Intl.PluralRules>();

/** The CLDR plural category of a count: English has one/other, Arabic zero/one/two/few/many/other. */
export function pluralCategory(locale: TLocale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

/** The string at a dotted key of a catalogue, or undefined when there is none (or a group is there). */
export function lookupMessage(catalogue: unknown, key: string): string | undefined {
  let node = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{{name}}` placeholders; a missing value leaves nothing. */
export const fillPlaceholders = (template: string, params: TMessageParams): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

/** A message of one language: the plural form a numeric `count` asks for, else the plain key. */
function messageIn({ locale, catalogue }: TMessages, key: string, count: unknown): string | undefined {
  const plural = typeof count === 'number' ? lookupMessage(catalogue, `${key}_${pluralCategory(locale, count)}`) : undefined;
  return plural ?? lookupMessage(catalogue, key);
}

/** A translator over one language's messages, falling back to another's (the server's Arabic falls back to English). */
export function createTranslator(messages: TMessages, fallback?: TMessages): TTranslator {
  return {
    locale: messages.locale,
    t(key, params = {}) {
      const template = messageIn(messages, key, params.count) ?? (fallback && messageIn(fallback, key, params.count)) ?? key;
      return fillPlaceholders(template, params);
    },
    has: (key) => lookupMessage(messages.catalogue, key) !== undefined || lookupMessage(messages.catalogue, `${key}_other`) !== undefined,
  };
}
