import { z } from './zod.js';
import { requiredText, ZUrlIdSchema } from './common.js';

/**
 * The parts of a record staff work through a pipeline (applicants, enquiries): an owner among the
 * staff, dated notes with their author, and the list's owner filter.
 */
export const ZNamedUserSchema = z.object({ id: z.number().int(), userName: z.string() });
export type TNamedUser = z.infer<typeof ZNamedUserSchema>;

/** Staff who may own a record: the owner select's choices. */
export const ZOwnersSchema = z.array(ZNamedUserSchema);

export const ZNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type TNote = z.infer<typeof ZNoteSchema>;

export const ZNoteInputSchema = z.strictObject({ text: requiredText('validation.noteRequired', 2000) });
export type TNoteInput = z.input<typeof ZNoteInputSchema>;

/** The owner filter: a staff member's id, 'mine' (the one asking) or 'none' (nobody yet). */
export const ZOwnerFilterSchema = z.union([z.enum(['mine', 'none']), ZUrlIdSchema], { error: 'validation.invalid' });

/** Only those whose follow-up day is today or past, in UAE time. */
export const ZFollowUpDueFilterSchema = z
  .enum(['true'])
  .transform(() => true)
  .optional();
