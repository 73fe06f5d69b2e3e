// The server under test: the built app started as its own process, timed from spawn to first answer.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { SERVER_ENV, SERVER_NODE_OPTIONS } from '../scripts/server-node-options.mjs';

export async function waitForHealth(baseUrl, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the server did not answer ${baseUrl}/api/health within ${timeoutMs} ms`);
}

/** Starts dist/main.js as `npm start` does, with `env`; resolves once /api/health answers, with the time it took. */
export async function startServer(env, port) {
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, 'apps/server/dist/main.js'], {
    env: { ...process.env, ...SERVER_ENV, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`the server exited (${code})`))));
  await Promise.race([waitForHealth(`http://127.0.0.1:${port}`), exited]);
  return { child, startMs: Math.round(performance.now() - started) };
}

export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** CPU time the process has used so far (user + system), in ms, from /proc: contention from other processes does not inflate it. */
export function cpuMsOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command name; in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** Samples the process's resident memory while `work` runs; returns the work's result and the peak in MB. */
export async function withPeakRss(pid, work) {
  let peakKb = 0;
  const sample = () => {
    try {
      peakKb = Math.max(
        peakKb,
        Number(
          execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
            .toString()
            .trim(),
        ),
      );
    } catch {
      // the process is gone
    }
  };
  const timer = setInterval(sample, 250);
  try {
    const result = await work();
    sample();
    return { result, peakRssMb: Math.round(peakKb / 1024) };
  } finally {
    clearInterval(timer);
  }
}
