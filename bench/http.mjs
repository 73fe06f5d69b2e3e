// The API and the server-rendered pages under load: autocannon against each scenario, in one run.
// Every row is also given as a share of the ceiling route (static JSON through the same plugins).
import fs from 'node:fs';
import autocannon from 'autocannon';
import { Secret, TOTP } from 'otpauth';
import { ORDER_SORTS, cataloguePaths, catalogueWebPaths, shuffled } from './urls.mjs';

const GZIP = { 'accept-encoding': 'gzip' };

/** Runs autocannon over `requests` ({ path, headers? }), taken in turn across every connection; they share method and body. */
function run(baseUrl, { requests, headers = {}, method = 'GET', body, connections, duration }) {
  let next = 0;
  const rotate = (req) => {
    const request = requests[next++ % requests.length];
    return { ...req, path: request.path, headers: { ...headers, ...request.headers } };
  };
  const shape = { method, headers, body };
  const autocannonRequests =
    requests.length === 1 ? [{ ...shape, ...requests[0], headers: { ...headers, ...requests[0].headers } }] : [{ ...shape, setupRequest: rotate }];
  return new Promise((resolve, reject) => {
    autocannon({ url: baseUrl, connections, duration, requests: autocannonRequests }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const summary = (scenario, result) => ({
  name: scenario.name,
  connections: scenario.connections,
  urls: scenario.requests.length,
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  meanMs: Math.round(result.latency.mean * 10) / 10,
  errors: result.errors + result.timeouts + result.non2xx,
});

/** The key of the bench admin's two-step sign-in (apps/server/src/bench/generate.ts sets it). */
export const BENCH_ADMIN_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKN2XAZLSMVRXEZLU';

const post = async (url, body) => (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();

/**
 * A session's token. The admin signs in in two steps: the code of this 30-second step, or of the
 * next one when this one was taken by a sign-in moments ago (a code is accepted once).
 */
export async function tokenOf(baseUrl, userName, password) {
  const body = await post(`${baseUrl}/api/auth/login`, { userName, password });
  if (!body.isDone) throw new Error(`bench login failed for ${userName}: ${body.message}`);
  if (!body.data.secondFactorRequired) return body.data.token;
  const totp = new TOTP({ secret: Secret.fromBase32(BENCH_ADMIN_TOTP_SECRET) });
  for (const timestamp of [Date.now(), Date.now() + 30_000]) {
    const second = await post(`${baseUrl}/api/auth/login/second-factor`, { challenge: body.data.challenge, code: totp.generate({ timestamp }) });
    if (second.isDone) return second.data.token;
  }
  throw new Error(`bench login failed for ${userName}: its second step was refused`);
}

const getJson = async (baseUrl, path, headers = {}) => (await (await fetch(`${baseUrl}${path}`, { headers })).json()).data;

/** Processes with an order (their contract can be drawn), from the board's pages. */
async function processIdsWithOrders(baseUrl, headers) {
  const ids = [];
  for (let page = 1; page <= 20; page++) {
    const { items } = await getJson(baseUrl, `/api/admin/processes?pageSize=100&pageNumber=${page}`, headers);
    ids.push(...items.filter((item) => item.order !== null).map((item) => item.id));
    if (items.length < 100) break;
  }
  return shuffled(ids);
}

/** Ids of about `count` active workers, from the catalogue's pages. */
async function workerIds(baseUrl, count) {
  const ids = [];
  for (let page = 1; ids.length < count; page++) {
    const { items } = await getJson(baseUrl, `/api/labors?pageSize=48&pageNumber=${page}`);
    if (items.length === 0) break;
    ids.push(...items.map((item) => item.id));
  }
  return shuffled(ids);
}

/** Catalogue filters a visitor typically combines (the warm rows: the cache holds them after the first request). */
const TYPICAL_CATALOGUE_QUERIES = [
  '',
  '?nationality=1',
  '?nationality=2&profession=1',
  '?ageRange=26-30',
  '?profession=2&sort=ageAsc',
  '?nationality=3&ageRange=31-35&pageNumber=3',
  '?gender=female&sort=ageDesc',
  '?pageNumber=20',
];

/** The public reads with a different question on nearly every request, and the pages the server renders next to their API call. */
async function publicScenarios(baseUrl) {
  const [countries, positions, ids] = await Promise.all([
    getJson(baseUrl, '/api/lookups/countries'),
    getJson(baseUrl, '/api/lookups/positions'),
    workerIds(baseUrl, 2000),
  ]);
  const lookups = { countries: countries.map((row) => row.id), positions: positions.map((row) => row.id) };
  return [
    { name: 'catalogue (distinct filters)', paths: cataloguePaths(lookups), headers: GZIP, budget: 'catalogue' },
    { name: 'worker details (2,000 workers)', paths: ids.map((id) => `/api/labors/${id}`), headers: GZIP, budget: 'catalogue' },
    { name: 'page: home (SSR)', paths: ['/'], headers: GZIP, apiOf: 'api: home data' },
    { name: 'api: home data', paths: ['/api/PgPage/GetHomeData?langId=1&term=home'], headers: GZIP },
    // A distinct address is one render each: judged by its CPU (decision 038), its API call shown beside it.
    { name: 'page: catalogue (SSR)', paths: catalogueWebPaths(lookups), headers: GZIP, apiOf: 'catalogue (distinct filters)', renderCpuMs: 20 },
    { name: 'page: worker (SSR)', paths: ids.map((id) => `/LaborDetails/${id}`), headers: GZIP, apiOf: 'worker details (2,000 workers)', renderCpuMs: 12 },
  ];
}

/**
 * The read cache on (as served): the same few filters asked again and again, login, and the
 * public reads with distinct questions again: the catalogue and workers are then rarely asked
 * twice within the cache's life, while the site content every page embeds is kept.
 */
export async function warmScenarios(baseUrl, { client }) {
  const ids = (await getJson(baseUrl, '/api/labors?pageSize=10')).items.map((item) => item.id);
  return [
    { name: 'catalogue (8 typical filters)', paths: TYPICAL_CATALOGUE_QUERIES.map((query) => `/api/labors${query}`) },
    { name: 'worker details (10 workers)', paths: ids.map((id) => `/api/labors/${id}`) },
    {
      name: 'login (argon2id)',
      paths: ['/api/auth/login'],
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: client.userName, password: client.password }),
    },
    // The cold budgets are judged on the cold rows; here only the pages' cost against their calls.
    ...(await publicScenarios(baseUrl)).map((scenario) => ({ ...scenario, budget: undefined })),
  ];
}

/** A bench order's number as staff would type it: whole, its first characters, or a piece (apps/server/src/db/seed/volume.ts makes them). */
function orderNumberSearch(orderIndex, variant) {
  const number = `SB-${((BigInt(orderIndex) * 2654435761n) % 4294967296n).toString(16).padStart(8, '0').toUpperCase()}`;
  return [number, number.slice(0, 7), number.slice(4, 9)][variant % 3];
}

const NAMES = JSON.parse(fs.readFileSync(new URL('../apps/server/src/db/seed/bench-names.json', import.meta.url), 'utf8'));

/** The five things staff type to find an order: its number, a client's user name, a worker's name in English or Arabic, a phone piece. */
function orderSearch(n) {
  const worker = (language) =>
    `${NAMES.workerFirstNames[n % NAMES.workerFirstNames.length][language]} ${NAMES.workerLastNames[(n * 7) % NAMES.workerLastNames.length][language]}`;
  const client = `${NAMES.clientFirstNames[(n * 3) % NAMES.clientFirstNames.length]}.${NAMES.clientFamilyNames[(n * 11) % NAMES.clientFamilyNames.length]}`;
  return [orderNumberSearch(1 + n * 997, n), client, worker(0), `050${n}`, worker(1)][n % 5];
}

/**
 * The read cache off (READ_CACHE_SECONDS=0) and a different question on nearly every request: the
 * catalogue over every nationality x gender x profession x age range x sort x page, many workers,
 * the public pages as the server renders them next to their API call, and the order lists at 8
 * connections (the staff of an office) and 32.
 */
export async function coldScenarios(baseUrl, { admin, clients }) {
  const adminToken = await tokenOf(baseUrl, admin.userName, admin.password);
  const clientHeaders = [];
  for (const client of clients) clientHeaders.push({ authorization: `Bearer ${await tokenOf(baseUrl, client.userName, client.password)}` });
  const adminHeaders = { authorization: `Bearer ${adminToken}`, ...GZIP };
  const adminLists = shuffled(
    [1, 2, 3, 4, 5, 10, 50].flatMap((page) =>
      ['', '&status=Delivered', '&status=Canceled', '&package=Monthly', '&status=Rejected&package=Main'].flatMap((filter) =>
        ORDER_SORTS.map((sort) => `/api/admin/orders?pageNumber=${page}${filter}${sort ? `&sort=${sort}` : ''}`),
      ),
    ),
  );
  const searches = shuffled(Array.from({ length: 200 }, (_, n) => orderSearch(n)).map((search) => `/api/admin/orders?search=${encodeURIComponent(search)}`));
  const rows = await publicScenarios(baseUrl);
  // A CV drawn on each request: 2,000 workers in three languages outnumber the CVs kept in memory.
  const cvIds = await workerIds(baseUrl, 2000);
  rows.push({
    name: 'worker CV PDF, drawn @1',
    paths: ['en', 'ar', 'both'].flatMap((lang, index) => cvIds.map((id) => `/api/labors/${id}/cv?lang=${lang}&digits=${index === 1 ? 'arabic' : 'latin'}`)),
    connections: 1,
    budget: 'cv',
  });
  // The visa process board (issue 34): 2,000 running processes, overdue first, by its filters and pages.
  const boardPaths = shuffled(
    [1, 2, 3, 5, 10].flatMap((page) =>
      ['', '&overdue=true', '&step=medical', '&step=entryPermit', '&status=done', `&search=${encodeURIComponent(orderSearch(2))}`].map(
        (filter) => `/api/admin/processes?pageNumber=${page}${filter}`,
      ),
    ),
  );
  rows.push({ name: 'visa process board @8', paths: boardPaths, headers: adminHeaders, connections: 8, budget: 'orders' });
  // The employment contract drawn on each request, in both languages side by side.
  const contractIds = await processIdsWithOrders(baseUrl, adminHeaders);
  rows.push({
    name: 'visa contract PDF, drawn @1',
    paths: contractIds.map((id) => `/api/admin/processes/${id}/contract.pdf`),
    headers: adminHeaders,
    connections: 1,
    budget: 'cv',
  });
  for (const connections of [8, 32]) {
    rows.push({
      name: `admin orders list @${connections}`,
      paths: adminLists,
      headers: adminHeaders,
      connections,
      budget: connections === 8 ? 'orders' : undefined,
    });
    rows.push({
      name: `admin orders search @${connections}`,
      paths: searches,
      headers: adminHeaders,
      connections,
      budget: connections === 8 ? 'orders' : undefined,
    });
    const clientLists = clientHeaders.flatMap((headers) => ['/api/orders', '/api/orders?pageNumber=2'].map((path) => ({ path, headers })));
    rows.push({
      name: `client's own orders @${connections}`,
      requests: clientLists,
      headers: GZIP,
      connections,
      budget: connections === 8 ? 'orders' : undefined,
    });
  }
  return rows;
}

/** Waits until requests a scenario left queued are answered (the ceiling answers at once), so they do not slow the next one. */
async function settle(baseUrl) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const started = performance.now();
    await fetch(`${baseUrl}/api/bench/ceiling`);
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const asRequests = (scenario) => ({ ...scenario, requests: scenario.requests ?? scenario.paths.map((path) => ({ path })) });

/**
 * Runs the ceiling, /api/health and each scenario, each for `duration` s; rows whose name matches
 * `only` (a RegExp) if given. `cpuMs()` reads the server's CPU time: each row gets the server CPU
 * milliseconds one request cost, which other processes on the machine do not inflate as they do
 * latencies.
 */
export async function measure(baseUrl, scenarios, { duration, only, connections = 32, cpuMs }) {
  const all = [{ name: 'ceiling (static JSON)', paths: ['/api/bench/ceiling'], headers: GZIP }, { name: '/api/health', paths: ['/api/health'] }, ...scenarios];
  const chosen = all.filter((scenario, index) => index <= 1 || !only || only.test(scenario.name)).map(asRequests);
  const results = [];
  for (const scenario of chosen) {
    const options = { connections, ...scenario, duration };
    await settle(baseUrl);
    const cpuBefore = cpuMs();
    const result = await run(baseUrl, options);
    const cpuMsPerRequest = Math.round(((cpuMs() - cpuBefore) / Math.max(1, result.requests.total)) * 100) / 100;
    results.push({ ...summary(options, result), cpuMsPerRequest, budget: scenario.budget, apiOf: scenario.apiOf, renderCpuMs: scenario.renderCpuMs });
  }
  const ceiling = results[0].requestsPerSecond;
  return results.map((result) => ({ ...result, ofCeiling: Math.round((result.requestsPerSecond / ceiling) * 100) / 100 }));
}
