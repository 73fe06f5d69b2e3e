import type { APIRequestContext } from '@playwright/test';
import { uniquePassport } from './constants';
import { expect, signInThroughApi } from './fixtures';

// A 1x1 PNG, written by the test: no binary fixture in the repository.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-03-15`;

/** A session through the API, with the admin's second step when the account has one. */
export const apiToken = (request: APIRequestContext, credentials: { userName: string; password: string }) => signInThroughApi(request, credentials);

/** An Available worker of our own, so the two languages never request the same one. */
/** A nanny from the Philippines; `extra` changes or adds fields of the worker's form (isActive: false hides her). */
export async function addWorker(request: APIRequestContext, adminToken: string, name: string, extra: Record<string, unknown> = {}) {
  const headers = { authorization: `Bearer ${adminToken}` };
  const photo = await request.post('/api/uploads/image', { headers, multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: PNG } } });
  const { image, thumbnail } = ((await photo.json()) as { data: { image: string; thumbnail: string } }).data;
  const response = await request.post('/api/admin/labors', {
    headers,
    data: {
      name,
      dateOfBirth: yearsAgo(29),
      gender: 'female',
      countryId: 1,
      positionId: 2,
      religionId: 2,
      educationLevelId: 3,
      maritalStatusId: 1,
      passportNumber: uniquePassport(),
      passportIssueDate: '2023-01-01',
      passportExpiryDate: '2033-01-01',
      passportIssuePlace: 'Manila',
      address: 'Quezon City',
      salaryAed: 2200,
      skills: [{ name: 'Childcare', nameAr: 'رعاية الأطفال' }],
      experiences: [{ country: 'Kuwait', position: 'Nanny', period: '3 years' }],
      photo: image,
      thumbnail,
      ...extra,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}
