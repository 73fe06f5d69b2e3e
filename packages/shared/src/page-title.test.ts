import { describe, expect, it } from 'vitest';
import { titleWithSite } from './page-title.js';

describe('titleWithSite', () => {
  it('adds the site name to a page title, in either language', () => {
    expect(titleWithSite('Our services', 'Sakina')).toBe('Our services | Sakina');
    expect(titleWithSite('اتصل بنا', 'سكينة')).toBe('اتصل بنا | سكينة');
  });

  it('leaves a title that names the site already as it is', () => {
    expect(titleWithSite('Sakina Domestic Workers | Housemaids in Dubai', 'Sakina')).toBe('Sakina Domestic Workers | Housemaids in Dubai');
  });
});
