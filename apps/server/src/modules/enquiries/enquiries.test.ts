import { todayInUae } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app.js';
import { laborInput } from '../../test/labors.js';
import { adminHeaders, arabic, createTestApp } from '../../test/test-app.js';

let app: TApp;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminHeaders(app);
});
afterAll(async () => app.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '10.7.0.1') =>
  app.inject({ method: 'POST', url, payload, headers, remoteAddress });
const dayFromToday = (days: number) => {
  const [year, month, day] = todayInUae().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

describe('enquiries and callback requests', () => {
  it('takes an enquiry about a worker and a callback for today, and the admin sees both', async () => {
    const labor = (await app.inject({ method: 'POST', url: '/api/admin/labors', headers: admin, payload: await laborInput(app) })).json().data;
    const enquiry = await post('/api/enquiries', { name: 'Aisha', phoneNumber: '501234567', message: 'Is she available in March?', laborId: labor.id });
    expect(enquiry.statusCode).toBe(201);
    expect(enquiry.json().message).toBe('Thank you, we received your enquiry and will call you soon');
    const callback = await post('/api/callback-requests', { name: 'Khalid', phoneNumber: '551234567', preferredDate: todayInUae() }, arabic);
    expect(callback.statusCode).toBe(201);
    expect(callback.json().message).toBe('شكرًا لك، سنتصل بك في التاريخ الذي اخترته');

    const list = (await app.inject({ url: '/api/admin/enquiries', headers: admin })).json().data;
    expect(list.totalCount).toBe(2);
    expect(list.items[0]).toMatchObject({ kind: 'callback', name: 'Khalid', preferredDate: todayInUae(), labor: null, isHandled: false });
    expect(list.items[1]).toMatchObject({ kind: 'enquiry', labor: { id: labor.id, code: labor.code } });

    const handled = await app.inject({ method: 'PUT', url: `/api/admin/enquiries/${list.items[1].id}/handled`, headers: admin, payload: { isHandled: true } });
    expect(handled.statusCode).toBe(200);
    const open = (await app.inject({ url: '/api/admin/enquiries?handled=false', headers: admin })).json().data;
    expect(open.items.map((item: { name: string }) => item.name)).toEqual(['Khalid']);
    expect((await app.inject({ url: '/api/admin/enquiries?search=march', headers: admin })).json().data.totalCount).toBe(1);
    for (const typed of ['050 123 4567', '0501234567', '+971 50 123 4567', '971501234567', '٠٥٠١٢٣٤٥٦٧']) {
      const found = (await app.inject({ url: `/api/admin/enquiries?search=${encodeURIComponent(typed)}`, headers: admin })).json().data;
      expect(
        found.items.map((item: { name: string }) => item.name),
        typed,
      ).toEqual(['Aisha']);
    }
  });

  it('refuses a callback date in the past in the spec words', async () => {
    const response = await post('/api/callback-requests', { name: 'Late', phoneNumber: '501234567', preferredDate: dayFromToday(-1) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ preferredDate: 'Date Cannot Be In Past' });
    const inArabic = await post('/api/callback-requests', { name: 'Late', phoneNumber: '501234567', preferredDate: dayFromToday(-1) }, arabic);
    expect(inArabic.json().errors.preferredDate).toBe('لا يمكن أن يكون التاريخ في الماضي');
  });

  it('requires the phone number and refuses a worker that does not exist', async () => {
    const noPhone = await post('/api/callback-requests', { name: 'No phone', preferredDate: dayFromToday(2) });
    expect(noPhone.json().errors).toEqual({ phoneNumber: 'Phone number is required' });
    const ghost = await post('/api/enquiries', { name: 'A', phoneNumber: '501234567', message: 'Hi', laborId: 999999 });
    expect(ghost.statusCode).toBe(422);
    expect(ghost.json().errors).toEqual({ laborId: 'This worker is not in our catalogue' });
  });

  it('limits how many requests one address sends', async () => {
    const send = () => post('/api/callback-requests', { name: 'Spam', phoneNumber: '501234567', preferredDate: dayFromToday(1) }, {}, '10.7.9.9');
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(429);
  });
});
