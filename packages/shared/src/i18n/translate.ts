import ar from './ar.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import type { TLocale } from '../language.js';

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
  return lookup(en, key) !== undefined;
}

/** Translates a catalogue key, filling `{{name}}` placeholders; falls back to English, then to the key. */
export function translate(locale: TLocale, key: string, params: Record<string, string | number> = {}): string {
  const template = lookup(catalogues[locale], key) ?? lookup(en, key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
