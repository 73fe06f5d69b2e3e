import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { menuItems, menuItemTitles } from '../../db/schema/index.js';

/** One menu's items in their order (only the active ones when asked), each with its titles, one per language. */
export async function readMenuItems(db: TDb, typeId: number, { activeOnly }: { activeOnly: boolean }) {
  const rows = await db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.typeId, typeId), activeOnly ? eq(menuItems.isActive, true) : undefined))
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  if (rows.length === 0) return [];
  const titles = await db
    .select({ menuItemId: menuItemTitles.menuItemId, languageId: menuItemTitles.languageId, title: menuItemTitles.title })
    .from(menuItemTitles)
    .where(
      inArray(
        menuItemTitles.menuItemId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(menuItemTitles.languageId));
  return rows.map((row) => ({
    ...row,
    titles: titles.filter((title) => title.menuItemId === row.id).map(({ languageId, title }) => ({ languageId, title })),
  }));
}
