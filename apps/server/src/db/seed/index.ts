import { eq, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { REFERENCE_LISTS } from '@app/shared';
import type { TDb, TTx } from '../client.js';
import { branches, menuItems, menuItemTitles, packages, referenceTables, siteSettings } from '../schema/index.js';
import type { TUploadStore } from '../../storage/uploads.js';
import { ensureFirstAdmin, seedDemoClients } from './accounts.js';
import { seedDemoApplicants } from './applicants.js';
import { seedDemoDocuments } from './documents.js';
import { seedContent } from './cms.js';
import { badgeImage, seedPalette } from './images.js';
import { seedDemoLabors } from './labors.js';
import { seedDemoOrders } from './orders.js';
import { seedDemoProcesses } from './processes.js';
import { seedDemoSlots } from './slots.js';
import { branchSeed, menuLanguages, menuSeed, socialLinkSeed, type TMenuSeed } from './content-data.js';
import { packageSeed } from './package-data.js';
import { referenceSeed } from './reference-data.js';

/**
 * Fills what is empty and leaves what exists alone, so it is safe on every start
 * and never overwrites the agency's own edits.
 */
export async function seedDatabase(
  db: TDb,
  options: { admin?: { userName?: string; password?: string }; demo?: boolean; demoAccounts?: boolean; uploads?: TUploadStore } = {},
): Promise<{ generatedAdminPassword?: string }> {
  await db.transaction(async (tx) => {
    await seedReferenceLists(tx);
    await seedMenus(tx);
    await seedContactInfo(tx);
    await tx.insert(packages).values(packageSeed).onConflictDoNothing();
    await seedContent(tx);
  });
  const { generatedPassword } = await ensureFirstAdmin(db, options.admin ?? {});
  // The demo clients sign in with a password the README publishes; their orders need them.
  const demoAccounts = options.demo && options.demoAccounts !== false;
  if (demoAccounts) await seedDemoClients(db);
  if (options.demo && options.uploads) {
    await seedReferenceImages(db, options.uploads);
    await seedDemoLabors(db, options.uploads);
    await seedDemoDocuments(db);
    if (demoAccounts) await seedDemoOrders(db);
    await seedDemoProcesses(db);
  }
  if (options.demo) {
    await seedDemoApplicants(db);
    await seedDemoSlots(db);
  }
  return { generatedAdminPassword: generatedPassword };
}

async function isEmpty(tx: TTx, table: PgTable): Promise<boolean> {
  const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(table);
  return (row?.count ?? 0) === 0;
}

async function seedReferenceLists(tx: TTx) {
  for (const list of REFERENCE_LISTS) {
    const rows = referenceSeed[list].map((value, index) => ({ ...value, sortOrder: index + 1 }));
    await tx.insert(referenceTables[list]).values(rows).onConflictDoNothing();
  }
}

async function seedMenus(tx: TTx) {
  if (!(await isEmpty(tx, menuItems))) return;
  for (const [typeId, items] of Object.entries(menuSeed)) {
    await insertMenuItems(tx, Number(typeId), items, null);
  }
}

async function insertMenuItems(tx: TTx, typeId: number, items: TMenuSeed[], parentId: number | null) {
  for (const [index, item] of items.entries()) {
    const [row] = await tx
      .insert(menuItems)
      .values({ typeId, parentId, url: item.url, sortOrder: index + 1 })
      .returning({ id: menuItems.id });
    await tx.insert(menuItemTitles).values([
      { menuItemId: row!.id, languageId: menuLanguages.en, title: item.en },
      { menuItemId: row!.id, languageId: menuLanguages.ar, title: item.ar },
    ]);
    if (item.children) await insertMenuItems(tx, typeId, item.children, row!.id);
  }
}

async function seedContactInfo(tx: TTx) {
  if (await isEmpty(tx, branches)) await tx.insert(branches).values(branchSeed);
  const settings = Object.entries(socialLinkSeed).map(([key, value]) => ({ key, value }));
  await tx.insert(siteSettings).values(settings).onConflictDoNothing();
}

/** Demo installs get a badge for every reference value still without an image, so each can be edited at once. */
async function seedReferenceImages(db: TDb, uploads: TUploadStore) {
  for (const [index, list] of REFERENCE_LISTS.entries()) {
    const table = referenceTables[list];
    const missing = await db.select({ id: table.id, name: table.name }).from(table).where(isNull(table.image));
    for (const value of missing) {
      const stored = await uploads.saveImage(await badgeImage(value.name, seedPalette[index % seedPalette.length]!));
      await db.update(table).set({ image: stored.image }).where(eq(table.id, value.id));
    }
  }
}
