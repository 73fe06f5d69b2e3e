import { accountModule } from './account/module.js';
import { applicantsModule } from './applicants/module.js';
import { auditModule } from './audit/module.js';
import { authModule } from './auth/module.js';
import { clientsModule } from './clients/module.js';
import { cmsModule } from './cms/module.js';
import { contentModule } from './content/module.js';
import { cvModule } from './cv/module.js';
import { dashboardModule } from './dashboard/module.js';
import { documentsModule } from './documents/module.js';
import { enquiriesModule } from './enquiries/module.js';
import { healthModule } from './health/module.js';
import { laborsModule } from './labors/module.js';
import { lookupsModule } from './lookups/module.js';
import type { TModule } from './module.js';
import { ordersModule } from './orders/module.js';
import { paymentsModule } from './payments/module.js';
import { placementsModule } from './placements/module.js';
import { processDocumentsModule } from './process-documents/module.js';
import { processFeesModule } from './process-fees/module.js';
import { processesModule } from './processes/module.js';
import { reportsModule } from './reports/module.js';
import { shortlistModule } from './shortlist/module.js';
import { slotsModule } from './slots/module.js';
import { staffNotificationsModule } from './staff-notifications/module.js';
import { staffModule } from './staff/module.js';
import { statementModule } from './statement/module.js';
import { uploadsModule } from './uploads/module.js';
import { workerImportModule } from './worker-import/module.js';

/** The server's modules, in the order their routes are registered: a new module is one line here. */
export const MODULES: readonly TModule[] = [
  healthModule,
  contentModule,
  lookupsModule,
  authModule,
  accountModule,
  clientsModule,
  staffModule,
  uploadsModule,
  laborsModule,
  shortlistModule,
  workerImportModule,
  enquiriesModule,
  ordersModule,
  slotsModule,
  placementsModule,
  processesModule,
  processFeesModule,
  processDocumentsModule,
  applicantsModule,
  paymentsModule,
  documentsModule,
  dashboardModule,
  reportsModule,
  statementModule,
  cmsModule,
  auditModule,
  staffNotificationsModule,
  cvModule,
];
