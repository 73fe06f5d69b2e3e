import ar from './ar.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import type { TLocale } from '../language.js';
import { fillPlaceholders, pluralKeyOf } from './plural.js';

export const catalogues = { en, ar } as const;
export type TCatalogue = typeof en;

function lookup(catalogue: unknown, key: string): string | undefined {
  let node = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function hasMessage(key: string): boolean {
  return lookup(en, key) !== undefined || lookup(en, `${key}_other`) !== undefined;
}

/** Translates a catalogue key, filling `{{name}}` placeholders; a `count` picks the plural form; falls back to English, then to the key. */
export function translate(locale: TLocale, key: string, params: Record<string, string | number> = {}): string {
  const inLocale = (catalogue: unknown, forLocale: TLocale) => {
    const plural = pluralKeyOf(forLocale, key, params.count);
    return (plural && lookup(catalogue, plural)) ?? lookup(catalogue, key);
  };
  const template = inLocale(catalogues[locale], locale) ?? inLocale(en, 'en') ?? key;
  return fillPlaceholders(template, params);
}
