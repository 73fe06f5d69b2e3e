import type { APIRequestContext } from '@playwright/test';
import type { TSlot, TSlotPublishInput } from '../packages/shared/src/schemas/slots';
import { expect } from './fixtures';

/** A UAE day some days from now, "2026-12-08". */
export const uaeDayIn = (days: number) => new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The first branch of the agency, as the site lists them (office interviews are at one). */
export async function firstBranch(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const response = await request.get('/api/ContactInfo/Get?langId=2');
  const branches = ((await response.json()) as { data: { branchs: Array<{ id: number; name: string }> } }).data.branchs;
  return branches[0]!;
}

/**
 * Publishes interview slots through the API as staff (one day by default, every weekday, online),
 * and answers the slots of those days: a later story books one without going through the UI.
 */
export async function publishSlots(request: APIRequestContext, adminToken: string, input: Partial<TSlotPublishInput> & { fromDay: string }): Promise<TSlot[]> {
  const headers = { authorization: `Bearer ${adminToken}` };
  const body: TSlotPublishInput = {
    toDay: input.fromDay,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    fromTime: '09:00',
    toTime: '10:00',
    minutes: 30,
    capacity: 1,
    interviewType: 'online',
    meetingLink: 'https://meet.example.com/e2e-slots',
    ...input,
  };
  const published = await request.post('/api/admin/interview-slots', { headers, data: body });
  expect(published.status(), await published.text()).toBe(201);
  const days = Math.round((Date.parse(body.toDay) - Date.parse(body.fromDay)) / 86_400_000) + 1;
  const listed = await request.get(`/api/admin/interview-slots?fromDay=${body.fromDay}&days=${days}`, { headers });
  // Only the slots this call published: the demo data publishes slots of its own on the coming days.
  const uaeTime = (slot: TSlot) => new Date(Date.parse(slot.startsAt) + 4 * 3_600_000).toISOString().slice(11, 16);
  return ((await listed.json()) as { data: TSlot[] }).data.filter(
    (slot) => slot.interviewType === body.interviewType && uaeTime(slot) >= body.fromTime && uaeTime(slot) < body.toTime,
  );
}
