import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const optionalUrl = (protocols: string[]) =>
  z
    .url({ error: `must be a URL starting with ${protocols.join(' or ')}` })
    .refine((value) => protocols.some((protocol) => value.startsWith(protocol)), {
      error: `must be a URL starting with ${protocols.join(' or ')}`,
    })
    .optional();

const isAddress = (entry: string) => isIP(entry.split('/')[0]!) !== 0;

/**
 * Whose X-Forwarded-For to believe: the number of proxies in front of the server (1 behind one load
 * balancer) or their addresses. Never `true`: that believes the first entry, which the client writes,
 * and every per-address limit could be dodged by a forged header.
 */
const ZTrustProxySchema = z
  .string()
  .refine((value) => !['true', 'yes'].includes(value), {
    error: 'must be the number of proxies in front (1 behind one load balancer) or their addresses, not true (a forged X-Forwarded-For would be believed)',
  })
  .transform((value): false | number | string[] => {
    if (['false', 'no', '0'].includes(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((entry) => entry.trim());
  })
  .refine((value) => typeof value !== 'object' || value.every(isAddress), { error: 'must be a number of proxies or a list of their addresses' })
  .default(false);

const ZConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  UPLOAD_DIR: z.string().min(1).optional(),
  /** Private documents (proofs of payment, receipts): never served as media. Defaults to $DATA_DIR/documents. */
  DOCUMENTS_DIR: z.string().min(1).optional(),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  PUBLIC_URL: z.url({ error: 'must be a URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: the demo on, unless NODE_ENV=production is set explicitly (an unset NODE_ENV is not a production install). */
  SEED_DEMO: booleanFlag.optional(),
  ADMIN_USERNAME: z.string().min(3).max(50).optional(),
  ADMIN_PASSWORD: z.string().min(8).max(200).optional(),
  TRUST_PROXY: ZTrustProxySchema,
  /** API calls a minute per client address; ten staff behind one office address stay well below it. */
  RATE_LIMIT_MAX: z.coerce.number({ error: 'must be a number' }).int().min(1).default(3000),
  AUTH_RATE_LIMIT_MAX: z.coerce.number({ error: 'must be a number' }).int().min(1).default(20),
  /** An upload that sends nothing for this long is dropped, with its partial file. */
  UPLOAD_IDLE_SECONDS: z.coerce.number({ error: 'must be a number' }).positive().max(3600).default(30),
  REQUEST_BODY_SECONDS: z.coerce.number({ error: 'must be a number' }).positive().max(3600).default(30),
  /** On SIGTERM, how long requests still running (uploads too) may go on before they are stopped. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number({ error: 'must be a number' }).min(0).max(7).default(5),
  WEB_DIST_DIR: z.string().optional(),
  /** How long the server reuses a catalogue answer or a list's total from memory; 0 turns it off. */
  READ_CACHE_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(300).default(10),
  /** How often this instance looks for due background jobs (e-mails, scheduled work); 0: it runs none. */
  JOB_POLL_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(60_000).default(1000),
  /** Attempts before a job is given up as failed; retries wait 1 s, 2 s, 4 s ... up to 5 minutes apart. */
  JOB_MAX_ATTEMPTS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1000).default(25),
  /** The embedded database flushes each commit to the disk; false trades that for speed (docs/reliability.md). */
  PGLITE_FSYNC: booleanFlag.default(true),
  /** Writes are refused while the data folder has less free space than this, so the database never meets a full disk. */
  DISK_FREE_MARGIN_MB: z.coerce.number({ error: 'must be a number' }).int().min(0).default(64),
  /** Staff get the daily e-mail of expiring documents at 07:00 UAE time; off by default in tests, whose clocks stand still. */
  DOCUMENT_DIGEST: booleanFlag.optional(),
});

export type TConfigInput = z.input<typeof ZConfigSchema>;

export type TConfig = Omit<z.output<typeof ZConfigSchema>, 'SEED_DEMO' | 'DOCUMENT_DIGEST'> & {
  SEED_DEMO: boolean;
  DOCUMENT_DIGEST: boolean;
  /** The demo's client accounts, whose password the README publishes: never on an install that says it is production. */
  seedDemoAccounts: boolean;
  uploadDir: string;
  documentsDir: string;
  dbDir: string;
  outboxDir: string;
};

export class ConfigError extends Error {}

/** Parses the environment; a wrong value throws one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = ZConfigSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got ${JSON.stringify(present[name])})`);
  }
  const config = result.data;
  const dataDir = path.resolve(config.DATA_DIR);
  const saysProduction = present.NODE_ENV === 'production';
  const seedDemo = config.SEED_DEMO ?? !saysProduction;
  return {
    ...config,
    SEED_DEMO: seedDemo,
    DOCUMENT_DIGEST: config.DOCUMENT_DIGEST ?? config.NODE_ENV !== 'test',
    seedDemoAccounts: seedDemo && !saysProduction,
    DATA_DIR: dataDir,
    uploadDir: path.resolve(config.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    documentsDir: path.resolve(config.DOCUMENTS_DIR ?? path.join(dataDir, 'documents')),
    dbDir: path.join(dataDir, 'db'),
    outboxDir: path.join(dataDir, 'outbox'),
  };
}
