import { LANGUAGE_ID, translatorOf } from '@app/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

const HOME = { method: 'GET', path: '/api/cms/home?languageId=1' } as const;

// No window, no document here: as on the server, where a page is rendered within its scope.
describe("a page rendered on the server reads its render's scope", () => {
  it('speaks the language of the render, with its whole catalogue, and carries its answers', async () => {
    vi.resetModules();
    const [scope, i18n, language, firstPaint] = await Promise.all([import('./render-scope'), import('./i18n'), import('./language'), import('./first-paint')]);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const render = (locale: 'en' | 'ar', answers: Record<string, unknown>) => ({
      locale,
      translator: translatorOf(locale),
      answers,
      queryClient: new QueryClient(),
      origin: 'https://example.test',
      parseHtml: () => {
        throw new Error('not parsed here');
      },
    });
    let current = render('ar', { 'GET /api/cms/home?languageId=1': { sections: [] } });
    scope.readRenderScopeFrom(() => current);
    expect(i18n.t('catalogue.skills')).toBe('المهارات');
    // The back office's words too, with no complaint that the rest of the catalogue is missing.
    expect(i18n.t('staff.title')).toBe(translatorOf('ar').t('staff.title'));
    expect(errors).not.toHaveBeenCalled();
    expect([i18n.pageLocale(), i18n.useTranslation().i18n.language, language.currentLanguageId()]).toEqual(['ar', 'ar', LANGUAGE_ID.arabic]);
    expect(firstPaint.firstPaintAnswer(HOME as never)).toEqual({ sections: [] });
    // The next render, in English: nothing of the first stays.
    current = render('en', {});
    expect([i18n.t('catalogue.skills'), i18n.pageLocale(), language.currentLanguageId()]).toEqual(['Skills', 'en', LANGUAGE_ID.english]);
    expect(firstPaint.firstPaintAnswer(HOME as never)).toBeUndefined();
  });
});
