import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta';

describe('pageMeta', () => {
  it("takes the first language entry's title, description and keywords", () => {
    const page = {
      id: 1,
      uniqueUrl: 'home',
      kind: 'page' as const,
      image: null,
      publishedAt: '2026-11-22T00:00:00.000Z',
      pgPageLngs: [{ languageId: 2, title: 'Home', seoDesc: 'About us', keywords: 'maids', summary: '', body: '' }],
    };
    expect(pageMeta(page)).toEqual({ title: 'Home', description: 'About us', keywords: 'maids' });
  });

  it('falls back to the spec defaults when the page is missing or its entry is empty', () => {
    expect(pageMeta(null)).toEqual({ title: 'Default Title', description: 'Default Description', keywords: 'default, keywords' });
    const empty = { id: 1, uniqueUrl: 'x', kind: 'page' as const, image: null, publishedAt: '', pgPageLngs: [] };
    expect(pageMeta(empty).title).toBe('Default Title');
  });
});
