import { STAFF_ROLES } from '@app/shared';
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Clients and the agency's staff (role 'admin', with a staff role). The *_key columns hold the
 * normalised forms that must be unique.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: text('role', { enum: ['admin', 'client'] }).notNull(),
    /** Set for staff only: what they may do (packages/shared/src/permissions.ts). */
    staffRole: text('staff_role', { enum: STAFF_ROLES }),
    userName: text('user_name').notNull(),
    userNameKey: text('user_name_key').notNull(),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    phoneNumber: text('phone_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    languageId: integer('language_id').notNull().default(2),
    isActive: boolean('is_active').notNull().default(true),
    /** The first admin's generated or configured password must be replaced at first sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The TOTP key (base32), set at enrolment; the second factor is on once totpEnabledAt is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** When the e-mail was confirmed with the code sent at sign-up; null until then (clients who registered themselves). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
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
    ip: text('ip'),
    userAgent: text('user_agent'),
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

/** One-time recovery codes for the second factor, stored hashed; a used code keeps its row. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/** A password accepted, the second factor still to come: the token the second step presents. */
/** A browser that signed in to the account (a device cookie, modules/auth/trusted-devices.ts): only its token's hash. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('trusted_devices_token_hash_unique').on(table.tokenHash), index('trusted_devices_user_idx').on(table.userId)],
);

export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (table) => [uniqueIndex('sign_in_challenges_token_hash_unique').on(table.tokenHash)],
);

/** A new e-mail and phone waiting for the code sent to the new address; at most one per user. */
export const contactChanges = pgTable('contact_changes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  newEmailKey: text('new_email_key').notNull(),
  newPhoneNumber: text('new_phone_number').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
});

/** The code that confirms a new client's e-mail: at most one live code per user, stored hashed. */
export const emailVerifications = pgTable('email_verifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  /** When the code was sent: a new one waits for the cool-down. */
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
