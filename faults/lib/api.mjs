// The writes the scenarios make through the API, and the ledger of what the server acknowledged.
import { ADMIN, sleep } from './server.mjs';

let serial = 0;
const unique = (tag) => `${tag}-${process.pid.toString(36)}${Date.now().toString(36)}${(serial++).toString(36)}`;
const randomAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const phone = () => String(500_000_000 + Math.floor(Math.random() * 99_999_999));

/** One HTTP call that never throws: status 0 and the network error's code when there was no answer. */
export async function call(url, method, route, { body, token, timeoutMs = 15_000, headers = {} } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body: json, text, ms: performance.now() - started };
  } catch (error) {
    const code = error.name === 'TimeoutError' ? 'TIMEOUT' : (error.cause?.code ?? error.cause?.name ?? error.name);
    return { status: 0, error: code, ms: performance.now() - started };
  }
}

/**
 * What the server acknowledged (2xx), what it refused (4xx) and what failed (5xx, no answer).
 * `acked` rows are what a later read must find: clients, orders, transitions, enquiries.
 */
export function createLedger() {
  const ledger = {
    acked: [],
    refused: 0,
    failures: [],
    ack(kind, value) {
      ledger.acked.push({ kind, at: Date.now(), ...value });
    },
    note(response, what) {
      if (response.status >= 200 && response.status < 300) return true;
      if (response.status >= 400 && response.status < 500) ledger.refused += 1;
      else ledger.failures.push(`${what}: ${response.status || response.error}`);
      return false;
    },
    /** The most common failures, for a one-line reason. */
    failureSummary() {
      const counts = {};
      for (const failure of ledger.failures) counts[failure] = (counts[failure] ?? 0) + 1;
      return Object.entries(counts)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([failure, count]) => `${count}x ${failure}`)
        .join(', ');
    },
  };
  return ledger;
}

export async function signIn(url, userName, password) {
  const response = await call(url, 'POST', '/api/auth/login', { body: { userName, password } });
  return response.status === 200 ? response.body.data.token : null;
}

export const adminToken = async (url) => {
  const token = await signIn(url, ADMIN.userName, ADMIN.password);
  if (!token) throw new Error('the admin could not sign in');
  return token;
};

/** Registers a new client and signs them in; answers null when either step is not acknowledged. */
export async function registerClient(url, ledger, tag = 'client') {
  const userName = unique(tag);
  const client = { userName, email: `${userName}@faults.example`, password: 'faults-client-password-1' };
  const registered = await call(url, 'POST', '/api/auth/register', { body: { ...client, phoneNumber: phone() } });
  if (!ledger.note(registered, 'register')) return null;
  ledger.ack('client', { userName });
  client.token = await signIn(url, userName, client.password);
  return client.token ? client : null;
}

/** The ids of the workers a client may request now. */
export async function availableWorkers(url) {
  const ids = [];
  for (const page of [1, 2]) {
    const response = await call(url, 'GET', `/api/labors?pageSize=48&pageNumber=${page}`);
    if (response.status !== 200) throw new Error(`the catalogue answered ${response.status || response.error}`);
    ids.push(...response.body.data.items.filter((worker) => worker.status === 'Available').map((worker) => worker.id));
  }
  if (ids.length === 0) throw new Error('no Available worker in the catalogue');
  return ids;
}

export async function placeOrder(url, ledger, client, laborId, pkg = 'Main') {
  const response = await call(url, 'POST', '/api/orders', { body: { laborId, package: pkg }, token: client.token });
  if (!ledger.note(response, 'order')) return null;
  const order = response.body.data;
  ledger.ack('order', { orderId: order.id });
  return order;
}

/** One action on an order, as the client (their token) or as staff (`asAdmin`); answers the order after it. */
export async function transition(url, ledger, { token, asAdmin = false }, order, body) {
  const route = `/api/${asAdmin ? 'admin/' : ''}orders/${order.id}/transitions`;
  const response = await call(url, 'POST', route, { body: { version: order.version, ...body }, token });
  if (!ledger.note(response, body.action)) return { order: null, response };
  ledger.ack('transition', { orderId: order.id, action: body.action, version: response.body.data.version });
  return { order: response.body.data, response };
}

export async function sendEnquiry(url, ledger) {
  const message = unique('enquiry');
  // Enquiries are limited per address: each comes from an address of its own (the server trusts the proxy header).
  const response = await call(url, 'POST', '/api/enquiries', {
    body: { name: 'Fault Suite', phoneNumber: phone(), message },
    headers: { 'x-forwarded-for': randomAddress() },
  });
  if (ledger.note(response, 'enquiry')) ledger.ack('enquiry', { message });
  return response;
}

export const interviewIn = (ms) => ({
  action: 'setInterview',
  interviewAt: new Date(Date.now() + ms).toISOString(),
  interviewType: 'online',
  meetingLink: 'https://meet.example.com/faults',
});

/**
 * One client's whole story, as far as it gets: register, request a worker, interview, approve (the
 * invoice), hire; or a cancel or a reject on the way. Every acknowledged step goes to the ledger.
 */
export async function clientStory(url, ledger, admin, workers) {
  const client = await registerClient(url, ledger);
  if (!client || workers.length === 0) return;
  let order = await placeOrder(url, ledger, client, workers[Math.floor(Math.random() * workers.length)]);
  if (!order) return;
  const ending = Math.random();
  if (ending < 0.15) return void (await transition(url, ledger, client, order, { action: 'cancel' }));
  if (ending < 0.3) return void (await transition(url, ledger, { token: admin, asAdmin: true }, order, { action: 'reject' }));
  ({ order } = await transition(url, ledger, { token: admin, asAdmin: true }, order, interviewIn(800)));
  if (!order) return;
  await sleep(900);
  ({ order } = await transition(url, ledger, client, order, { action: 'approve' }));
  if (!order) return;
  await transition(url, ledger, { token: admin, asAdmin: true }, order, { action: 'confirmPayment' });
}

/**
 * `lanes` loops of client stories and enquiries until `keepGoing()` turns false or the server stops
 * answering (ten network failures in a row in one lane).
 */
export async function writeLoad(url, ledger, { admin, workers, lanes = 8, keepGoing }) {
  const lane = async () => {
    let silent = 0;
    while (keepGoing() && silent < 10) {
      const before = ledger.failures.length;
      await clientStory(url, ledger, admin, workers);
      await sendEnquiry(url, ledger);
      const lost = ledger.failures.slice(before).filter((failure) => !/: [1-5]\d\d$/.test(failure)).length;
      silent = lost > 0 ? silent + 1 : 0;
      if (lost > 0) await sleep(100);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

/** Asks for a reset code for a client: an e-mail the server sends (or writes to its outbox). */
export async function forgotPassword(url, ledger, client) {
  const response = await call(url, 'POST', '/api/auth/forgot-password', { body: { email: client.email }, headers: { 'x-forwarded-for': randomAddress() } });
  ledger.note(response, 'forgot-password');
  return response;
}

/** Uploads an image as staff through a multipart form; answers the call's outcome. */
export async function uploadImage(url, token, bytes, filename = 'photo.jpg') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), filename);
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/uploads/image`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(15_000),
    });
    return { status: response.status, body: await response.json().catch(() => null), ms: performance.now() - started };
  } catch (error) {
    return { status: 0, error: error.name === 'TimeoutError' ? 'TIMEOUT' : (error.cause?.code ?? error.name), ms: performance.now() - started };
  }
}

/** Write load for `ms` milliseconds on a server that has not been written to by this scenario yet. */
export async function writeFor(url, ledger, ms, lanes = 4) {
  const admin = await adminToken(url);
  const workers = await availableWorkers(url);
  let going = true;
  const load = writeLoad(url, ledger, { admin, workers, lanes, keepGoing: () => going });
  await sleep(ms);
  going = false;
  await load;
}
