import {
  formatAed,
  formatUaeDate,
  formatUaePhone,
  inLanguage,
  translate,
  type TCvDigits,
  type TCvLanguage,
  type TLocale,
  type TPublicLabor,
} from '@app/shared';
import { arabicIndicDigits, type TDirection } from './text.js';

/** The agency as its CV names it: from the site's settings and its main branch. */
export type TCvAgency = {
  name: Record<TLocale, string>;
  phones: string[];
  whatsApp: string;
  email: string;
  website: string;
};

/** One language's column of a CV: every text already in that language (and its digits). */
export type TCvSide = {
  locale: TLocale;
  direction: TDirection;
  title: string;
  agencyName: string;
  name: string;
  codeLabel: string;
  /** Beside the photo: her position, salary (with its label) and availability. */
  position: string;
  salary: string;
  availability: string;
  personalTitle: string;
  facts: Array<{ label: string; value: string }>;
  skillsTitle: string;
  skills: string;
  experiencesTitle: string;
  experiences: string[];
  contactTitle: string;
  contact: Array<{ label: string; value: string }>;
};

/** What a CV shows: the public worker (never her passport, address or date of birth) in one or two languages. */
export type TCvContent = { code: string; photo: string; sides: TCvSide[] };

const localesOf = (lang: TCvLanguage): TLocale[] => (lang === 'both' ? ['en', 'ar'] : [lang]);

function presentSide(labor: TPublicLabor, agency: TCvAgency, locale: TLocale, digits: TCvDigits, today: string): TCvSide {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const local = (item: { name: string; nameAr: string }) => inLanguage(item, 'name', locale);
  // Numbers in the Arabic text take the digits chosen; the code and phone numbers stay as written.
  const number = (text: string) => (locale === 'ar' && digits === 'arabic' ? arabicIndicDigits(text) : text);
  const status = t(`catalogue.status.${labor.status}`);
  const availability =
    labor.availableFrom && labor.availableFrom > today ? t('cv.availableFrom', { status, date: number(formatUaeDate(labor.availableFrom, locale)) }) : status;
  const none = '—';
  return {
    locale,
    direction: locale === 'ar' ? 'rtl' : 'ltr',
    title: t('cv.title'),
    agencyName: agency.name[locale],
    name: inLanguage(labor, 'name', locale),
    codeLabel: t('catalogue.code'),
    position: local(labor.position),
    salary: `${t('catalogue.salary')}: ${number(formatAed(labor.salaryAed, locale))}`,
    availability,
    personalTitle: t('cv.personal'),
    facts: [
      { label: t('catalogue.age'), value: number(String(labor.age)) },
      { label: t('catalogue.gender'), value: t(`catalogue.${labor.gender}`) },
      { label: t('catalogue.nationality'), value: local(labor.country) },
      { label: t('catalogue.religion'), value: local(labor.religion) },
      { label: t('catalogue.maritalStatus'), value: local(labor.maritalStatus) },
      { label: t('catalogue.kids'), value: number(String(labor.kids)) },
      { label: t('catalogue.education'), value: local(labor.educationLevel) },
      { label: t('catalogue.languages'), value: labor.languages.length ? labor.languages.map(local).join(t('catalogue.listSeparator')) : none },
      { label: t('catalogue.height'), value: labor.heightCm === null ? none : number(t('catalogue.cm', { value: labor.heightCm })) },
      { label: t('catalogue.weight'), value: labor.weightKg === null ? none : number(t('catalogue.kg', { value: labor.weightKg })) },
    ],
    skillsTitle: t('catalogue.skills'),
    skills: labor.skills.length ? labor.skills.map(local).join(t('catalogue.listSeparator')) : none,
    experiencesTitle: t('catalogue.experiences'),
    experiences: labor.experiences.map((experience) =>
      t('cv.experienceLine', {
        position: inLanguage(experience, 'position', locale),
        country: inLanguage(experience, 'country', locale),
        period: number(inLanguage(experience, 'period', locale)),
      }),
    ),
    contactTitle: t('cv.contact'),
    contact: [
      ...agency.phones.map((value) => ({ label: t('cv.phone'), value: formatUaePhone(value) })),
      ...(agency.whatsApp ? [{ label: t('cv.whatsApp'), value: formatUaePhone(agency.whatsApp) }] : []),
      ...(agency.email ? [{ label: t('cv.email'), value: agency.email }] : []),
      ...(agency.website ? [{ label: '', value: agency.website }] : []),
    ],
  };
}

/** `today` is the UAE day (YYYY-MM-DD): an availability date already past is not shown. */
export function presentCv(labor: TPublicLabor, agency: TCvAgency, options: { lang: TCvLanguage; digits: TCvDigits }, today: string): TCvContent {
  return {
    code: labor.code,
    photo: labor.photo,
    sides: localesOf(options.lang).map((locale) => presentSide(labor, agency, locale, options.digits, today)),
  };
}
