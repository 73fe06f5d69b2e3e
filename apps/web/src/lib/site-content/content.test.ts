import type { TMenuItem } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { mainBranch, telHref, whatsAppDisplay, whatsAppHref } from './contact';
import { isInternalUrl, menuTitle, withPricesItem } from './menu';

const item = (titles: Array<[number, string]>): TMenuItem => ({
  id: 1,
  url: '/',
  muMenuItemLngs: titles.map(([languageId, title]) => ({ languageId, title })),
  inverseParent: [],
});

describe('menuTitle', () => {
  it('picks the title of the requested language', () => {
    const home = item([
      [1, 'الرئيسية'],
      [2, 'Home'],
    ]);
    expect(menuTitle(home, 1)).toBe('الرئيسية');
    expect(menuTitle(home, 2)).toBe('Home');
  });

  it('gives undefined when the language has no title or a blank one, so the caller shows its fallback', () => {
    expect(menuTitle(item([[2, 'Home']]), 1)).toBeUndefined();
    expect(menuTitle(item([[1, '   ']]), 1)).toBeUndefined();
    expect(menuTitle(item([]), 2)).toBeUndefined();
  });
});

describe('isInternalUrl', () => {
  it.each([
    ['/', true],
    ['/Services#nannies', true],
    ['//evil.example/x', false],
    ['/\\evil.example/x', false],
    ['/\t/evil.example', false],
    ['https://example.com', false],
    ['mailto:a@b.c', false],
  ])('%s -> %s', (url, internal) => {
    expect(isInternalUrl(url)).toBe(internal);
  });
});

describe('contact links', () => {
  it('builds a tel: link without spaces', () => {
    expect(telHref('+971 4 123 4567')).toBe('tel:+97141234567');
  });

  it('builds a wa.me link from the digits', () => {
    expect(whatsAppHref('971501234567')).toBe('https://wa.me/971501234567');
    expect(whatsAppHref('+971 50 123 4567')).toBe('https://wa.me/971501234567');
    expect(whatsAppDisplay('971501234567')).toBe('+971501234567');
  });

  it('takes the support contacts from the first branch', () => {
    const first = { id: 1, name: 'Dubai', address: '', workingHours: '', telephones: [], whatsAppNumber: '1', email: '' };
    const links = { facebookLink: '', twitterLink: '', linkedinLink: '', instagramLink: '' };
    const contact = { branchs: [first, { ...first, id: 2 }], ...links };
    expect(mainBranch(contact)).toBe(first);
    expect(mainBranch(null)).toBeUndefined();
  });
});

describe('withPricesItem', () => {
  const link = (id: number, url: string | null, inverseParent: TMenuItem[] = []): TMenuItem => ({
    id,
    url,
    muMenuItemLngs: [{ languageId: 2, title: String(id) }],
    inverseParent,
  });

  it('adds Prices after Services when no item leads to /Prices, in the page language', () => {
    const menu = withPricesItem([link(1, '/'), link(2, '/Services', [link(3, '/Workers?profession=1')]), link(4, '/Articles')], 'Prices', 2);
    expect(menu.map((entry) => entry.url)).toEqual(['/', '/Services', '/Prices', '/Articles']);
    expect(menuTitle(menu[2]!, 2)).toBe('Prices');
  });

  it('leaves a menu that already links the prices (at any level, any case), and an empty one, as they are', () => {
    const menu = [link(1, '/'), link(2, null, [link(3, '/prices')])];
    expect(withPricesItem(menu, 'Prices', 2)).toBe(menu);
    expect(withPricesItem([], 'Prices', 2)).toEqual([]);
    expect(withPricesItem([link(1, '/')], 'الأسعار', 1).map((entry) => entry.url)).toEqual(['/', '/Prices']);
  });
});
