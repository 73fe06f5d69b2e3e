import { describe, expect, it } from 'vitest';
import { guaranteeOutcome, vatInside, type TGuaranteeInput, type TGuaranteeOutcome, type TRemedy } from './guarantee.js';
import { addDays, addMonths } from './uae-time.js';

/**
 * A Main hire started on 15 January 2026 on the regulation's terms: probation (the full-refund
 * window) to 15 July 2026, contract to 15 January 2028 (730 days: neither 2026 nor 2027 is a leap
 * year, and 29 February 2028 comes after the end), a refund paid within 14 days. The family paid
 * AED 10,500 (AED 10,000 and 5 % VAT), 1,050,000 fils, and AED 4,200 of government fees (420,000 fils).
 */
const FEE = 1_050_000;
const GOVERNMENT_FEES = 420_000;
const MAIN: TGuaranteeInput = {
  package: 'Main',
  feeFils: FEE,
  startDate: '2026-01-15',
  probationEnd: '2026-07-15',
  contractEnd: '2028-01-15',
  endedOn: '2026-03-01',
  reason: 'failedProbation',
  namedByClient: false,
  refundDueDays: 14,
  governmentFeesFils: GOVERNMENT_FEES,
};
const BOTH: TRemedy[] = ['refund', 'replacement'];

type TCase = { name: string; input: Partial<TGuaranteeInput>; expected: Partial<TGuaranteeOutcome> };

/** Worked out by hand from the law's rules (guarantee.ts's comment), not from the code. */
const CASES: TCase[] = [
  // Within probation: the whole fee for every reason the law names, none for the family's own; due two weeks after the return.
  ...(['failedProbation', 'resigned', 'absconded', 'termsNotMet'] as const).map((reason): TCase => ({
    name: `${reason} within probation: the whole fee, not the government fees`,
    input: { reason, endedOn: '2026-03-01' },
    expected: {
      basis: 'fullWithinProbation',
      remedies: BOTH,
      refundFils: FEE,
      governmentFeesRefundFils: 0,
      inProbation: true,
      remainingDays: 685,
      dueOn: '2026-03-15',
    },
  })),
  {
    name: 'medically unfit within probation: the whole fee and the government fees',
    input: { reason: 'medicallyUnfit', endedOn: '2026-03-01' },
    expected: { basis: 'fullWithinProbation', remedies: BOTH, refundFils: FEE, governmentFeesRefundFils: GOVERNMENT_FEES, dueOn: '2026-03-15' },
  },
  {
    name: 'medically unfit with no government fees recorded: the fee alone',
    input: { reason: 'medicallyUnfit', governmentFeesFils: undefined },
    expected: { basis: 'fullWithinProbation', refundFils: FEE, governmentFeesRefundFils: 0 },
  },
  {
    name: 'medically unfit, the family named her: nothing, not even the government fees',
    input: { reason: 'medicallyUnfit', namedByClient: true },
    expected: { basis: 'namedWorker', refundFils: 0, governmentFeesRefundFils: 0, dueOn: null },
  },
  {
    // 14 December 2026 + 14 days crosses the year.
    name: 'the refund due date crosses into the next year',
    input: { reason: 'resigned', endedOn: '2026-12-20' },
    expected: { basis: 'proRata', dueOn: '2027-01-03' },
  },
  {
    name: 'a package paying faster: 7 days to pay',
    input: { reason: 'failedProbation', endedOn: '2026-03-01', refundDueDays: 7 },
    expected: { basis: 'fullWithinProbation', dueOn: '2026-03-08' },
  },
  {
    name: 'a placement that kept the old 30 days: due 30 days after',
    input: { reason: 'failedProbation', endedOn: '2026-03-01', refundDueDays: 30 },
    expected: { basis: 'fullWithinProbation', dueOn: '2026-03-31' },
  },
  {
    // A package whose full-refund window is one month: 15 February, and pro rata after it (685 of 730 days left).
    name: 'a one-month full-refund window: pro rata after it',
    input: { reason: 'resigned', probationEnd: '2026-02-15', endedOn: '2026-03-01' },
    expected: { basis: 'proRata', inProbation: false, refundFils: 985_274, remainingDays: 685, dueOn: '2026-03-15' },
  },
  {
    name: 'family reason within probation: nothing',
    input: { reason: 'familyReason', endedOn: '2026-03-01' },
    expected: { basis: 'familyReason', remedies: [], refundFils: 0, inProbation: true, dueOn: null },
  },
  {
    name: 'the day before the probation ends: still the whole fee',
    input: { reason: 'resigned', endedOn: '2026-07-14' },
    expected: { basis: 'fullWithinProbation', refundFils: FEE, inProbation: true, remainingDays: 550, dueOn: '2026-07-28' },
  },
  {
    // 549 of 730 days left: 1,050,000 x 549 / 730 = 789,657.53.
    name: 'on the day the probation ends: pro rata',
    input: { reason: 'resigned', endedOn: '2026-07-15' },
    expected: { basis: 'proRata', remedies: BOTH, refundFils: 789_658, inProbation: false, contractDays: 730, remainingDays: 549, dueOn: '2026-07-29' },
  },
  {
    // Half the contract left: 525,000.
    name: 'resigned a year in: half the fee',
    input: { reason: 'resigned', endedOn: '2027-01-15' },
    expected: { basis: 'proRata', refundFils: 525_000, remainingDays: 365, dueOn: '2027-01-29' },
  },
  {
    // 311 days left: 1,050,000 x 311 / 730 = 447,328.77.
    name: 'absconded after probation: pro rata',
    input: { reason: 'absconded', endedOn: '2027-03-10' },
    expected: { basis: 'proRata', remedies: BOTH, refundFils: 447_329, remainingDays: 311, dueOn: '2027-03-24' },
  },
  ...(['failedProbation', 'termsNotMet', 'medicallyUnfit'] as const).map((reason): TCase => ({
    name: `${reason} after probation: not a case for a refund`,
    input: { reason, endedOn: '2027-01-15' },
    expected: { basis: 'noValidCase', remedies: [], refundFils: 0, governmentFeesRefundFils: 0, inProbation: false, dueOn: null },
  })),
  {
    name: 'family reason after probation: nothing',
    input: { reason: 'familyReason', endedOn: '2027-01-15' },
    expected: { basis: 'familyReason', remedies: [], refundFils: 0 },
  },
  {
    // One day left: 1,050,000 / 730 = 1,438.36.
    name: 'the last day of the contract: one day of it',
    input: { reason: 'absconded', endedOn: '2028-01-14' },
    expected: { basis: 'proRata', refundFils: 1_438, remainingDays: 1, dueOn: '2028-01-28' },
  },
  {
    name: 'on the day the contract ends: nothing left',
    input: { reason: 'resigned', endedOn: '2028-01-15' },
    expected: { basis: 'contractEnded', remedies: [], refundFils: 0, remainingDays: 0 },
  },
  {
    name: 'after the contract ended: nothing',
    input: { reason: 'absconded', endedOn: '2028-03-01' },
    expected: { basis: 'contractEnded', refundFils: 0, remainingDays: 0, contractDays: 730 },
  },
  {
    name: 'named worker within probation: nothing',
    input: { reason: 'failedProbation', namedByClient: true },
    expected: { basis: 'namedWorker', remedies: [], refundFils: 0, inProbation: true, dueOn: null },
  },
  {
    name: 'named worker, resigned after probation: nothing',
    input: { reason: 'resigned', endedOn: '2027-01-15', namedByClient: true },
    expected: { basis: 'namedWorker', refundFils: 0 },
  },
  {
    name: 'named worker and the family reason: the family reason is given',
    input: { reason: 'familyReason', namedByClient: true },
    expected: { basis: 'familyReason', refundFils: 0 },
  },
  {
    name: 'Monthly: replacement at any time, no refund',
    input: { package: 'Monthly', probationEnd: null, contractEnd: null, reason: 'resigned', endedOn: '2026-02-01' },
    expected: { basis: 'monthlyReplacement', remedies: ['replacement'], refundFils: 0, inProbation: false, remainingDays: 0, dueOn: null },
  },
  {
    name: 'Monthly, for the family reason: still a replacement',
    input: { package: 'Monthly', probationEnd: null, contractEnd: null, reason: 'familyReason', endedOn: '2026-02-01' },
    expected: { basis: 'monthlyReplacement', remedies: ['replacement'], refundFils: 0 },
  },
];

describe('guaranteeOutcome', () => {
  it.each(CASES)('$name', ({ input, expected }) => {
    const outcome = guaranteeOutcome({ ...MAIN, ...input });
    expect(outcome).toMatchObject({ feeFils: FEE, ...expected });
  });

  it('refunds the fee the family paid, whatever it is', () => {
    expect(guaranteeOutcome({ ...MAIN, feeFils: 0 }).refundFils).toBe(0);
    expect(guaranteeOutcome({ ...MAIN, feeFils: 525_000, reason: 'resigned', endedOn: '2027-01-15' }).refundFils).toBe(262_500);
  });
});

describe('the guarantee dates', () => {
  it('adds months, the 31st falling on a shorter month’s last day', () => {
    expect(addMonths('2026-01-15', 6)).toBe('2026-07-15');
    expect(addMonths('2026-01-15', 24)).toBe('2028-01-15');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-12-31', 1)).toBe('2027-01-31');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-03-01', 14)).toBe('2026-03-15');
    expect(addDays('2026-02-20', 14)).toBe('2026-03-06');
    expect(addDays('2026-03-01', 30)).toBe('2026-03-31');
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('vatInside', () => {
  it('splits a refund as its invoice was split: 5 % VAT inside the total', () => {
    expect(vatInside(1_050_000, 0.05)).toEqual({ subtotalFils: 1_000_000, vatFils: 50_000, totalFils: 1_050_000 });
    // 447,329 / 1.05 = 426,027.62: VAT 21,301.38 rounds to 21,301.
    expect(vatInside(447_329, 0.05)).toEqual({ subtotalFils: 426_028, vatFils: 21_301, totalFils: 447_329 });
  });
});
