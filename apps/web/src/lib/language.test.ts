import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test-support/memory-storage';
import { addressWithoutLanguage, adoptLanguageFromUrl, pageLanguageOf, readLanguageId, rememberLanguageForServer } from './language';

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

describe('pageLanguageOf', () => {
  it("opens a first visit in the browser's language, without saving it as a choice", () => {
    const storage = new MemoryStorage();
    expect(pageLanguageOf('', storage, ['ar-AE', 'en'])).toBe(1);
    expect(pageLanguageOf('', storage, ['en-GB', 'ar'])).toBe(2);
    expect(pageLanguageOf('', storage, [])).toBe(2);
    expect(storage.getItem('languageId')).toBeNull();
  });

  it('prefers ?lang= and then the saved choice to the browser', () => {
    expect(pageLanguageOf('?lang=ar', new MemoryStorage({ languageId: '2' }), ['en'])).toBe(1);
    expect(pageLanguageOf('?lang=en', new MemoryStorage(), ['ar'])).toBe(2);
    expect(pageLanguageOf('', new MemoryStorage({ languageId: '2' }), ['ar-AE'])).toBe(2);
  });
});

describe('addressWithoutLanguage', () => {
  it('drops ?lang= so the switch is not undone by the address, keeping the rest', () => {
    expect(addressWithoutLanguage('https://a.test/Services?lang=ar')).toBe('https://a.test/Services');
    expect(addressWithoutLanguage('https://a.test/Workers?profession=2&lang=en#top')).toBe('https://a.test/Workers?profession=2#top');
  });

  it('leaves an address without ?lang= to a plain reload', () => {
    expect(addressWithoutLanguage('https://a.test/Workers?profession=2')).toBeNull();
  });
});

describe('rememberLanguageForServer', () => {
  it('sends the language cookie only over https when the site is https', () => {
    const jar = { cookie: '' };
    rememberLanguageForServer(1, jar, true);
    expect(jar.cookie).toMatch(/^languageId=1; path=\/; max-age=\d+; samesite=lax; secure$/);
    rememberLanguageForServer(2, jar, false);
    expect(jar.cookie).not.toContain('secure');
  });
});
