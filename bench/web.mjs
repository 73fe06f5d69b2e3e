// What a browser downloads, and what Lighthouse (mobile preset) thinks of the public pages.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DIST = 'apps/web/dist';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const gzipKb = (file) => gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024;

/**
 * The JS and CSS a page loads until the network is idle, gzipped as served; `token` opens it signed in.
 * Returns the sizes and the chunk names, so back-office code on a public page shows.
 */
async function loadedAssets(browser, url, token) {
  const context = await browser.newContext();
  if (token) await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  const files = new Set();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && /\.(js|css)$/.test(pathname)) files.add(pathname.slice(1));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  const sum = (list) => Math.round(list.reduce((total, file) => total + gzipKb(file), 0) * 10) / 10;
  const loaded = [...files];
  // Initial: what index.html names and the language catalogue's first part the app waits for before its first render.
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const named = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  const initial = [...named, ...loaded.filter((file) => /\/(en|ar)-first-[\w-]{8}\.js$/.test(file))];
  return {
    initialJsKb: sum(initial.filter((file) => file.endsWith('.js'))),
    initialCssKb: sum(initial.filter((file) => file.endsWith('.css'))),
    loadedJsKb: sum(loaded.filter((file) => file.endsWith('.js'))),
    loadedCssKb: sum(loaded.filter((file) => file.endsWith('.css'))),
    chunks: loaded.map((file) => path.basename(file).replace(/-[\w-]{8}\.(js|css)$/, '.$1')).sort(),
  };
}

export async function measureBundles(baseUrl, adminToken) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    return { home: await loadedAssets(browser, `${baseUrl}/`), backOffice: await loadedAssets(browser, `${baseUrl}/LaborsList`, adminToken) };
  } finally {
    await browser.close();
  }
}

const RUNS_PER_PAGE = 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run in a Chromium of its own, so no run inherits another's storage (the language choice). */
async function lighthouseOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (lhr.runtimeError) return null;
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse (mobile preset) on each page, RUNS_PER_PAGE times: the median of each figure, and every performance score. */
export async function measureLighthouse(pages) {
  const results = [];
  for (const [name, url] of pages) {
    const runs = [];
    for (let attempt = 0; runs.length < RUNS_PER_PAGE && attempt < RUNS_PER_PAGE * 2; attempt += 1) {
      const run = await lighthouseOnce(url);
      if (run) runs.push(run);
    }
    const row = { name };
    for (const key of Object.keys(runs[0] ?? {})) row[key] = median(runs.map((run) => run[key]));
    row.performanceRuns = runs.map((run) => run.performance).join('/');
    results.push(row);
  }
  return results;
}
