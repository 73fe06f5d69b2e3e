import type { TPackageKind } from './constants.js';
import { addDays, daysBetween } from './uae-time.js';

/**
 * The guarantee after a hire (UAE Federal Decree-Law No. 9 of 2022 on domestic workers and Cabinet
 * Resolution 106/2022, its executive regulations): within the full-refund window (the probation) the
 * agency replaces the worker or refunds the whole fee, and where she was found medically unfit the
 * government fees the family paid as well; after it, when she leaves without a valid reason, it
 * refunds the fee in proportion to the contract time left. No refund is due for the family's own
 * reason or where the family named the worker. Monthly hires are replaced at any time and carry no
 * refund of the recruitment kind.
 *
 * The window, the contract and the days to pay are settings per package (decision 026); these are
 * the regulation's defaults, and each placement keeps the terms it started with.
 */
export const PROBATION_MONTHS = 6;
export const CONTRACT_MONTHS = 24;
/** The refund is due within two weeks of the worker's return or the report of her absence (the regulation's longest). */
export const REFUND_DUE_DAYS = 14;
/** The bounds staff may set a package's terms within. */
export const GUARANTEE_TERM_LIMITS = {
  contractMonths: { min: 1, max: 60 },
  fullRefundMonths: { min: 1 },
  refundDueDays: { min: 1, max: REFUND_DUE_DAYS },
} as const;
/** The client is told this many days before the probation ends, and before a Monthly period ends. */
export const PROBATION_NOTICE_DAYS = 14;
export const RENEWAL_NOTICE_DAYS = 7;
/** "Ending soon" on the placements list and the dashboard. */
export const ENDING_SOON_DAYS = 30;

/** Why a client returns the worker: the law's cases, and the family's own reason. */
export const RETURN_REASONS = ['failedProbation', 'resigned', 'absconded', 'termsNotMet', 'medicallyUnfit', 'familyReason'] as const;
export type TReturnReason = (typeof RETURN_REASONS)[number];

/** The reasons the law names for a refund in proportion to the time left, after the probation. */
const PRO_RATA_REASONS: readonly TReturnReason[] = ['resigned', 'absconded'];

export const REMEDIES = ['refund', 'replacement'] as const;
export type TRemedy = (typeof REMEDIES)[number];

export const GUARANTEE_BASES = ['fullWithinProbation', 'proRata', 'monthlyReplacement', 'familyReason', 'namedWorker', 'noValidCase', 'contractEnded'] as const;
export type TGuaranteeBasis = (typeof GUARANTEE_BASES)[number];

export type TGuaranteeInput = {
  package: TPackageKind;
  /** What the family paid for the recruitment, VAT included, in fils. */
  feeFils: number;
  /** Dates as YYYY-MM-DD in UAE time. */
  startDate: string;
  probationEnd: string | null;
  contractEnd: string | null;
  /** The day she was returned or reported absent. */
  endedOn: string;
  reason: TReturnReason;
  /** The family named this worker and the agency recruited her on that basis. */
  namedByClient: boolean;
  /** Days from the return (or the report of the absence) to pay the refund: the placement's own term. */
  refundDueDays: number;
  /** Government fees the family paid for this worker (visa, medical test, Emirates ID), in fils; 0 when none were recorded. */
  governmentFeesFils?: number;
};

export type TGuaranteeOutcome = {
  basis: TGuaranteeBasis;
  /** What the client may choose between; empty when the guarantee does not cover the return. */
  remedies: TRemedy[];
  /** The refund of the fee, VAT inside it: what a tax credit note reverses. */
  refundFils: number;
  /** Government fees refunded on top (a medically unfit worker within the full-refund window); outside VAT. */
  governmentFeesRefundFils: number;
  feeFils: number;
  inProbation: boolean;
  /** The whole contract and the part of it left on the day she ended, in days. */
  contractDays: number;
  remainingDays: number;
  /** The refund is due by this day (YYYY-MM-DD), when there is one. */
  dueOn: string | null;
};

/** Refund or replacement for a return, and how much: the one place these rules live. */
export function guaranteeOutcome(input: TGuaranteeInput): TGuaranteeOutcome {
  const contractEnd = input.contractEnd ?? input.endedOn;
  const contractDays = Math.max(0, daysBetween(input.startDate, contractEnd));
  const remainingDays = Math.min(contractDays, Math.max(0, daysBetween(input.endedOn, contractEnd)));
  const inProbation = input.probationEnd !== null && input.endedOn < input.probationEnd;
  const base = { feeFils: input.feeFils, inProbation, contractDays, remainingDays };
  const none = (basis: TGuaranteeBasis, remedies: TRemedy[] = []): TGuaranteeOutcome => ({
    ...base,
    basis,
    remedies,
    refundFils: 0,
    governmentFeesRefundFils: 0,
    dueOn: null,
  });
  const refund = (basis: TGuaranteeBasis, refundFils: number, governmentFeesRefundFils = 0): TGuaranteeOutcome => ({
    ...base,
    basis,
    remedies: ['refund', 'replacement'],
    refundFils,
    governmentFeesRefundFils,
    dueOn: addDays(input.endedOn, input.refundDueDays),
  });

  if (input.package === 'Monthly') return none('monthlyReplacement', ['replacement']);
  if (input.reason === 'familyReason') return none('familyReason');
  if (input.namedByClient) return none('namedWorker');
  if (inProbation) return refund('fullWithinProbation', input.feeFils, input.reason === 'medicallyUnfit' ? Math.max(0, input.governmentFeesFils ?? 0) : 0);
  if (remainingDays === 0) return none('contractEnded');
  if (!PRO_RATA_REASONS.includes(input.reason)) return none('noValidCase');
  return refund('proRata', Math.round((input.feeFils * remainingDays) / contractDays));
}

/** A credit note reverses the VAT inside the refunded amount: its total splits as the invoice's did. */
export function vatInside(totalFils: number, vatRate: number) {
  const vatFils = Math.round((totalFils * vatRate) / (1 + vatRate));
  return { subtotalFils: totalFils - vatFils, vatFils, totalFils };
}
