import { LABOR_STATUSES, LANGUAGE_ID } from '@app/shared';
import { currentLanguageId } from '../../lib/language';

/** A value's name in the reader's language; the English name when no Arabic one was given. */
export function localName(value: { name: string; nameAr: string }): string {
  return currentLanguageId() === LANGUAGE_ID.arabic && value.nameAr ? value.nameAr : value.name;
}

export const STATUS_KEYS = {
  Available: 'laborsAdmin.statusAvailable',
  NotAvailable: 'laborsAdmin.statusNotAvailable',
  InService: 'laborsAdmin.statusInService',
} as const satisfies Record<(typeof LABOR_STATUSES)[number], string>;
