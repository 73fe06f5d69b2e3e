import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../app-type.js';
import { jobs, labors, siteSettings } from '../db/schema/index.js';
import { laborInput } from '../test/labors.js';
import { adminHeaders, createTestApp, drainJobs } from '../test/test-app.js';
import { ensureSweepScheduled, STORAGE_SWEEP_JOB, SWEEP_EVERY_MS } from './sweep.js';
import { laborsApi } from '@app/shared';
import { call } from '../test/call.js';

const HOUR = 60 * 60_000;

/** Partial uploads and files no row refers to are swept by an hourly job; recent files and referenced ones stay. */
describe('the storage sweep', () => {
  let app: TApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  /** A file in a folder, last written `ageMs` ago. */
  const fileAged = (dir: string, name: string, ageMs: number) => {
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) fs.writeFileSync(file, 'bytes');
    const at = new Date(Date.now() - ageMs);
    fs.utimesSync(file, at, at);
    return file;
  };
  const storedName = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`;

  it('removes old partial uploads and old files nothing refers to, keeps the rest, and queues the next sweep an hour later', async () => {
    const { uploadDir } = app.uploads;
    const { documentsDir } = app.documents;
    const worker = (await call(app, laborsApi.add, { body: await laborInput(app), headers: await adminHeaders(app) })).data;
    const [saved] = await app.db.select({ photo: labors.photo, thumbnail: labors.thumbnail }).from(labors).where(eq(labors.id, worker.id));
    // A setting's text that names an upload keeps it too, as a page's rich text would.
    const named = storedName('png');
    await app.db.insert(siteSettings).values({ key: 'sweep-test', value: `<img src="/uploads/${named}">` });

    const files = {
      oldPartial: fileAged(uploadDir, '.incoming-0123456789abcdef', 2 * HOUR),
      freshPartial: fileAged(uploadDir, '.incoming-fedcba9876543210', 5 * 60_000),
      oldOrphan: fileAged(uploadDir, storedName('webp'), 3 * 24 * HOUR),
      freshOrphan: fileAged(uploadDir, storedName('webp'), 2 * HOUR),
      photo: fileAged(uploadDir, saved!.photo, 3 * 24 * HOUR),
      thumbnail: fileAged(uploadDir, saved!.thumbnail, 3 * 24 * HOUR),
      named: fileAged(uploadDir, named, 3 * 24 * HOUR),
      oldScan: fileAged(documentsDir, storedName('pdf'), 3 * 24 * HOUR),
      notOurs: fileAged(uploadDir, 'README.txt', 3 * 24 * HOUR),
    };

    await ensureSweepScheduled(app.db, app.clock());
    // Queued once, however many instances start.
    await ensureSweepScheduled(app.db, app.clock());
    expect(await drainJobs(app)).toBe(1);

    const left = Object.fromEntries(Object.entries(files).map(([key, file]) => [key, fs.existsSync(file)]));
    expect(left).toEqual({
      oldPartial: false,
      freshPartial: true,
      oldOrphan: false,
      freshOrphan: true,
      photo: true,
      thumbnail: true,
      named: true,
      oldScan: false,
      notOurs: true,
    });
    // The worker's photo is still served.
    expect((await app.inject({ url: `/media/${saved!.photo}` })).statusCode).toBe(200);

    const next = await app.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, STORAGE_SWEEP_JOB), eq(jobs.status, 'queued')));
    expect(next).toHaveLength(1);
    expect(Math.abs(next[0]!.runAt.getTime() - (app.clock().getTime() + SWEEP_EVERY_MS))).toBeLessThan(60_000);
  });
});
