/** Where a past job was: in the UAE, elsewhere in the GCC, or outside it. */
export const EXPERIENCE_REGIONS = ['uae', 'gcc', 'other'] as const;
export type TExperienceRegion = (typeof EXPERIENCE_REGIONS)[number];

/** Where in the Gulf a worker has worked, as the catalogue filters it: the UAE, or anywhere in the GCC (the UAE included). */
export const GULF_EXPERIENCE = ['uae', 'gcc'] as const;
export type TGulfExperience = (typeof GULF_EXPERIENCE)[number];

/** The catalogue's experience choices: at least this many years of past jobs. */
export const EXPERIENCE_YEARS = [1, 3, 5] as const;

const UAE_NAMES =
  /\bu\.?a\.?e\b|emirates|dubai|abu dhabi|sharjah|ajman|fujairah|ras al khaimah|umm al quwain|al ain|الإمارات|الامارات|دبي|أبوظبي|ابوظبي|أبو ظبي|الشارقة|عجمان|الفجيرة|رأس الخيمة|أم القيوين|العين/i;
const GCC_NAMES = /saudi|\bksa\b|riyadh|jeddah|kuwait|qatar|doha|bahrain|oman|muscat|السعودية|الرياض|جدة|الكويت|قطر|الدوحة|البحرين|عمان|عُمان|مسقط/i;

/**
 * A past job's years and region read from its text, for jobs entered without them (an import, an
 * application, a row from before migration 0018, which applies the same rules in SQL).
 */
export function guessExperience(job: { country: string; countryAr?: string; period: string; periodAr?: string }): {
  years: number;
  region: TExperienceRegion;
} {
  const years = /(\d+)\s*(?:years?|yrs?)/i.exec(job.period)?.[1] ?? /(\d+)\s*(?:سنة|سنوات|سنين|عام|أعوام)/.exec(job.periodAr ?? '')?.[1];
  const country = `${job.country} ${job.countryAr ?? ''}`;
  const region = UAE_NAMES.test(country) ? 'uae' : GCC_NAMES.test(country) ? 'gcc' : 'other';
  return { years: Math.min(50, Number(years ?? 0)), region };
}

/** A past job with its years and region, read from its text where they were not given. */
export function completeExperience<T extends Parameters<typeof guessExperience>[0] & { years?: number; region?: TExperienceRegion }>(
  job: T,
): T & { years: number; region: TExperienceRegion } {
  const guessed = guessExperience(job);
  return { ...job, years: job.years ?? guessed.years, region: job.region ?? guessed.region };
}
