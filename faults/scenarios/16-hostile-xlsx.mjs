// Issue 31.3: a small hostile XLSX from a sales account must not stop or freeze the server. Made
// from the server's own import template: a sheet that declares the whole grid and fills its last
// cell (a 1.5 KB file that killed production), and one of 200,000 tiny rows (a few KB deflated,
// which froze it for two minutes). Each gets a clear 4xx; /api/health keeps answering in its normal
// time throughout; the server is alive afterwards and still reads the real template.
import { call, salesAccount } from '../lib/api.mjs';
import { probeHealth } from '../lib/server.mjs';
import { record } from '../lib/tally.mjs';
import { readZip, writeZip } from '../lib/zip.mjs';

export const title = 'hostile XLSX import by a sales account';
/** In the quick subset .ci/run runs (`npm run faults -- --ci`). */
export const ci = true;
export const needs = { sales: ['/api/admin/labors/import/template?format=xlsx'] };

const PREVIEW = '/api/admin/labors/import/preview';
/** Health slower than this at any moment, or slower than a quarter of it at the 95th percentile, is a frozen server. */
const HEALTH_MAX_MS = 1000;

async function preview(url, token, name, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), name);
  const started = performance.now();
  try {
    const response = await fetch(`${url}${PREVIEW}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      signal: AbortSignal.timeout(180_000),
    });
    record(PREVIEW, response.status);
    const body = await response.json().catch(() => null);
    return { status: response.status, message: body?.message ?? '', ms: performance.now() - started };
  } catch (error) {
    return { status: 0, error: error.name === 'TimeoutError' ? 'TIMEOUT' : (error.cause?.code ?? error.name), ms: performance.now() - started };
  }
}

/** The template with its first sheet replaced by `sheetXml`. */
function withSheet(template, sheetXml) {
  const entries = readZip(template);
  const name = [...entries.keys()].find((entry) => /^xl\/worksheets\/sheet\d*\.xml$/.test(entry));
  if (!name) throw new Error(`the template has no sheet (${[...entries.keys()].join(', ')})`);
  entries.set(name, Buffer.from(sheetXml));
  return writeZip(entries);
}

const SHEET = (dimension, rows) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="${dimension}"/><sheetData>${rows}</sheetData></worksheet>`;

export async function run(ctx) {
  const target = await ctx.fresh('xlsx');
  const server = await ctx.start(target);
  const sales = await salesAccount(server.url);
  const problems = [];
  const templateResponse = await fetch(`${server.url}/api/admin/labors/import/template?format=xlsx`, { headers: { authorization: `Bearer ${sales.token}` } });
  record('/api/admin/labors/import/template', templateResponse.status);
  if (templateResponse.status !== 200)
    return { acknowledged: 0, found: null, errors: 1, pass: false, reason: `the template answered ${templateResponse.status}` };
  const template = Buffer.from(await templateResponse.arrayBuffer());

  const farCell = withSheet(template, SHEET('A1:XFD1048576', '<row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>x</t></is></c></row>'));
  const manyRows = withSheet(
    template,
    SHEET('A1:A200000', Array.from({ length: 200_000 }, (_, n) => `<row r="${n + 1}"><c r="A${n + 1}" t="inlineStr"><is><t>x</t></is></c></row>`).join('')),
  );
  const files = [
    ['the whole grid declared, its last cell filled', 'grid.xlsx', farCell],
    ['200,000 tiny rows', 'rows.xlsx', manyRows],
  ];
  const notes = [];
  for (const [what, name, bytes] of files) {
    const probe = probeHealth(server.url);
    const answer = await preview(server.url, sales.token, name, bytes);
    const health = await probe.stop();
    const kb = (bytes.length / 1024).toFixed(1);
    notes.push(`${what} (${kb} KB): ${answer.status || answer.error} in ${Math.round(answer.ms)} ms, health p95 ${health.p95} ms, max ${health.max} ms`);
    ctx.log(notes.at(-1));
    if (!server.alive()) {
      problems.push(`${what} (${kb} KB) stopped the server (${server.child.exitCode ?? server.child.signalCode})`);
      break;
    }
    if (!(answer.status >= 400 && answer.status < 500)) problems.push(`${what} (${kb} KB) answered ${answer.status || answer.error}, not a clear 4xx`);
    else if (!answer.message) problems.push(`${what}: the refusal has no message`);
    if (health.failed > 0 || health.max > HEALTH_MAX_MS || health.p95 > HEALTH_MAX_MS / 4)
      problems.push(`health while reading ${what}: ${health.failed} of ${health.count} unanswered, p95 ${health.p95} ms, max ${health.max} ms`);
  }
  if (server.alive()) {
    const real = await preview(server.url, sales.token, 'template.xlsx', template);
    if (real.status !== 200) problems.push(`the real template answered ${real.status || real.error} afterwards`);
    const me = await call(server.url, 'GET', '/api/health');
    if (me.status !== 200) problems.push(`health answered ${me.status || me.error} afterwards`);
  }
  return {
    acknowledged: files.length,
    found: null,
    errors: problems.length,
    pass: problems.length === 0,
    reason: problems.length ? problems.join('; ') : `ok (${notes.join('; ')})`,
  };
}
