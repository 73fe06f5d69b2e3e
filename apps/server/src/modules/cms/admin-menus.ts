import { and, eq, isNull } from 'drizzle-orm';
import { FOOTER_COLUMNS, LANGUAGE_ID, MENU_TYPE_ID, type TAdminMenuItem, type ZMenuItemInputSchema } from '@app/shared';
import type { z } from 'zod';
import type { TDb, TTx } from '../../db/client.js';
import { menuItems, menuItemTitles } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { recordChange } from '../audit/record.js';
import { readMenuItems } from '../content/menu-items.js';
import { plainText } from './sanitize.js';
import { textsByLanguage } from './texts.js';

type TMenuItemInput = z.infer<typeof ZMenuItemInputSchema>;

/** The main and footer menus as the back office edits them. */

async function menuItemSnapshot(tx: TTx, id: number) {
  const [item] = await tx.select().from(menuItems).where(eq(menuItems.id, id)).for('update');
  if (!item) return null;
  const entries = await tx.select().from(menuItemTitles).where(eq(menuItemTitles.menuItemId, id));
  return { ...item, ...textsByLanguage(entries, ['title'] as const) };
}

/** Every item of one menu, active or not, flat with its parent id, in order. */
export async function listMenuItems(db: TDb, typeId: number): Promise<TAdminMenuItem[]> {
  const items = await readMenuItems(db, typeId, { activeOnly: false });
  const titleIn = (titles: Array<{ languageId: number; title: string }>, languageId: number) =>
    titles.find((title) => title.languageId === languageId)?.title ?? '';
  return items.map((item) => ({
    id: item.id,
    parentId: item.parentId,
    url: item.url,
    sortOrder: item.sortOrder,
    isActive: item.isActive,
    titleEn: titleIn(item.titles, LANGUAGE_ID.english),
    titleAr: titleIn(item.titles, LANGUAGE_ID.arabic),
  }));
}

async function assertParentInMenu(tx: TTx, typeId: number, parentId: number | null, itemId?: number) {
  if (parentId === null) return assertFooterHasRoom(tx, typeId, itemId);
  const [parent] = await tx
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.id, parentId), eq(menuItems.typeId, typeId)));
  if (!parent || parentId === itemId || parent.parentId !== null) throw new AppError(422, 'cms.menuParentInvalid', {}, 'parentId');
}

/** A top-level footer item is a column, and the footer shows three: a fourth would be saved and never seen. */
async function assertFooterHasRoom(tx: TTx, typeId: number, itemId?: number) {
  if (typeId !== MENU_TYPE_ID.footer) return;
  const columns = await tx
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.typeId, typeId), isNull(menuItems.parentId)));
  if (columns.filter((column) => column.id !== itemId).length >= FOOTER_COLUMNS)
    throw new AppError(409, 'cms.footerColumnsFull', { count: FOOTER_COLUMNS }, 'parentId');
}

async function writeTitles(tx: TTx, menuItemId: number, input: TMenuItemInput) {
  await tx.delete(menuItemTitles).where(eq(menuItemTitles.menuItemId, menuItemId));
  await tx.insert(menuItemTitles).values([
    { menuItemId, languageId: LANGUAGE_ID.english, title: plainText(input.titleEn) },
    { menuItemId, languageId: LANGUAGE_ID.arabic, title: plainText(input.titleAr) },
  ]);
}

export async function addMenuItem(ctx: TCtx, typeId: number, input: TMenuItemInput) {
  await ctx.db.transaction(async (tx) => {
    await assertParentInMenu(tx, typeId, input.parentId);
    const [row] = await tx
      .insert(menuItems)
      .values({ typeId, parentId: input.parentId, url: input.url, sortOrder: input.sortOrder, isActive: input.isActive })
      .returning({ id: menuItems.id });
    await writeTitles(tx, row!.id, input);
    await recordChange(tx, ctx.audit, { action: 'create', entity: 'menuItem', entityId: row!.id }, null, await menuItemSnapshot(tx, row!.id));
  });
  return listMenuItems(ctx.db, typeId);
}

export async function updateMenuItem(ctx: TCtx, id: number, input: TMenuItemInput) {
  const typeId = await ctx.db.transaction(async (tx) => {
    const item = await menuItemSnapshot(tx, id);
    if (!item) throw new AppError(404, 'cms.menuItemNotFound');
    await assertParentInMenu(tx, item.typeId, input.parentId, id);
    await tx
      .update(menuItems)
      .set({ parentId: input.parentId, url: input.url, sortOrder: input.sortOrder, isActive: input.isActive })
      .where(eq(menuItems.id, id));
    await writeTitles(tx, id, input);
    await recordChange(tx, ctx.audit, { action: 'update', entity: 'menuItem', entityId: id }, item, await menuItemSnapshot(tx, id));
    return item.typeId;
  });
  return listMenuItems(ctx.db, typeId);
}

export async function deleteMenuItem(ctx: TCtx, id: number) {
  const typeId = await ctx.db.transaction(async (tx) => {
    const before = await menuItemSnapshot(tx, id);
    if (!before) throw new AppError(404, 'cms.menuItemNotFound');
    await tx.delete(menuItems).where(eq(menuItems.id, id));
    await recordChange(tx, ctx.audit, { action: 'delete', entity: 'menuItem', entityId: id }, before, null);
    return before.typeId;
  });
  return listMenuItems(ctx.db, typeId);
}
