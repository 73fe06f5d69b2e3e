// The writes the scenarios make through the API, and the ledger of what the server acknowledged.
// The accounts act as the product asks today: the manager past its first sign-in (own password,
// two-step sign-in), clients with a confirmed e-mail, a sales account past its temporary password.
import { Secret, TOTP } from 'otpauth';
import { mailCode } from './mail.mjs';
import { ADMIN, sleep } from './server.mjs';
import { adminTokens } from './sessions.mjs';
import { record } from './tally.mjs';

let serial = 0;
const unique = (tag) => `${tag}-${process.pid.toString(36)}${Date.now().toString(36)}${(serial++).toString(36)}`;
const randomAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const phone = () => String(500_000_000 + Math.floor(Math.random() * 99_999_999));

/** One HTTP call that never throws: status 0 and the network error's code when there was no answer. */
export async function call(url, method, route, { body, token, timeoutMs = 15_000, headers = {}, expectForbidden = false } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    record(route, response.status, { expectForbidden });
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
    /** Clients whose sign-up code never came (the server or its database away meanwhile). */
    unconfirmed: 0,
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

/** A password the policy takes: no common one, and no word of the user name, e-mail or agency. */
export const clientPassword = () => `amber-kettle-${Math.floor(1000 + Math.random() * 9000)}`;

/** The last 30-second step whose code the suite used: the server takes each step of a key once. */
let lastStep = 0;
const PERIOD_MS = 30_000;
/** A code of `secret` for a step no earlier sign-in of this run used (the server accepts its step, the one before and the one after). */
export async function nextCode(secret) {
  for (;;) {
    const now = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max(now - 1, lastStep + 1);
    if (step <= now + 1) {
      lastStep = step;
      return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * PERIOD_MS });
    }
    await sleep(1000);
  }
}

/** Signs in; with the manager's code when the password step asks for one. Answers { token, user } or null. */
export async function signInFull(url, userName, password, secret) {
  const response = await call(url, 'POST', '/api/auth/login', { body: { userName, password } });
  if (response.status !== 200) return null;
  const answer = response.body.data;
  if (!answer.secondFactorRequired) return answer;
  if (!secret) return null;
  const second = await call(url, 'POST', '/api/auth/login/second-factor', { body: { challenge: answer.challenge, code: await nextCode(secret) } });
  return second.status === 200 ? second.body.data : null;
}

export async function signIn(url, userName, password) {
  return (await signInFull(url, userName, password))?.token ?? null;
}

/**
 * The manager's key and a session, made by the first sign-in on the demo data (`firstSignIn`), for
 * the database in use (the runner sets it). Every copy of the demo data holds that session.
 */
let adminState = null;
export const setAdminState = (state) => (adminState = state);
export const getAdminState = () => adminState;

/** The admin's first sign-in, as a new installation's manager does it: own password, then two-step sign-in. */
export async function firstSignIn(url) {
  const login = await call(url, 'POST', '/api/auth/login', { body: { userName: ADMIN.userName, password: ADMIN.firstPassword } });
  if (login.status !== 200) throw new Error(`the first admin could not sign in with its first password: ${login.status} ${login.text?.slice(0, 200)}`);
  const { token } = login.body.data;
  const changed = await call(url, 'POST', '/api/auth/change-password', {
    token,
    body: { currentPassword: ADMIN.firstPassword, newPassword: ADMIN.password, confirmPassword: ADMIN.password },
  });
  if (changed.status !== 200) throw new Error(`the first admin could not change its password: ${changed.status} ${changed.text?.slice(0, 200)}`);
  const setup = await call(url, 'POST', '/api/auth/second-factor/setup', { token, body: { currentPassword: ADMIN.password } });
  if (setup.status !== 200) throw new Error(`two-step sign-in setup refused: ${setup.status} ${setup.text?.slice(0, 200)}`);
  const secret = setup.body.data.key.replaceAll(' ', '');
  const enabled = await call(url, 'POST', '/api/auth/second-factor/enable', { token, body: { code: await nextCode(secret) } });
  if (enabled.status !== 200) throw new Error(`two-step sign-in not enabled: ${enabled.status} ${enabled.text?.slice(0, 200)}`);
  return { secret, token };
}

/**
 * The manager on a server whose data the suite did not prepare (a release's, in the upgrade
 * scenario): signed in with the first password, and past the first sign-in when the release asks
 * for it. The session is kept for `adminToken(url)`.
 */
export async function prepareAdmin(url) {
  const login = await call(url, 'POST', '/api/auth/login', { body: { userName: ADMIN.userName, password: ADMIN.firstPassword } });
  if (login.status !== 200) throw new Error(`the release's admin could not sign in: ${login.status} ${login.text?.slice(0, 160)}`);
  const token = login.body.data.user?.mustChangePassword ? (await firstSignIn(url)).token : login.body.data.token;
  adminTokens.set(url, token);
  return token;
}

/** Whether `token` reaches the back office (the client list needs the manager's full session). */
const reachesBackOffice = async (url, token) => (await call(url, 'GET', '/api/clients?pageSize=1', { token, expectForbidden: true })).status === 200;

/**
 * A session of the manager on the server at `url`: the demo data's own session while it is alive
 * (idle sessions end after 30 minutes), else a sign-in with password and code. A release before
 * the two-step sign-in (the upgrade scenario's) takes the first password alone.
 */
export async function adminToken(url) {
  const known = adminTokens.get(url);
  if (known) return known;
  let token = null;
  if (adminState?.token && (await reachesBackOffice(url, adminState.token))) token = adminState.token;
  token ??= (await signInFull(url, ADMIN.userName, ADMIN.password, adminState?.secret))?.token ?? null;
  token ??= (await signInFull(url, ADMIN.userName, ADMIN.firstPassword))?.token ?? null;
  if (!token) throw new Error('the admin could not sign in');
  adminTokens.set(url, token);
  return token;
}

/**
 * Confirms the client's e-mail with the code the server mailed at sign-up. Answers the call's
 * outcome, or null when no code came within `timeoutMs` (a server killed or a database away while
 * the e-mail's job waited: the client then goes no further, as a person would wait for the mail).
 */
export async function confirmEmail(url, client, timeoutMs = 15_000) {
  const code = await mailCode(url, client.email, timeoutMs);
  if (!code) return null;
  return call(url, 'POST', '/api/auth/verify-email', { token: client.token, body: { code } });
}

/**
 * Registers a new client, signs her in and confirms her e-mail with the mailed code (a release
 * before the confirmation has none to ask); answers null when a step is not acknowledged.
 */
export async function registerClient(url, ledger, tag = 'client') {
  const userName = unique(tag);
  const client = { userName, email: `${userName}@faults.example`, password: clientPassword() };
  const registered = await call(url, 'POST', '/api/auth/register', { body: { ...client, phoneNumber: phone() } });
  if (!ledger.note(registered, 'register')) return null;
  ledger.ack('client', { userName, password: client.password });
  const login = await call(url, 'POST', '/api/auth/login', { body: { userName, password: client.password } });
  if (!ledger.note(login, 'login')) return null;
  client.token = login.body.data.token;
  if (login.body.data.user?.emailVerified === false) {
    const confirmed = await confirmEmail(url, client);
    if (!confirmed) {
      ledger.unconfirmed += 1;
      return null;
    }
    if (!ledger.note(confirmed, 'verify-email')) return null;
  }
  return client;
}

/**
 * A sales account as a manager adds one: a temporary password, changed at its first sign-in.
 * Answers { userName, password, token }.
 */
export async function salesAccount(url) {
  const admin = await adminToken(url);
  const userName = unique('sales');
  const temporary = `temporary-${Math.floor(1000 + Math.random() * 9000)}-walnut`;
  const added = await call(url, 'POST', '/api/staff', {
    token: admin,
    body: { userName, email: `${userName}@faults.example`, phoneNumber: phone(), languageId: 2, staffRole: 'sales', password: temporary },
  });
  if (added.status !== 201) throw new Error(`the manager could not add a sales account: ${added.status} ${added.text?.slice(0, 200)}`);
  const first = await signInFull(url, userName, temporary);
  if (!first) throw new Error('the new sales account could not sign in');
  const password = clientPassword();
  const changed = await call(url, 'POST', '/api/auth/change-password', {
    token: first.token,
    body: { currentPassword: temporary, newPassword: password, confirmPassword: password },
  });
  if (changed.status !== 200) throw new Error(`the sales account could not change its password: ${changed.status} ${changed.text?.slice(0, 200)}`);
  return { userName, password, token: first.token };
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
  // The hire: the family pays the invoice's balance at the desk, as staff record it.
  await transition(url, ledger, { token: admin, asAdmin: true }, order, { action: 'confirmPayment', payment: { method: 'cash', reference: '' } });
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
    record('/api/uploads/image', response.status);
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
