import { asc, eq, inArray } from 'drizzle-orm';
import { inLanguage, type TContactInfo, type TLocale, type TMenuItem } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { branches, siteSettings } from '../../db/schema/index.js';
import { readMenuItems } from './menu-items.js';

/** The active items of one menu as a tree, each with its titles in every language. */
export async function getMenuByType(db: TDb, typeId: number): Promise<TMenuItem[]> {
  const items = await readMenuItems(db, typeId, { activeOnly: true });
  const byId = new Map<number, TMenuItem>(items.map((item) => [item.id, { id: item.id, url: item.url, muMenuItemLngs: item.titles, inverseParent: [] }]));
  const roots: TMenuItem[] = [];
  for (const item of items) {
    const node = byId.get(item.id)!;
    const parent = item.parentId === null ? undefined : byId.get(item.parentId);
    // A child whose parent is inactive disappears with it.
    if (item.parentId === null) roots.push(node);
    else parent?.inverseParent.push(node);
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
