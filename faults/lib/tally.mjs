// What the code under test answered during one scenario: the runner resets it before each scenario
// and judges it after. A scenario that only ever met a 401/403 (an account that could not act) or
// no handler at all has tested nothing, however clean its other figures look.

const AUTH_OR_PROBE = /^\/api\/(health|auth\/)/;
const SIGN_IN = /^\/api\/auth\/login/;

let tally;
export function resetTally() {
  tally = { reached: 0, refused: 0, forbidden: [], statuses: {} };
  return tally;
}
resetTally();

/**
 * Records one answer. `route` is the path asked; `expectForbidden` when a 401/403 is the answer the
 * scenario wants (a bearer token that is no token at all). Health and sign-in calls are probes, not
 * the code under test: they count for nothing.
 */
export function record(route, status, { expectForbidden = false } = {}) {
  const path = String(route).split('?')[0];
  tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
  // A refused sign-in answers wrong credentials (the suite tries the passwords it knows in turn).
  if (SIGN_IN.test(path)) return;
  if ((status === 401 || status === 403) && !expectForbidden) {
    tally.forbidden.push(`${status} ${path}`);
    return;
  }
  if (AUTH_OR_PROBE.test(path)) return;
  if (status >= 200 && status < 300) tally.reached += 1;
  else if (status >= 400 && status < 500 && status !== 401 && status !== 403) tally.refused += 1;
}

export const currentTally = () => tally;

/** The problems the tally shows: unexpected 401/403s, or nothing that reached a handler. */
export function tallyProblems({ mustReach = true } = {}) {
  const problems = [];
  if (tally.forbidden.length > 0) {
    const counts = {};
    for (const what of tally.forbidden) counts[what] = (counts[what] ?? 0) + 1;
    const top = Object.entries(counts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([what, count]) => `${count}x ${what}`)
      .join(', ');
    problems.push(`${tally.forbidden.length} answers refused the account (${top}): the scenario did not act as it claims`);
  }
  if (mustReach && tally.reached + tally.refused === 0) problems.push('no request reached the code under test (no 2xx or validation 4xx)');
  return problems;
}
