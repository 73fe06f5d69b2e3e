import sharp from 'sharp';
import { todayInUae, type TLaborInput } from '@app/shared';
import type { TApp } from '../app-type.js';

/** One photo per app: each test app has its own upload folder. */
const photoOfApp = new WeakMap<TApp, { image: string; thumbnail: string }>();
let workersMade = 0;

/** ISO day `years` years (and `days` days) before today in the UAE, where ages are counted (from 20:00 UTC it is already tomorrow there). */
export function bornYearsAgo(years: number, days = 0, now = new Date()) {
  const today = new Date(`${todayInUae(now)}T00:00:00Z`);
  return new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() - days)).toISOString().slice(0, 10);
}

/** A complete, valid worker; reference ids are the first seeded values unless overridden. */
export async function laborInput(app: TApp, overrides: Partial<TLaborInput> = {}): Promise<TLaborInput> {
  let photo = photoOfApp.get(app);
  if (!photo) {
    photo = await app.uploads.saveImage(
      await sharp({ create: { width: 400, height: 500, channels: 3, background: '#b5651d' } })
        .jpeg()
        .toBuffer(),
    );
    photoOfApp.set(app, photo);
  }
  return {
    name: 'Maria Santos',
    nameAr: 'ماريا سانتوس',
    dateOfBirth: bornYearsAgo(30, 40),
    gender: 'female',
    countryId: 1,
    positionId: 1,
    religionId: 2,
    educationLevelId: 3,
    maritalStatusId: 1,
    languageIds: [1, 3],
    // Passport numbers are unique: each worker made here gets the next one (P1234567A, P1234568A, ...).
    passportNumber: `P${1_234_567 + workersMade++}A`,
    passportIssueDate: '2022-03-01',
    passportExpiryDate: '2032-02-28',
    passportIssuePlace: 'Manila',
    address: '12 Rizal Street, Quezon City',
    kids: 1,
    heightCm: 158,
    weightKg: 55,
    salaryAed: 1800,
    skills: [
      { name: 'Cleaning', nameAr: 'التنظيف' },
      { name: 'Ironing', nameAr: 'الكيّ' },
    ],
    experiences: [
      { country: 'UAE', countryAr: 'الإمارات', position: 'Housemaid', positionAr: 'عاملة منزلية', period: '2 years', periodAr: 'سنتان' },
      { country: 'Saudi Arabia', countryAr: 'السعودية', position: 'Nanny', positionAr: 'مربية', period: '3 years', periodAr: '3 سنوات' },
    ],
    photo: photo.image,
    thumbnail: photo.thumbnail,
    video: null,
    isActive: true,
    status: 'Available',
    stage: 'atAccommodation',
    sourceAgency: '',
    arrivedOn: null,
    availableFrom: null,
    ...overrides,
  };
}
