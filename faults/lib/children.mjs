// The outside services a scenario takes down and brings back: a redis-server and an SMTP sink of
// the suite's own, on ports of its own range (never the machine's Redis).
import { spawn } from 'node:child_process';
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { codeOfMessage, mailText } from './mail.mjs';
import { sleep } from './server.mjs';

const accepts = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

export async function startRedis(port) {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let tries = 0; tries < 100 && !(await accepts(port)); tries += 1) await sleep(50);
  return {
    child,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** An SMTP server that keeps every message's recipients, subject and text; `stop` and `start` again on one port. */
export function smtpSink(port) {
  const received = [];
  let server;
  return {
    received,
    async start() {
      server = new SMTPServer({
        disabledCommands: ['AUTH', 'STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks = [];
          stream.on('data', (chunk) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
            received.push({ to, subject: raw.match(/^Subject: (.*)$/m)?.[1] ?? '', text: mailText(raw), code: codeOfMessage(raw).code });
            callback();
          });
        },
      });
      await new Promise((resolve, reject) => server.listen(port, '127.0.0.1', resolve).once('error', reject));
    },
    stop: () => new Promise((resolve) => (server ? server.close(resolve) : resolve())),
    countFor: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())).length,
    /** The code of the newest message to `address` (a sign-up's confirmation), for lib/mail.mjs. */
    codeFor: (address) => received.findLast((mail) => mail.code && mail.to.includes(address.toLowerCase()))?.code,
  };
}
