import { ZPlacementSchema, ZPlacementSummarySchema, type TPlacement, type TPlacementSummary } from '@app/shared';

type TGuarantee = NonNullable<TPlacement['guarantee']>;

/** What the list's row and the placement itself say of a Main placement delivered on 1 December 2026, in its probation. */
const MAIN_IN_PROBATION = {
  id: 5,
  orderId: 7,
  orderNumber: 'ORD-2026-0007',
  status: 'active',
  package: 'Main',
  labor: { id: 42, code: 'LB-0042', name: 'Maria Santos', nameAr: 'ماريا سانتوس', thumbnail: 'b'.repeat(32) + '.webp' },
  client: { id: 21, userName: 'Mariam Al Zaabi' },
  startDate: '2026-12-01',
  probationEnd: '2027-06-01',
  contractEnd: '2028-12-01',
  paidUntil: null,
  endsOn: '2028-12-01',
  inProbation: true,
  endKind: null,
  endedOn: null,
} satisfies TPlacementSummary;

/** That placement as a row of the placements list (tests only). */
export const aPlacementSummary = (overrides: Partial<TPlacementSummary> = {}): TPlacementSummary =>
  ZPlacementSummarySchema.parse({ ...MAIN_IN_PROBATION, ...overrides });

/** That placement as the server answers it, with nothing ended and no step offered (tests only). */
export const aPlacement = (overrides: Partial<TPlacement> = {}): TPlacement =>
  ZPlacementSchema.parse({
    ...MAIN_IN_PROBATION,
    version: 1,
    stopAtPaidUntil: false,
    monthlyPriceAed: null,
    terms: { fullRefundMonths: 6, contractMonths: 24, refundDueDays: 14 },
    replaces: null,
    end: null,
    guarantee: null,
    remedy: null,
    refund: null,
    replacementOrder: null,
    timeline: [{ at: '2026-12-01T08:00:00.000Z', event: 'started', actor: 'admin', actorName: 'Office Admin', note: '' }],
    actions: [],
    ...overrides,
  });

/** Returned on 10 January 2027, within that placement's probation: the whole fee back by 24 January (two weeks), or a replacement. */
export const aGuaranteeInProbation = (inputs: Partial<TGuarantee['inputs']> = {}): TGuarantee => ({
  basis: 'fullWithinProbation',
  remedies: ['refund', 'replacement'],
  refundAed: 13125,
  governmentFeesRefundAed: 0,
  feeAed: 13125,
  inProbation: true,
  contractDays: 730,
  remainingDays: 690,
  dueOn: '2027-01-24',
  inputs: {
    startDate: '2026-12-01',
    probationEnd: '2027-06-01',
    contractEnd: '2028-12-01',
    endedOn: '2027-01-10',
    reason: 'failedProbation',
    namedByClient: false,
    refundDueDays: 14,
    governmentFeesAed: 0,
    ...inputs,
  },
});
