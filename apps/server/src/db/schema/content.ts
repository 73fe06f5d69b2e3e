import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

/** Menus of the content service: type 8 is the main menu, 10 the footer (SPEC.md section 9). */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    url: text('url'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [index('menu_items_type_idx').on(table.typeId, table.sortOrder)],
);

export const menuItemTitles = pgTable(
  'menu_item_titles',
  {
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    languageId: integer('language_id').notNull(),
    title: text('title').notNull(),
  },
  (table) => [primaryKey({ columns: [table.menuItemId, table.languageId] })],
);

export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameAr: text('name_ar').notNull(),
  address: text('address').notNull(),
  addressAr: text('address_ar').notNull(),
  workingHours: text('working_hours').notNull(),
  workingHoursAr: text('working_hours_ar').notNull(),
  telephones: text('telephones').array().notNull(),
  whatsAppNumber: text('whatsapp_number').notNull(),
  email: text('email').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  /** The emirate it is in: the VAT return splits supplies by it (migration 0027). */
  emirate: text('emirate', { enum: ['abuDhabi', 'dubai', 'sharjah', 'ajman', 'ummAlQuwain', 'rasAlKhaimah', 'fujairah'] })
    .notNull()
    .default('dubai'),
});

/** Site-wide settings as key/value pairs (social links now; more with the content issue). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
