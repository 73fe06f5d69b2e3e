import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.js';
import type { TDatabase } from '../client.js';
import { applyMigrations } from '../migrate.js';
import { countries, menuItems, menuItemTitles, siteSettings } from '../schema/index.js';
import { seedDatabase } from './index.js';

describe('seedDatabase', () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    await applyMigrations(database);
    await seedDatabase(database.db);
  });
  afterAll(async () => database.close());

  const rowCount = async (table: typeof countries | typeof menuItems) => (await database.db.select({ value: count() }).from(table))[0]!.value;

  it('adds nothing on a second run', async () => {
    const before = [await rowCount(countries), await rowCount(menuItems)];
    await applyMigrations(database);
    await seedDatabase(database.db);
    expect([await rowCount(countries), await rowCount(menuItems)]).toEqual(before);
  });

  it("keeps the agency's own edits", async () => {
    await database.db.update(menuItemTitles).set({ title: 'Start' }).where(eq(menuItemTitles.title, 'Home'));
    await database.db.update(siteSettings).set({ value: 'https://facebook.com/changed' }).where(eq(siteSettings.key, 'facebookLink'));
    await seedDatabase(database.db);
    const titles = await database.db.select().from(menuItemTitles).where(eq(menuItemTitles.title, 'Home'));
    expect(titles).toHaveLength(0);
    const [facebook] = await database.db.select().from(siteSettings).where(eq(siteSettings.key, 'facebookLink'));
    expect(facebook!.value).toBe('https://facebook.com/changed');
  });
});
