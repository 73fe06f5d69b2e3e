import { z } from './zod.js';
import { AGE_RANGES, LABOR_SORTS, LABOR_STATUSES } from '../constants.js';
import { CATALOGUE_MAX_LANGUAGES, type TCatalogueFilterParam } from '../catalogue-params.js';
import { EXPERIENCE_REGIONS, EXPERIENCE_YEARS, GULF_EXPERIENCE } from '../experience.js';
import { optionalText, requiredText, zId, ZIdSchema, ZListSortSchema, ZPageSchema, ZUrlIdSchema } from './common.js';
import { todayInUae } from '../uae-time.js';

/** Where a worker is: abroad with her source agency, visa in process, arrived, at the accommodation, placed with a family. */
export const LABOR_STAGES = ['abroad', 'visaInProcess', 'arrived', 'atAccommodation', 'placed'] as const;
export type TLaborStage = (typeof LABOR_STAGES)[number];

/** A day a worker may be without: empty, or a valid date. */
const optionalIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dateInvalid')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'validation.dateInvalid')
  .nullable()
  .default(null);

/** Where she is and from when families can have her; optional, so imports and older callers need not send them. */
const ZLaborStageFieldsSchema = z.object({
  stage: z.enum(LABOR_STAGES, { error: 'validation.stageInvalid' }).default('atAccommodation'),
  sourceAgency: optionalText(100),
  arrivedOn: optionalIsoDate,
  availableFrom: optionalIsoDate,
});

export const LABOR_MIN_AGE = 18;
export const LABOR_MAX_AGE = 60;

const isoDate = (key: string) =>
  requiredText(key, 10)
    // A day that exists: Date.parse takes 1990-02-31 (as March 3rd), the database does not.
    .refine((value) => z.iso.date().safeParse(value).success, 'validation.dateInvalid');

const referenceId = (key: string) => zId({ error: (issue) => (issue.input === undefined ? key : 'validation.invalidType') }, key);

/** Whole years between a date of birth and a moment, as people count birthdays: at midnight in the UAE. */
export function ageOn(dateOfBirth: string, moment: Date): number {
  const [year, month, date] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [todayYear, todayMonth, todayDate] = todayInUae(moment).split('-').map(Number) as [number, number, number];
  const hadBirthday = todayMonth > month || (todayMonth === month && todayDate >= date);
  return todayYear - year - (hadBirthday ? 0 : 1);
}

/** A skill in English, and in Arabic when given (pages in Arabic fall back to the English). */
export const ZSkillSchema = z.strictObject({
  name: requiredText('validation.skillRequired', 50),
  nameAr: optionalText(50),
});
export type TSkill = z.infer<typeof ZSkillSchema>;

export const ZJobExperienceSchema = z.strictObject({
  country: requiredText('validation.experienceCountryRequired', 100),
  countryAr: optionalText(100),
  position: requiredText('validation.experiencePositionRequired', 100),
  positionAr: optionalText(100),
  period: requiredText('validation.experiencePeriodRequired', 100),
  periodAr: optionalText(100),
  /** Whole years; read from the period's text when not given (an import, an application). */
  years: z
    .number({ error: 'validation.experienceYearsInvalid' })
    .int('validation.experienceYearsInvalid')
    .min(0, 'validation.experienceYearsInvalid')
    .max(50, 'validation.experienceYearsInvalid')
    .optional(),
  /** In the UAE, elsewhere in the GCC or outside it; read from the country's name when not given. */
  region: z.enum(EXPERIENCE_REGIONS, { error: 'validation.experienceRegionInvalid' }).optional(),
});
export type TJobExperience = z.infer<typeof ZJobExperienceSchema>;

/** A past job as stored and shown: its years and region always known. */
export const ZStoredJobExperienceSchema = ZJobExperienceSchema.extend({ years: z.number().int(), region: z.enum(EXPERIENCE_REGIONS) });

const storedName = z.string().regex(/^[a-f0-9]{32}\.(webp|mp4|webm)$/, 'validation.fileInvalid');

const ZPassportDatesSchema = z.object({
  passportIssueDate: isoDate('validation.passportIssueDateRequired'),
  passportExpiryDate: isoDate('validation.passportExpiryDateRequired'),
});

export const ZLaborInputSchema = z
  .strictObject({
    name: requiredText('validation.nameRequired', 100),
    nameAr: optionalText(100),
    dateOfBirth: isoDate('validation.dateOfBirthRequired').refine((value) => {
      const age = ageOn(value, new Date());
      return age >= LABOR_MIN_AGE && age <= LABOR_MAX_AGE;
    }, 'validation.ageRange'),
    gender: z.enum(['female', 'male'], { error: 'validation.genderRequired' }),
    countryId: referenceId('validation.nationalityRequired'),
    positionId: referenceId('validation.positionRequired'),
    religionId: referenceId('validation.religionRequired'),
    educationLevelId: referenceId('validation.educationRequired'),
    maritalStatusId: referenceId('validation.maritalStatusRequired'),
    languageIds: z.array(ZIdSchema).max(12).default([]),
    // Stored upper-case: 'p123' and 'P123 ' are the same passport, and passport numbers are unique.
    passportNumber: requiredText('validation.passportNumberRequired', 20)
      .regex(/^[A-Za-z0-9]+$/, 'validation.passportNumberInvalid')
      .toUpperCase(),
    ...ZPassportDatesSchema.shape,
    passportIssuePlace: requiredText('validation.passportIssuePlaceRequired', 100),
    address: requiredText('validation.addressRequired', 300),
    kids: z.number().int().min(0).max(20).default(0),
    heightCm: z.number().int().min(100, 'validation.heightRange').max(220, 'validation.heightRange').nullable().default(null),
    weightKg: z.number().int().min(30, 'validation.weightRange').max(200, 'validation.weightRange').nullable().default(null),
    salaryAed: z
      .number({ error: 'validation.salaryRequired' })
      .int()
      // A negative or zero amount says so, before the range: "-50" is no missing salary, nor one out of range.
      .positive('validation.salaryPositive')
      .min(500, 'validation.salaryRange')
      .max(50_000, 'validation.salaryRange'),
    skills: z.array(ZSkillSchema).min(1, 'validation.skillRequired').max(20),
    experiences: z.array(ZJobExperienceSchema).min(1, 'validation.experienceRequired').max(20),
    photo: storedName.refine((name) => name.endsWith('.webp'), 'validation.photoRequired'),
    thumbnail: storedName,
    video: storedName.nullable().default(null),
    isActive: z.boolean().default(true),
    status: z.enum(LABOR_STATUSES).default('Available'),
    ...ZLaborStageFieldsSchema.shape,
  })
  .refine((labor) => labor.passportExpiryDate > labor.passportIssueDate, {
    error: 'validation.passportExpiryAfterIssue',
    path: ['passportExpiryDate'],
    // Judged as soon as both dates are valid, so the form shows it next to the field at once.
    when: (payload) => ZPassportDatesSchema.safeParse(payload.value).success,
  });
export type TLaborInput = z.infer<typeof ZLaborInputSchema>;

const ZNamedSchema = z.object({ id: z.number().int(), name: z.string(), nameAr: z.string() });

/** What visitors and clients may see of a worker: no passport data, no address. */
export const ZPublicLaborSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameAr: z.string(),
  photo: z.string(),
  thumbnail: z.string(),
  video: z.string().nullable(),
  age: z.number().int(),
  gender: z.enum(['female', 'male']),
  country: ZNamedSchema,
  position: ZNamedSchema,
  religion: ZNamedSchema,
  educationLevel: ZNamedSchema,
  maritalStatus: ZNamedSchema,
  languages: z.array(ZNamedSchema),
  kids: z.number().int(),
  heightCm: z.number().int().nullable(),
  weightKg: z.number().int().nullable(),
  salaryAed: z.number().int(),
  skills: z.array(z.object({ name: z.string(), nameAr: z.string() })),
  experiences: z.array(ZStoredJobExperienceSchema),
  status: z.enum(LABOR_STATUSES),
  /** The day she can start, when it is still to come (or past: the page shows it only while in the future). */
  availableFrom: z.string().nullable(),
  createdAt: z.string(),
});
export type TPublicLabor = z.infer<typeof ZPublicLaborSchema>;

export const ZLaborCardSchema = ZPublicLaborSchema.pick({
  id: true,
  code: true,
  name: true,
  nameAr: true,
  thumbnail: true,
  age: true,
  gender: true,
  country: true,
  position: true,
  salaryAed: true,
  status: true,
  availableFrom: true,
});
export type TLaborCard = z.infer<typeof ZLaborCardSchema>;

export const ZAdminLaborSchema = ZPublicLaborSchema.extend({
  dateOfBirth: z.string(),
  passportNumber: z.string(),
  passportIssueDate: z.string(),
  passportExpiryDate: z.string(),
  passportIssuePlace: z.string(),
  address: z.string(),
  isActive: z.boolean(),
  ...ZLaborStageFieldsSchema.shape,
  updatedAt: z.string(),
});
export type TAdminLabor = z.infer<typeof ZAdminLaborSchema>;

/** A row of the back office's worker list: the catalogue card and whether the worker is shown at all. */
export const ZAdminLaborCardSchema = ZLaborCardSchema.extend({ isActive: z.boolean() });
export type TAdminLaborCard = z.infer<typeof ZAdminLaborCardSchema>;

const trueFlag = z
  .enum(['true'])
  .transform(() => true)
  .optional();
const salaryBound = z.coerce.number().int().min(0).max(100_000).optional();

/** The catalogue's query: each filter the web's address keeps (CATALOGUE_FILTER_PARAMS), the sort and the page; one without the other does not compile. */
export const ZCatalogueQuerySchema = z.strictObject({
  nationality: ZUrlIdSchema.optional(),
  gender: z.enum(['female', 'male']).optional(),
  profession: ZUrlIdSchema.optional(),
  ageRange: z.enum(AGE_RANGES.map((range) => range.value) as [string, ...string[]]).optional(),
  /** Only workers who can be requested now (not In-Service, not Not Available) and whose 'available from' day, if any, has come. */
  availableOnly: trueFlag,
  religion: ZUrlIdSchema.optional(),
  maritalStatus: ZUrlIdSchema.optional(),
  /** Language ids, comma separated: she speaks each. */
  languages: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'validation.invalid')
    .transform((list) => [...new Set(list.split(',').map(Number))])
    .pipe(z.array(zId()).max(CATALOGUE_MAX_LANGUAGES))
    .optional(),
  /** At least this many years of past jobs. */
  experience: z
    .enum(EXPERIENCE_YEARS.map(String) as [string, ...string[]])
    .transform(Number)
    .optional(),
  /** Has worked in the UAE, or anywhere in the GCC (the UAE included). */
  workedIn: z.enum(GULF_EXPERIENCE).optional(),
  salaryMin: salaryBound,
  salaryMax: salaryBound,
  /** Can be requested and available by this UAE day. */
  availableBy: z.iso.date().optional(),
  hasVideo: trueFlag,
  sort: z.enum(LABOR_SORTS).default('latest'),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(12),
} satisfies Record<TCatalogueFilterParam | 'sort' | 'pageNumber' | 'pageSize', z.ZodType>);
export type TCatalogueQuery = z.infer<typeof ZCatalogueQuerySchema>;

const ZCountsSchema = z.record(z.string(), z.number().int());

/**
 * How many workers each choice of a filter would show, the other filters kept as they are: the
 * page shows the counts and hides choices with none.
 */
export const ZCatalogueFacetsSchema = z.object({
  nationality: ZCountsSchema,
  religion: ZCountsSchema,
  maritalStatus: ZCountsSchema,
  languages: ZCountsSchema,
  /** By the least years asked for ('1', '3', '5'). */
  experience: ZCountsSchema,
  workedIn: ZCountsSchema,
  availableNow: z.number().int(),
  hasVideo: z.number().int(),
});
export type TCatalogueFacets = z.infer<typeof ZCatalogueFacetsSchema>;

/** A page of the catalogue, with its filters' counts (null for the moment the catalogue is read again after a change). */
export const ZCataloguePageSchema = ZPageSchema(ZLaborCardSchema).extend({ facets: ZCatalogueFacetsSchema.nullable() });
export type TCataloguePage = z.infer<typeof ZCataloguePageSchema>;

/** Workers like one who is gone (unknown, hidden or placed): her profession, for "See similar workers", and a few available ones. */
export const ZSimilarLaborsSchema = z.object({ profession: z.number().int().nullable(), items: z.array(ZLaborCardSchema) });
export type TSimilarLabors = z.infer<typeof ZSimilarLaborsSchema>;

export const ZAdminLaborQuerySchema = z.strictObject({
  code: z.string().trim().max(20).optional(),
  name: z.string().trim().max(100).optional(),
  status: z.enum(LABOR_STATUSES).optional(),
  sort: ZListSortSchema('labors'),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type TAdminLaborQuery = z.infer<typeof ZAdminLaborQuerySchema>;

export const ZLaborStatusInputSchema = z.strictObject({
  status: z.enum(LABOR_STATUSES, { error: 'validation.statusInvalid' }),
  /** A status that contradicts the worker's orders is refused (409) until the admin confirms it. */
  confirmed: z.boolean().default(false),
});
export const ZLaborPhotoInputSchema = z.strictObject({ photo: storedName, thumbnail: storedName });
export const ZLaborVideoInputSchema = z.strictObject({ video: storedName.nullable() });
