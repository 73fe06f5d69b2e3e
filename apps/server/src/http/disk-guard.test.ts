import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../app-type.js';
import { canMountTmpfs, mountSmallDisk } from '../db/test-tmpfs.js';
import { arabic, createTestApp, movableClock } from '../test/test-app.js';
import { contentApi, enquiriesApi, healthApi } from '@app/shared';
import { call } from '../test/call.js';

describe.runIf(canMountTmpfs())('a nearly full disk', () => {
  let disk: ReturnType<typeof mountSmallDisk>;
  let app: TApp;
  // The free space is asked of the system at most once a second of the app's clock.
  const clock = movableClock();

  beforeAll(async () => {
    disk = mountSmallDisk(80);
    app = await createTestApp({ DATA_DIR: disk.folder, DISK_FREE_MARGIN_MB: '64', RATE_LIMIT_MAX: '100000' }, { clock: clock.now });
  });
  afterAll(async () => {
    await app?.close();
    disk?.unmount();
  });

  let visitor = 0;
  const enquire = (headers = {}) =>
    call(app, enquiriesApi.send, {
      body: { name: 'Mariam', phoneNumber: '551234567', message: 'Please call me' },
      headers,
      remoteAddress: `10.1.0.${++visitor}`,
    });

  it('refuses writes in both languages while reads go on, and takes writes again once space returns', async () => {
    expect((await enquire()).status).toBe(201);

    disk.fillLeaving(10 * 1024 * 1024);
    clock.advance(1_100);
    const refused = await enquire();
    expect(refused.status).toBe(507);
    expect(refused.response.json()).toMatchObject({
      isDone: false,
      message: "The server's disk is full, so this change was not saved. Please try again later.",
    });
    expect((await enquire(arabic)).message).toBe('قرص الخادم ممتلئ، لذلك لم يُحفظ هذا التغيير. يُرجى المحاولة لاحقًا.');
    expect((await call(app, healthApi.get)).status).toBe(200);
    // The site's menus are read by POST: the pages still get them.
    const menu = await call(app, contentApi.menu, { body: { typeId: 8 } });
    expect(menu.status).toBe(200);

    disk.emptyFiller();
    clock.advance(1_100);
    expect((await enquire()).status).toBe(201);
  });
});
