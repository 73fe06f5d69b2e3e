// The latest results in docs/reliability.md, between the Fault suite section's own markers; the
// rest of the file (the Durability section and others) is left as it is.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './server.mjs';

const FILE = path.join(ROOT, 'docs/reliability.md');
const START = '<!-- faults:results:start -->';
const END = '<!-- faults:results:end -->';

const cell = (value) =>
  String(value ?? '-')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');

export function resultsMarkdown(results) {
  const { quick, only, databases } = results.options;
  const lines = [
    START,
    `Commit \`${results.commit}\`, ${results.date.slice(0, 16).replace('T', ' ')} UTC, \`npm run faults${quick || only.length ? ' --' : ''}${quick ? ' --quick' : ''}${only.length ? ` --only ${only.join(',')}` : ''}\` on ${databases.join(' and ')}, ${Math.round((results.seconds ?? 0) / 60)} minutes in all.`,
    `Machine: ${results.machine}.`,
    '',
    '| database | scenario | acknowledged | found | errors | verdict |',
    '| --- | --- | ---: | ---: | ---: | --- |',
    ...results.rows.map(
      (row) =>
        `| ${row.database} | ${cell(row.scenario)} | ${cell(row.acknowledged)} | ${cell(row.found)} | ${cell(row.errors)} | ${row.pass ? 'PASS' : 'FAIL'}: ${cell(row.reason)} |`,
    ),
    END,
  ];
  return lines.join('\n');
}

export function writeReport(results) {
  const text = fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : '# Reliability\n';
  const block = resultsMarkdown(results);
  const next = text.includes(START)
    ? text.slice(0, text.indexOf(START)) + block + text.slice(text.indexOf(END) + END.length)
    : `${text.trimEnd()}\n\n## Fault suite: latest results\n\n${block}\n`;
  fs.writeFileSync(FILE, next);
}
