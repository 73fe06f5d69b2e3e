import { z } from './zod.js';
import { LIST_SORTS } from '../list-sort.js';

/** The answer envelope of every API call (SPEC.md section 3, DESIGN.md section 5). */
export function ZEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    isDone: z.boolean(),
    data: data.nullable(),
    message: z.string().nullable(),
  });
}

export const ZErrorEnvelopeSchema = z.object({
  isDone: z.literal(false),
  data: z.null(),
  message: z.string(),
  /** The message's catalogue key ('orders.staleVersion', 'validation.failed'...): what code compares, never the message. */
  code: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

export type TEnvelope<T> = { isDone: boolean; data: T | null; message: string | null };
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelopeSchema>;

/** The largest id: ids are PostgreSQL `integer` columns, and a larger number would overflow the query. */
export const ID_MAX = 2_147_483_647;

/**
 * An id in a JSON body: a whole number from 1 to ID_MAX. `params` are z.number's (a field's own message
 * when it is missing), `tooSmall` the message for zero or less; past ID_MAX it is 'validation.invalid'.
 */
export const zId = (params?: Parameters<typeof z.number>[0], tooSmall?: string) => z.number(params).int().min(1, tooSmall).max(ID_MAX, 'validation.invalid');

/** The one id schema of request bodies (see zId for a field with its own messages). */
export const ZIdSchema = zId();

/**
 * An id in a path or a query, where it comes as text: only its digits are read as the number, then
 * checked as ZIdSchema. '1e3', '1.5', ' 12' or '0x1F' are not ids, where z.coerce would read them as numbers.
 */
export const ZUrlIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
  zId({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') }),
);

/** YYYY-MM-DD, a real calendar day. */
export const ZIsoDateSchema = z.iso.date({ error: 'validation.dateInvalid' });

/** SPEC.md section 4: language id 1 is Arabic, any other id English (2). */
export const ZLanguageIdSchema = z.coerce
  .number()
  .int()
  .transform((id) => (id === 1 ? 1 : 2));

/** Request side of every list (SPEC.md section 3). */
export const ZPaginationFilterSchema = z.strictObject({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  isPaging: z.coerce.boolean().default(true),
});
export type TPaginationFilter = z.infer<typeof ZPaginationFilterSchema>;

export function ZPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    totalCount: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
  });
}
export type TPage<T> = { items: T[]; totalCount: number; pageNumber: number; pageSize: number };

/**
 * A text field's type error: `key` when it is missing, `otherwise` when it holds another type. Its
 * other issues keep the shared messages ("At most N characters", zod.ts).
 */
export const textTypeError = (key: string, otherwise = 'validation.invalidType') => ({
  error: (issue: { code?: string; input?: unknown }) => (issue.code !== 'invalid_type' ? undefined : issue.input === undefined ? key : otherwise),
});

/** A required text field: trimmed, `key` when missing or empty, "At most N characters" past `max`. */
export const requiredText = (key: string, max = 200) => z.string(textTypeError(key)).trim().min(1, key).max(max);

/** An optional text field: trimmed, empty by default. */
export const optionalText = (max = 200) => z.string().trim().max(max).default('');

/** A list's `sort`: `?sort=name` sorts up, `?sort=-name` down; any column not in LIST_SORTS is refused. */
export function ZListSortSchema<L extends keyof typeof LIST_SORTS>(list: L) {
  const keys = LIST_SORTS[list] as readonly string[];
  const values = [...keys, ...keys.map((key) => `-${key}`)] as [string, ...string[]];
  return z.enum(values, { error: 'validation.sortInvalid' }).optional();
}
