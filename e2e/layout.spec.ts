import { expect, test, useLanguage } from './fixtures';

// The mobile project runs the tests tagged @mobile: the header and footer on a phone, in Arabic.
test.describe('language', () => {
  test('switching to Arabic flips the direction and survives a reload, and back', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sakina Domestic Workers');

    await page.getByRole('button', { name: 'العربية', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('سكينة للعمالة المنزلية');
    expect(await page.evaluate(() => [localStorage.getItem('languageId'), localStorage.getItem('direction')])).toEqual(['1', 'rtl']);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('سكينة للعمالة المنزلية');

    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sakina Domestic Workers');
  });
});

const menus = {
  en: {
    nav: 'Main menu',
    home: 'Home',
    services: 'Services',
    prices: 'Prices',
    openMenu: 'Open the menu',
    child: 'Housemaids',
    columns: ['Quick links', 'Our services', 'Opening hours'],
  },
  ar: {
    nav: 'القائمة الرئيسية',
    home: 'الرئيسية',
    services: 'خدماتنا',
    prices: 'الأسعار',
    openMenu: 'فتح القائمة',
    child: 'عاملات منزليات',
    columns: ['روابط سريعة', 'خدماتنا', 'أوقات الدوام'],
  },
} as const;

for (const locale of ['en', 'ar'] as const) {
  const expected = menus[locale];

  const onPhoneToo = { tag: locale === 'ar' ? ['@mobile'] : [] };

  test(`menu and footer come from the content service in ${locale}`, onPhoneToo, async ({ page, isMobile }) => {
    await useLanguage(page, locale);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const heading of expected.columns) {
      await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: expected.child })).toHaveAttribute('href', '/Workers?profession=1');
    // The third column is plain text: the opening hours (a Site Setting other tests edit) and the address.
    const hours = footer.getByRole('heading', { name: expected.columns[2] }).locator('xpath=..');
    await expect(hours).toContainText(/\d{1,2}:\d{2}/);
    await expect(hours.getByRole('link')).toHaveCount(0);
    for (const network of ['facebook', 'instagram']) {
      await expect(footer.locator(`a[href*="${network}.com"]`)).toHaveAttribute('aria-label', /.+/);
    }
    await expect(footer.locator('a[target="_blank"]')).toHaveCount(4);

    // The package prices are one tap away: in the phone's drawer, and in the header menu.
    if (isMobile) {
      await page.getByRole('button', { name: expected.openMenu }).click();
      await expect(page.getByRole('dialog').getByRole('link', { name: expected.prices, exact: true })).toHaveAttribute('href', '/Prices');
      return;
    }
    const nav = page.getByRole('navigation', { name: expected.nav });
    await expect(nav.getByRole('link', { name: expected.home })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: expected.prices, exact: true })).toHaveAttribute('href', '/Prices');
    await nav.getByRole('button', { name: expected.services }).click();
    await expect(page.getByRole('link', { name: expected.child }).first()).toBeVisible();
  });

  test(`the support dropdown opens and closes by click, Escape and outside click in ${locale}`, onPhoneToo, async ({ page }) => {
    await useLanguage(page, locale);
    await page.goto('/');
    const support = page.getByRole('button', { name: locale === 'en' ? 'Contact support' : 'تواصل مع الدعم' });
    const callLink = page.locator('header a[href^="tel:"]');
    const whatsAppLink = page.locator('header a[href^="https://wa.me/"]');

    await expect(callLink).toBeHidden();
    await support.click();
    await expect(support).toHaveAttribute('aria-expanded', 'true');
    await expect(callLink).toBeVisible();
    await expect(callLink).toHaveAttribute('href', 'tel:+97142635500');
    // The message of Site Settings is typed in already.
    await expect(whatsAppLink).toHaveAttribute('href', /^https:\/\/wa\.me\/971501234567\?text=./);
    const [blue, green] = [await callLink.evaluate((a) => getComputedStyle(a).color), await whatsAppLink.evaluate((a) => getComputedStyle(a).color)];
    const channels = (color: string) => color.match(/\d+/g)!.map(Number);
    expect(channels(blue)[2]).toBeGreaterThan(channels(blue)[0]!);
    expect(channels(green)[1]).toBeGreaterThan(channels(green)[0]!);

    await support.click();
    await expect(callLink).toBeHidden();

    await support.click();
    await expect(callLink).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(callLink).toBeHidden();
    await expect(support).toBeFocused();

    await support.click();
    await expect(callLink).toBeVisible();
    // Outside: the foot of the screen, well below the header and its open dropdown.
    const viewport = page.viewportSize()!;
    await page.mouse.click(viewport.width / 2, viewport.height - 20);
    await expect(callLink).toBeHidden();

    await support.focus();
    await page.keyboard.press('Enter');
    await expect(callLink).toBeVisible();
  });
}
