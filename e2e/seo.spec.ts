import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { expect, test } from './fixtures';

// Lighthouse drives its own Chromium (Debian's) through the DevTools protocol, on the mobile preset.
test('the home page scores 100 for SEO in Lighthouse, in both languages', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    for (const url of [`${baseURL}/`, `${baseURL}/?lang=ar`]) {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['seo'], logLevel: 'error', output: 'json' });
      const { categories, audits } = result!.lhr;
      const failing = Object.values(audits).filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary');
      expect(failing.map((audit) => `${audit.id}: ${audit.title}`), url).toEqual([]);
      expect(categories.seo!.score, url).toBe(1);
    }
  } finally {
    chrome.kill();
  }
});
