import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { countryByCode, EMIRATES, todayInUae, type TPackageKind } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { clientProfiles, countries, labors, orders, packages, placements, positions, users, visaProcesses } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { getSettings } from '../cms/service.js';

/** A value named in both languages. */
export type TNamed = { name: string; nameAr: string };

/** The guarantee's terms the contract states: Main's probation (the full-refund window) and term, or Monthly's months paid. */
export type TContractTerms = { packageKind: 'Main'; probationMonths: number; contractMonths: number } | { packageKind: 'Monthly'; months: number };

/** What the standard employment contract is drawn from: the order, the sponsor, the worker, the package's terms. */
export type TContractFacts = {
  orderNumber: string;
  /** The day it is drawn up (UAE day). */
  drawnOn: string;
  agency: { legalName: string; legalNameAr: string };
  employer: {
    name: string;
    nameAr: string;
    phone: string;
    email: string;
    nationality: TNamed | null;
    emiratesId: string;
    emirate: TNamed | null;
    address: string;
  };
  worker: { name: string; nameAr: string; code: string; nationality: TNamed; passportNumber: string; position: TNamed; salaryAed: number };
  terms: TContractTerms;
};

const replaced = alias(placements, 'replaced');

/** The process's order with its client and placement (the one it started, or the one it replaces); 404 without one. */
async function orderRowOf(db: TDb, processId: number) {
  const [row] = await db
    .select({
      laborId: visaProcesses.laborId,
      order: orders,
      client: { userName: users.userName, phone: users.phoneNumber, email: users.email },
      profile: clientProfiles,
      placement: { fullRefundMonths: placements.fullRefundMonths, contractMonths: placements.contractMonths },
      replaced: { fullRefundMonths: replaced.fullRefundMonths, contractMonths: replaced.contractMonths },
    })
    .from(visaProcesses)
    .leftJoin(orders, eq(orders.id, visaProcesses.orderId))
    .leftJoin(users, eq(users.id, orders.clientId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, orders.clientId))
    .leftJoin(placements, eq(placements.orderId, orders.id))
    .leftJoin(replaced, eq(replaced.id, orders.replacesPlacementId))
    .where(eq(visaProcesses.id, processId));
  if (!row) throw new AppError(404, 'processes.notFound');
  if (!row.order || !row.client) throw new AppError(404, 'processes.contractNeedsOrder');
  return { ...row, order: row.order, client: row.client };
}

/** The process's worker with her nationality and position in both languages. */
async function workerOf(db: TDb, laborId: number) {
  const [row] = await db
    .select({ worker: labors, nationality: { name: countries.name, nameAr: countries.nameAr }, position: { name: positions.name, nameAr: positions.nameAr } })
    .from(labors)
    .innerJoin(countries, eq(countries.id, labors.countryId))
    .innerJoin(positions, eq(positions.id, labors.positionId))
    .where(eq(labors.id, laborId));
  if (!row) throw new Error(`The worker ${laborId} of a process is missing`);
  return row;
}

type TMonths = { fullRefundMonths: number | null; contractMonths: number | null } | null;

/**
 * The terms as the placement computes them (placements/start.ts): the placement's own once she is
 * handed over, a replacement's carried from the placement it replaces, else the package's today.
 */
async function termsOf(db: TDb, packageKind: TPackageKind, months: number | null, kept: TMonths[]): Promise<TContractTerms> {
  if (packageKind === 'Monthly') return { packageKind, months: months ?? 1 };
  const known = kept.find((terms) => terms?.fullRefundMonths != null && terms.contractMonths != null);
  if (known) return { packageKind, probationMonths: known.fullRefundMonths!, contractMonths: known.contractMonths! };
  const [terms] = await db
    .select({ fullRefundMonths: packages.fullRefundMonths, contractMonths: packages.contractMonths })
    .from(packages)
    .where(eq(packages.kind, packageKind));
  return { packageKind, probationMonths: terms?.fullRefundMonths ?? 6, contractMonths: terms?.contractMonths ?? 24 };
}

/** The contract's facts of a process; 404 for an unknown process and for one without an order. */
export async function contractFactsOf(db: TDb, processId: number, now: Date): Promise<TContractFacts> {
  const row = await orderRowOf(db, processId);
  const { order, client, profile } = row;
  const [{ worker, nationality, position }, english, arabic, terms] = await Promise.all([
    workerOf(db, row.laborId),
    getSettings(db, 'en'),
    getSettings(db, 'ar'),
    termsOf(db, order.packageKind, order.months, [row.placement, row.replaced]),
  ]);
  const sponsorCountry = countryByCode(profile?.nationality);
  const emirate = EMIRATES.find((one) => one.key === profile?.emirate);
  return {
    orderNumber: order.number,
    drawnOn: todayInUae(now),
    // The name its tax invoices carry, else the site's.
    agency: { legalName: english.agencyLegalName || english.siteName || '', legalNameAr: arabic.agencyLegalName || arabic.siteName || '' },
    employer: {
      name: profile?.fullName || client.userName,
      nameAr: profile?.fullNameAr || profile?.fullName || client.userName,
      phone: client.phone,
      email: client.email,
      nationality: sponsorCountry ? { name: sponsorCountry.name, nameAr: sponsorCountry.nameAr } : null,
      emiratesId: profile?.emiratesId ?? '',
      emirate: emirate ? { name: emirate.name, nameAr: emirate.nameAr } : null,
      address: profile?.address ?? '',
    },
    worker: {
      name: worker.name,
      nameAr: worker.nameAr || worker.name,
      code: worker.code,
      nationality,
      passportNumber: worker.passportNumber,
      position,
      salaryAed: worker.salaryAed,
    },
    terms,
  };
}
