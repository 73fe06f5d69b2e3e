import { z } from './zod.js';
import { ZApplicantCountsSchema } from './applicants.js';
import { ZDocumentCountsSchema } from './documents.js';
import { ZOrderStatusCountsSchema, ZOrderSummarySchema } from './orders.js';
import { ZFinanceDashboardSchema } from './payments.js';

/** The back office's first page: each panel from its own domain, null for a role that may not see it. */
export const ZDashboardSchema = z.object({
  totals: z.object({ orders: z.number().int(), clients: z.number().int(), workers: z.number().int() }),
  workersByCountry: z.array(z.object({ id: z.number().int(), name: z.string(), nameAr: z.string(), count: z.number().int() })),
  ordersByStatus: ZOrderStatusCountsSchema,
  recentOrders: z.array(ZOrderSummarySchema),
  expiringPassports: z.array(
    z.object({ id: z.number().int(), code: z.string(), name: z.string(), nameAr: z.string(), passportExpiryDate: z.string(), daysLeft: z.number().int() }),
  ),
  /** Revenue, money and refunds due, renewals due and placements ending soon; null for a role without orders.view. */
  afterHire: ZFinanceDashboardSchema.nullable(),
  /** Documents expired and expiring within 30 days; null for a role without labors.manage. */
  documents: ZDocumentCountsSchema.nullable(),
  /** New applicants and follow-ups due; null for a role without applicants.manage. */
  applicants: ZApplicantCountsSchema.nullable(),
  /** Today's callbacks: callbacks and follow-ups due by today; null for a role without enquiries.manage. */
  enquiries: z.object({ due: z.number().int() }).nullable(),
  /** Visa process steps not finished by their due day; null for a role without orders.view. */
  processes: z.object({ overdueSteps: z.number().int() }).nullable(),
});
export type TDashboard = z.infer<typeof ZDashboardSchema>;
