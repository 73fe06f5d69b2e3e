import { describe, expect, it } from 'vitest';
import { CATALOGUE_FILTER_PARAMS, catalogueQuery, hasCatalogueFilters, NO_CATALOGUE_FILTERS, publicRequests, ZCatalogueQuerySchema } from '@app/shared';
import { readCatalogueParams, whatsAppEnquiryHref, writeCatalogueParams } from './params';

describe('catalogue filters in the address', () => {
  it('reads known values and drops the rest', () => {
    const params = readCatalogueParams(new URLSearchParams('nationality=3&gender=female&profession=x&ageRange=26-30&available=1&sort=ageAsc&page=2'));
    expect(params).toEqual({
      ...NO_CATALOGUE_FILTERS,
      nationality: '3',
      gender: 'female',
      profession: '',
      ageRange: '26-30',
      availableOnly: true,
      sort: 'ageAsc',
      pageNumber: 2,
    });
    expect(readCatalogueParams(new URLSearchParams('ageRange=10-90&sort=name&gender=x&page=-1'))).toEqual({
      ...NO_CATALOGUE_FILTERS,
      sort: 'latest',
      pageNumber: 1,
    });
  });

  it("reads the filters beyond the spec's four, and drops what is not understood", () => {
    const read = (query: string) => readCatalogueParams(new URLSearchParams(query));
    expect(
      read('religion=2&maritalStatus=3&languages=1,3,1&experience=3&workedIn=uae&salaryMin=1500&salaryMax=02500&availableBy=2026-12-20&video=1'),
    ).toMatchObject({
      religion: '2',
      maritalStatus: '3',
      languages: ['1', '3'],
      experience: '3',
      workedIn: 'uae',
      salaryMin: '1500',
      salaryMax: '2500',
      availableBy: '2026-12-20',
      hasVideo: true,
    });
    expect(read('religion=x&languages=a,0&experience=4&workedIn=mars&salaryMin=-5&salaryMax=1e9&availableBy=soon&video=yes')).toMatchObject(
      NO_CATALOGUE_FILTERS,
    );
    expect(read('languages=1,2,3,4,5,6,7').languages).toEqual(['1', '2', '3', '4', '5']);
  });

  it('writes every filter into the address and the API query, and a link read back is the same filters', () => {
    const filters = readCatalogueParams(new URLSearchParams('languages=2,5&experience=1&workedIn=gcc&salaryMax=2000&video=1&available=1'));
    const address = writeCatalogueParams(new URLSearchParams(), filters);
    expect(readCatalogueParams(address)).toEqual(filters);
    expect(publicRequests.labors(filters).path).toBe(
      '/api/labors?sort=latest&pageNumber=1&pageSize=12&availableOnly=true&languages=2%2C5&experience=1&workedIn=gcc&salaryMax=2000&hasVideo=true',
    );
    expect(hasCatalogueFilters(filters)).toBe(true);
    expect(hasCatalogueFilters({ ...filters, ...NO_CATALOGUE_FILTERS })).toBe(false);
  });

  it('asks the API for every filter set, in the words its query schema reads', () => {
    const filters = readCatalogueParams(
      new URLSearchParams(
        'nationality=1&gender=male&profession=2&ageRange=31-35&available=1&religion=2&maritalStatus=1&languages=3&experience=5&workedIn=uae&salaryMin=900&salaryMax=4000&availableBy=2026-12-20&video=1',
      ),
    );
    const asked = ZCatalogueQuerySchema.parse(Object.fromEntries(catalogueQuery(filters)));
    expect(
      Object.keys(asked)
        .filter((key) => key in CATALOGUE_FILTER_PARAMS)
        .sort(),
    ).toEqual(Object.keys(CATALOGUE_FILTER_PARAMS).sort());
  });

  it('writes only what is set, keeping other parameters', () => {
    const written = writeCatalogueParams(new URLSearchParams('utm=x&page=4'), {
      ...readCatalogueParams(new URLSearchParams()),
      nationality: '1',
    });
    expect(written.toString()).toBe('utm=x&nationality=1');
  });

  it('asks the API for one page with the filters', () => {
    const { path } = publicRequests.labors({ ...readCatalogueParams(new URLSearchParams()), ageRange: '18-25', pageNumber: 3 });
    expect(path).toBe('/api/labors?sort=latest&pageNumber=3&pageSize=12&ageRange=18-25');
    expect(publicRequests.labors({ ...readCatalogueParams(new URLSearchParams()), availableOnly: true }).path).toBe(
      '/api/labors?sort=latest&pageNumber=1&pageSize=12&availableOnly=true',
    );
  });

  it('writes the availability filter, and clears it', () => {
    const base = readCatalogueParams(new URLSearchParams());
    expect(writeCatalogueParams(new URLSearchParams(), { ...base, availableOnly: true }).toString()).toBe('available=1');
    expect(writeCatalogueParams(new URLSearchParams('available=1'), base).toString()).toBe('');
  });
});

describe('catalogue display helpers', () => {
  it('pre-fills the WhatsApp message', () => {
    expect(whatsAppEnquiryHref('971 50 123 4567', 'Code SK-1001')).toBe('https://wa.me/971501234567?text=Code%20SK-1001');
  });
});
