import { type LABOR_STATUSES } from '@app/shared';

export const STATUS_KEYS = {
  Available: 'laborsAdmin.statusAvailable',
  NotAvailable: 'laborsAdmin.statusNotAvailable',
  InService: 'laborsAdmin.statusInService',
  Absconded: 'laborsAdmin.statusAbsconded',
} as const satisfies Record<(typeof LABOR_STATUSES)[number], string>;
