import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test-support/memory-storage';
import { adoptLanguageFromUrl, readLanguageId } from './language';

describe('adoptLanguageFromUrl', () => {
  it('keeps the language a ?lang= link asks for, and drops the old language menu caches', () => {
    const storage = new MemoryStorage({ languageId: '2', direction: 'ltr', 'cachedMenu-2': '[]', 'cachedMenu-1': '[]' });
    adoptLanguageFromUrl('?lang=ar', storage);
    expect(readLanguageId(storage)).toBe(1);
    expect(storage.getItem('direction')).toBe('rtl');
    expect(storage.getItem('cachedMenu-2')).toBeNull();
    expect(storage.getItem('cachedMenu-1')).toBe('[]');
  });

  it('ignores a missing or unknown lang', () => {
    const storage = new MemoryStorage({ languageId: '1', direction: 'rtl' });
    adoptLanguageFromUrl('?page=2', storage);
    adoptLanguageFromUrl('?lang=fr', storage);
    expect(readLanguageId(storage)).toBe(1);
  });
});

