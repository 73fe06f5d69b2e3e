import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Clients and the agency's admins. The *_key columns hold the normalised forms that must be unique. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: text('role', { enum: ['admin', 'client'] }).notNull(),
    userName: text('user_name').notNull(),
    userNameKey: text('user_name_key').notNull(),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    phoneNumber: text('phone_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    languageId: integer('language_id').notNull().default(2),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_user_name_key_unique').on(table.userNameKey),
    uniqueIndex('users_email_key_unique').on(table.emailKey),
    index('users_role_created_idx').on(table.role, table.createdAt),
  ],
);

/** Opaque bearer tokens, stored as SHA-256 hashes, with idle and absolute expiry. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('sessions_token_hash_unique').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
);

/** At most one live reset code per user: a new one replaces the old. */
export const passwordResets = pgTable('password_resets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
});
