import { describe, expect, it, vi } from 'vitest';

async function load(locale: 'en' | 'ar') {
  vi.resetModules();
  const i18n = await import('./i18n');
  await i18n.initI18n(locale);
  return i18n;
}

describe('messages', () => {
  it('fills placeholders and picks the plural form of the language', async () => {
    const { t } = await load('ar');
    expect(t('laborsAdmin.ageYears', { count: 2 })).toBe('سنتان');
    expect(t('laborsAdmin.ageYears', { count: 5 })).toBe('5 سنوات');
    expect(t('clients.showing', { shown: 3, count: 9 })).toBe('عرض 3 من 9 نتائج');
    expect(t('clients.showing', { shown: 10, count: 60 })).toBe('عرض 10 من 60 نتيجة');
    const english = await load('en');
    expect(english.t('laborsAdmin.ageYears', { count: 1 })).toBe('1 year old');
    expect(english.t('laborsAdmin.ageYears', { count: 30 })).toBe('30 years old');
  });

  it('shows an unknown key as itself, and tells which keys exist', async () => {
    const { localMessage, useTranslation } = await load('en');
    expect(localMessage('no.such.key')).toBe('no.such.key');
    const { i18n } = useTranslation();
    expect(i18n.language).toBe('en');
    expect(i18n.exists('validation.required')).toBe(true);
    expect(i18n.exists('validation.nothing')).toBe(false);
  });
});
