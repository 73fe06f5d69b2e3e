// The API under load: autocannon at 32 connections against each scenario, in one run.
import autocannon from 'autocannon';

const CONNECTIONS = 32;

function run(baseUrl, { requests, duration }) {
  return new Promise((resolve, reject) => {
    autocannon({ url: baseUrl, connections: CONNECTIONS, duration, requests }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const summary = (name, result) => ({
  name,
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
});

async function tokenOf(baseUrl, userName, password) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password }),
  });
  const body = await response.json();
  if (!body.isDone) throw new Error(`bench login failed for ${userName}: ${body.message}`);
  return body.data.token;
}

/** Catalogue filters a visitor typically combines: nationality, profession, age range, sort, later pages. */
const CATALOGUE_QUERIES = [
  '',
  '?nationality=1',
  '?nationality=2&profession=1',
  '?ageRange=26-30',
  '?profession=2&sort=ageAsc',
  '?nationality=3&ageRange=31-35&pageNumber=3',
  '?gender=female&sort=ageDesc',
  '?pageNumber=20',
];

export async function measureApi(baseUrl, { admin, client, duration }) {
  const adminToken = await tokenOf(baseUrl, admin.userName, admin.password);
  const clientToken = await tokenOf(baseUrl, client.userName, client.password);
  const firstPage = await (await fetch(`${baseUrl}/api/labors?pageSize=10`)).json();
  const workerIds = firstPage.data.items.map((item) => item.id);
  const get = (path, token) => ({ method: 'GET', path, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const scenarios = [
    ['/api/health', [get('/api/health')]],
    ['catalogue (filters)', CATALOGUE_QUERIES.map((query) => get(`/api/labors${query}`))],
    ['worker details', workerIds.map((id) => get(`/api/labors/${id}`))],
    ['admin orders, search', ['', '?search=SB-0001', '?status=Delivered', '?search=bench-client-42', '?package=Monthly&status=Canceled'].map((query) => get(`/api/admin/orders${query}`, adminToken))],
    ["client's own orders", [get('/api/orders', clientToken)]],
    [
      'login',
      [{ method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: client.userName, password: client.password }) }],
    ],
  ];
  const results = [];
  for (const [name, requests] of scenarios) results.push(summary(name, await run(baseUrl, { requests, duration })));
  const ceiling = results[0].requestsPerSecond;
  return results.map((result) => ({ ...result, ofHealth: Math.round((result.requestsPerSecond / ceiling) * 100) / 100 }));
}
