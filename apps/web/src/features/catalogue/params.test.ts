import { describe, expect, it } from 'vitest';
import { publicRequests } from '@app/shared';
import { readCatalogueParams, whatsAppEnquiryHref, writeCatalogueParams } from './params';

describe('catalogue filters in the address', () => {
  it('reads known values and drops the rest', () => {
    const params = readCatalogueParams(new URLSearchParams('nationality=3&gender=female&profession=x&ageRange=26-30&available=1&sort=ageAsc&page=2'));
    expect(params).toEqual({
      nationality: '3',
      gender: 'female',
      profession: '',
      ageRange: '26-30',
      availableOnly: true,
      sort: 'ageAsc',
      pageNumber: 2,
    });
    expect(readCatalogueParams(new URLSearchParams('ageRange=10-90&sort=name&gender=x&page=-1'))).toEqual({
      nationality: '',
      gender: '',
      profession: '',
      ageRange: '',
      availableOnly: false,
      sort: 'latest',
      pageNumber: 1,
    });
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
