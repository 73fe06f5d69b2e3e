import { and, asc, eq, inArray } from 'drizzle-orm';
import { inLanguage, type TContactInfo, type TLocale, type TMenuItem } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { branches, menuItems, menuItemTitles, siteSettings } from '../../db/schema/index.js';

/** The active items of one menu as a tree, each with its titles in every language. */
export async function getMenuByType(db: TDb, typeId: number): Promise<TMenuItem[]> {
  const rows = await db
    .select({ id: menuItems.id, parentId: menuItems.parentId, url: menuItems.url })
    .from(menuItems)
    .where(and(eq(menuItems.typeId, typeId), eq(menuItems.isActive, true)))
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  if (rows.length === 0) return [];

  const titles = await db
    .select()
    .from(menuItemTitles)
    .where(
      inArray(
        menuItemTitles.menuItemId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(menuItemTitles.languageId));

  const byId = new Map<number, TMenuItem>(rows.map((row) => [row.id, { id: row.id, url: row.url, muMenuItemLngs: [], inverseParent: [] }]));
  for (const title of titles) {
    byId.get(title.menuItemId)?.muMenuItemLngs.push({ languageId: title.languageId, title: title.title });
  }
  const roots: TMenuItem[] = [];
  for (const row of rows) {
    const item = byId.get(row.id)!;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    // A child whose parent is inactive disappears with it.
    if (row.parentId === null) roots.push(item);
    else parent?.inverseParent.push(item);
  }
  return roots;
}

const socialKeys = ['facebookLink', 'twitterLink', 'linkedinLink', 'instagramLink'] as const;

/** Branches with their phones and WhatsApp numbers, and the social links, in the reader's language. */
export async function getContactInfo(db: TDb, locale: TLocale): Promise<TContactInfo> {
  const [branchRows, settingRows] = await Promise.all([
    db.select().from(branches).where(eq(branches.isActive, true)).orderBy(asc(branches.sortOrder), asc(branches.id)),
    db
      .select()
      .from(siteSettings)
      .where(inArray(siteSettings.key, [...socialKeys])),
  ]);
  const settings = new Map(settingRows.map((row) => [row.key, row.value]));
  return {
    branchs: branchRows.map((branch) => ({
      id: branch.id,
      name: inLanguage(branch, 'name', locale),
      address: inLanguage(branch, 'address', locale),
      workingHours: inLanguage(branch, 'workingHours', locale),
      telephones: branch.telephones.map((number) => ({ number })),
      whatsAppNumber: branch.whatsAppNumber,
      email: branch.email,
    })),
    facebookLink: settings.get('facebookLink') ?? '',
    twitterLink: settings.get('twitterLink') ?? '',
    linkedinLink: settings.get('linkedinLink') ?? '',
    instagramLink: settings.get('instagramLink') ?? '',
  };
}
