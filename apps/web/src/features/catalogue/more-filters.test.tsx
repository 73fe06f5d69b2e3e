// @vitest-environment jsdom
/**
 * The catalogue's filters past the spec's four: each choice with how many workers it would show,
 * choices with none hidden, every choice kept in the address and sent to the API, and a clear-all.
 */
import { type TCatalogueFacets, type TLocale, laborsApi } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { fakeServer } from '../../test-support/fake-server';
import { answersContactInfo, answersReferenceLists, aPublicLabor } from '../../test-support/fixtures';
import { openApp, screen, within } from '../../test-support/render';

const FACETS: TCatalogueFacets = {
  nationality: { '3': 4 },
  religion: { '1': 3 },
  maritalStatus: { '1': 2, '8': 1 },
  languages: { '1': 3, '9': 1 },
  experience: { '1': 3, '3': 1 },
  workedIn: { uae: 1, gcc: 3 },
  availableNow: 2,
  hasVideo: 0,
};

describe('more filters', () => {
  test.each<TLocale>(['en', 'ar'])('in %s: counts, hidden choices, the address, the API and clear all', async (language) => {
    const server = fakeServer();
    answersContactInfo(server);
    answersReferenceLists(server);
    const asked: URLSearchParams[] = [];
    server.on(laborsApi.catalogue, (request) => {
      asked.push(request.query);
      const card = aPublicLabor();
      return request.ok({ items: [card], totalCount: 1, pageNumber: 1, pageSize: 12, facets: FACETS });
    });
    const app = await openApp(language);
    const page = await import('./pages/WorkersPage');
    app.render({ path: '/Workers', Component: page.default }, { at: '/Workers' });
    const t = app.t;

    await app.user.click(await screen.findByRole('button', { name: t('catalogue.moreFilters') }));
    // Nationality too: Indonesia would show nobody, the Philippines four.
    const nationalities = within(screen.getByRole('combobox', { name: t('catalogue.nationality') }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(nationalities).toEqual([t('catalogue.any'), `${language === 'ar' ? 'الفلبين' : 'Philippines'} (4)`]);
    // The age ranges reach the oldest a worker may be.
    const ages = within(screen.getByRole('combobox', { name: t('catalogue.ageRange') })).getAllByRole('option');
    expect(ages.at(-1)!.textContent).toBe('46-60');
    const religion = await screen.findByRole('combobox', { name: t('catalogue.religion') });
    const religions = within(religion)
      .getAllByRole('option')
      .map((option) => option.textContent);
    // Christian would show nobody: it is not offered.
    expect(religions).toEqual([t('catalogue.any'), `${language === 'ar' ? 'مسلمة' : 'Muslim'} (3)`]);
    expect(screen.getByRole('checkbox', { name: `${t('catalogue.availableOnly')} (2)` })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: new RegExp(t('catalogue.hasVideo')) })).toBeNull();

    // Each choice goes into the address and the API query (the real app keeps them together: the
    // browser's address is read at each change, which the memory router of these tests does not move).
    const chosen = async (choose: () => Promise<void>, query: string) => {
      await choose();
      await expect.poll(() => app.location()).toBe(`/Workers?${query}`);
      expect(asked.at(-1)!.toString()).toContain(query);
    };
    await chosen(() => app.user.selectOptions(religion, '1'), 'religion=1');
    const arabic = `${language === 'ar' ? 'العربية' : 'Arabic'} (1)`;
    await chosen(() => app.user.click(screen.getByRole('checkbox', { name: arabic })), 'languages=9');
    await chosen(() => app.user.selectOptions(screen.getByRole('combobox', { name: t('catalogue.workedIn') }), 'uae'), 'workedIn=uae');
    await chosen(() => app.user.type(screen.getByRole('textbox', { name: t('catalogue.salaryMax') }), '2500{Enter}'), 'salaryMax=2500');

    await app.user.click(screen.getByRole('button', { name: t('catalogue.clearFilters') }));
    await expect.poll(() => app.location()).toBe('/Workers');
    await expect.poll(() => screen.getByRole<HTMLInputElement>('textbox', { name: t('catalogue.salaryMax') }).value).toBe('');
  });

  test('a salary typed with Arabic-Indic digits and separators is read; one that is not an amount is said so and not applied', async () => {
    const server = fakeServer();
    answersContactInfo(server);
    answersReferenceLists(server);
    server.on(laborsApi.catalogue, (request) => request.ok({ items: [aPublicLabor()], totalCount: 1, pageNumber: 1, pageSize: 12, facets: FACETS }));
    const app = await openApp('ar');
    const page = await import('./pages/WorkersPage');
    app.render({ path: '/Workers', Component: page.default }, { at: '/Workers' });
    const t = app.t;
    await app.user.click(await screen.findByRole('button', { name: t('catalogue.moreFilters') }));

    await app.user.type(screen.getByRole('textbox', { name: t('catalogue.salaryMin') }), '١٬٥٠٠{Enter}');
    await expect.poll(() => app.location()).toBe('/Workers?salaryMin=1500');
    const upTo = screen.getByRole('textbox', { name: t('catalogue.salaryMax') });
    await app.user.type(upTo, 'two thousand{Enter}');
    expect(await screen.findByText(t('catalogue.salaryInvalid'))).toBeTruthy();
    expect(app.location()).toBe('/Workers?salaryMin=1500');
  });
});
