import { formatAed, formatUaeDate, formatUaePhone, inLanguage, translate, type TLocale } from '@app/shared';
import type { TContractClause, TContractSide } from '../cv/contract-pdf.js';
import type { TContractFacts } from './contract-data.js';

/** Left to right inside any line, Arabic ones too: phones, passport and order numbers. */
const ltr = (text: string) => `\u2066${text}\u2069`;

function partiesOf(facts: TContractFacts, t: (key: string, params?: Record<string, string | number>) => string, locale: TLocale): string[] {
  const { employer, worker } = facts;
  const named = (value: { name: string; nameAr: string }) => inLanguage(value, 'name', locale);
  return [
    t('employer', { name: named(employer) }),
    employer.nationality ? t('nationality', { nationality: named(employer.nationality) }) : '',
    employer.emiratesId ? t('emiratesId', { id: ltr(employer.emiratesId) }) : '',
    t('phone', { phone: ltr(formatUaePhone(employer.phone)) }),
    employer.address ? t('address', { address: employer.address }) : '',
    t('worker', { name: named(worker) }),
    t('nationality', { nationality: named(worker.nationality) }),
    t('passport', { passport: ltr(worker.passportNumber) }),
  ].filter(Boolean);
}

/** The standard contract's clauses in one language, from the order, the sponsor, the worker and the package's terms. */
export function presentContractSide(facts: TContractFacts, locale: TLocale): TContractSide {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, `processContract.pdf.${key}`, params);
  const months = (count: number) => t('months', { count });
  const { terms } = facts;
  const term = terms.packageKind === 'Main' ? months(terms.contractMonths) : months(terms.months);
  const clause = (title: string, ...paragraphs: string[]): TContractClause => ({ title: t(title), paragraphs });
  return {
    locale,
    direction: locale === 'ar' ? 'rtl' : 'ltr',
    agency: facts.agency.legalName ? t('agency', { agency: inLanguage(facts.agency, 'legalName', locale) }) : '',
    title: t('title'),
    reference: t('reference', { order: ltr(facts.orderNumber), date: formatUaeDate(facts.drawnOn, locale) }),
    clauses: [
      clause('partiesTitle', ...partiesOf(facts, t, locale)),
      clause(
        'workTitle',
        t('work', {
          position: inLanguage(facts.worker.position, 'name', locale),
          place: facts.employer.emirate ? inLanguage(facts.employer.emirate, 'name', locale) : t('theUae'),
        }),
      ),
      clause('termTitle', terms.packageKind === 'Main' ? t('termMain', { term, probation: months(terms.probationMonths) }) : t('termMonthly', { term })),
      clause('wageTitle', t('wage', { wage: formatAed(facts.worker.salaryAed, locale) })),
      clause('hoursTitle', t('hours')),
      clause('restTitle', t('rest')),
      clause('leaveTitle', t('leave')),
      clause('careTitle', t('care')),
      clause('guaranteeTitle', terms.packageKind === 'Main' ? t('guaranteeMain', { term }) : t('guaranteeMonthly')),
      clause('lawTitle', t('law')),
    ],
    signatures: {
      title: t('signaturesTitle'),
      employer: t('employerSigns'),
      worker: t('workerSigns'),
      name: t('name'),
      signature: t('signature'),
      date: t('date'),
      employerName: inLanguage(facts.employer, 'name', locale),
      workerName: inLanguage(facts.worker, 'name', locale),
    },
  };
}
