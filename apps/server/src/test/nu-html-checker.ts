import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The Nu HTML Checker (vnu.jar, the W3C validator's engine) over many documents in one Java run:
 * the JVM's start is most of the time, so a test collects its pages and checks them together.
 * It runs the system's `java` (or $JAVA); vnu-jar's own Java download is never used.
 */

const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
const javaCommand = process.env.JAVA ?? 'java';

/** Why the checker cannot run here (no Java 11 or later), or null when it can. */
export function nuCheckerUnavailable(): string | null {
  const probe = spawnSync(javaCommand, ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return `no Java runtime (${javaCommand}): install default-jre-headless to run the Nu HTML Checker`;
  if (!fs.existsSync(vnuJar)) return `vnu.jar is missing at ${vnuJar}: run npm install`;
  return null;
}

/**
 * One short run: the quick compiler only (the optimising one spent more CPU than it saved, three
 * times slower on a busy 2-core machine), with the stack the checker's schema needs.
 */
const JAVA_OPTIONS = ['-Xss4m', '-XX:TieredStopAtLevel=1'];
/** Errors only, as JSON; no guessing of each page's language (it only ever gives warnings). */
const VNU_OPTIONS = ['--format', 'json', '--stdout', '--errors-only', '--no-langdetect'];

export type THtmlDocument = { name: string; html: string };
export type THtmlError = { document: string; line?: number; column?: number; message: string; extract?: string };
type TVnuMessage = { type: string; subType?: string; url?: string; lastLine?: number; firstColumn?: number; message: string; extract?: string };

/** Every error the checker finds in the documents (warnings and information are left out). */
export async function nuHtmlErrors(documents: THtmlDocument[]): Promise<THtmlError[]> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nu-html-'));
  try {
    const files = documents.map((document, index) => {
      const file = path.join(folder, `${String(index).padStart(3, '0')}-${document.name.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 60)}.html`);
      fs.writeFileSync(file, document.html);
      return { url: pathToFileURL(file).href, name: document.name };
    });
    const output = await new Promise<string>((resolve, reject) => {
      // Exit status 1 means "errors found": the JSON on stdout says which.
      execFile(
        javaCommand,
        [...JAVA_OPTIONS, '-jar', vnuJar, ...VNU_OPTIONS, ...files.map((file) => fileOf(file.url))],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, stdout, stderr) => {
          if (stdout.trim().startsWith('{')) resolve(stdout);
          else reject(new Error(`vnu.jar failed: ${error?.message ?? ''} ${stderr}`));
        },
      );
    });
    const { messages } = JSON.parse(output) as { messages: TVnuMessage[] };
    const nameOf = (url: string | undefined) => files.find((file) => sameFile(file.url, url))?.name ?? url ?? '?';
    return (
      messages
        .filter((message) => message.type === 'error' || message.type === 'non-document-error')
        // HTML only: a rendered page carries the built stylesheets' rules (Mantine's among them) in
        // its head, and the checker's CSS grammar is older than some of their properties (text-box-trim).
        .filter((message) => !message.message.startsWith('CSS: '))
        .map((message) => ({
          document: nameOf(message.url),
          line: message.lastLine,
          column: message.firstColumn,
          message: message.message,
          extract: message.extract,
        }))
    );
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const fileOf = (url: string) => new URL(url).pathname;
/** vnu writes `file:/tmp/…` where Node writes `file:///tmp/…`. */
const sameFile = (a: string, b: string | undefined) => b !== undefined && decodeURI(fileOf(a)) === decodeURI(new URL(b).pathname);

/** One line per error, for an assertion's message. */
export const describeHtmlErrors = (errors: THtmlError[]) =>
  errors.map((error) => `${error.document}:${error.line ?? '?'}: ${error.message}${error.extract ? ` [${error.extract.replace(/\s+/g, ' ').trim()}]` : ''}`);
