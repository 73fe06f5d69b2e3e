import { describe, expect, it, vi } from 'vitest';

async function load(locale: 'en' | 'ar', options?: { all: boolean }) {
  vi.resetModules();
  const i18n = await import('./i18n');
  await i18n.initI18n(locale, options);
  return i18n;
}

describe('messages', () => {
  it('fills placeholders and picks the plural form of the language', async () => {
    const { t } = await load('ar');
    expect(t('laborsAdmin.ageYears', { count: 2 })).toBe('سنتان');
    expect(t('laborsAdmin.ageYears', { count: 5 })).toBe('5 سنوات');
    expect(t('common.showing', { shown: 3, count: 9 })).toBe('عرض 3 من 9 نتائج');
    expect(t('common.showing', { shown: 10, count: 60 })).toBe('عرض 10 من 60 نتيجة');
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

  it("a visitor's public page starts with the first part; the rest comes with the code that needs it", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { t, withAllMessages } = await load('ar', { all: false });
    expect(t('catalogue.skills')).toBe('المهارات');
    expect(errors).not.toHaveBeenCalled();
    // The back office's words are not in it: shown as the key, and said so.
    expect(t('staff.title')).toBe('staff.title');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"staff.title" shown before the rest of the catalogue loaded'));
    expect(await withAllMessages(async () => 'page')).toBe('page');
    expect(t('staff.title')).not.toBe('staff.title');
    expect(t('catalogue.skills')).toBe('المهارات');
    errors.mockRestore();
  });

  it('the first part names only areas the catalogue has, and never the e-mails', async () => {
    const { FIRST_PAINT_AREAS } = await import('../../catalogue-parts');
    const en = (await import('@app/shared/i18n/en.json')).default;
    expect(FIRST_PAINT_AREAS.filter((area) => !(area in en))).toEqual([]);
    const { default: first } = await import('virtual:messages/en-first');
    const { default: rest } = await import('virtual:messages/en-rest');
    expect(Object.keys(first).sort()).toEqual([...FIRST_PAINT_AREAS].sort());
    expect([...Object.keys(first), ...Object.keys(rest)].sort()).toEqual(
      Object.keys(en)
        .filter((area) => area !== 'mail')
        .sort(),
    );
  });

  it('the whole catalogue asked for by the router before main.tsx asks for the first part stays whole', async () => {
    vi.resetModules();
    vi.stubGlobal('window', { localStorage: { getItem: () => '1' } });
    const i18n = await import('./i18n');
    const page = i18n.withAllMessages(async () => 'page');
    await i18n.initI18n(undefined, { all: false });
    await page;
    expect(i18n.pageLocale()).toBe('ar');
    expect(i18n.t('staff.title')).toBe('الموظفون');
    vi.unstubAllGlobals();
  });
});
