import { z } from './zod.js';
import { SHORTLIST_MAX } from '../constants.js';
import { ZIdSchema } from './common.js';
import { ZPublicLaborSchema } from './labors.js';

/** What the shortlist compares of a worker: public fields only. */
export const ZShortlistWorkerSchema = ZPublicLaborSchema.pick({
  id: true,
  code: true,
  name: true,
  nameAr: true,
  photo: true,
  thumbnail: true,
  age: true,
  gender: true,
  country: true,
  position: true,
  religion: true,
  maritalStatus: true,
  languages: true,
  experiences: true,
  salaryAed: true,
  status: true,
  availableFrom: true,
});
export type TShortlistWorker = z.infer<typeof ZShortlistWorkerSchema>;

/**
 * A shortlist: every id kept, in the order kept, and the workers among them still in the catalogue.
 * An id without its worker is one hidden or removed since.
 */
export const ZShortlistSchema = z.object({ laborIds: z.array(z.number().int()), workers: z.array(ZShortlistWorkerSchema) });
export type TShortlist = z.infer<typeof ZShortlistSchema>;

/** A visitor's shortlist from the browser, as `ids=12,40,7`: at most SHORTLIST_MAX ids; repeats are read once. */
export const ZShortlistIdsQuerySchema = z.strictObject({
  ids: z
    .string({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') })
    .max(SHORTLIST_MAX * 11, 'shortlist.tooMany')
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'validation.invalid')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .pipe(z.array(ZIdSchema).max(SHORTLIST_MAX, 'shortlist.tooMany')),
});

/** The browser's list, merged into the account on sign-in and registration. */
export const ZShortlistMergeSchema = z.strictObject({
  laborIds: z.array(ZIdSchema, { error: 'validation.invalid' }).max(SHORTLIST_MAX, 'shortlist.tooMany'),
});
export type TShortlistMerge = z.infer<typeof ZShortlistMergeSchema>;
