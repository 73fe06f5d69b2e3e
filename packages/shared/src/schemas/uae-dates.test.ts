import { afterEach, describe, expect, it, vi } from 'vitest';
import { ageOn, LABOR_MIN_AGE } from './labors.js';
import { todayInUae } from '../uae-time.js';
import { ZCallbackInputSchema } from './enquiries.js';

// The UAE is UTC+4 all year: 23:59 there is 19:59 UTC, midnight is 20:00 UTC the day before.
const LAST_MINUTE_OF_24TH = new Date('2026-11-24T19:59:00Z');
const MIDNIGHT_OF_25TH = new Date('2026-11-24T20:00:00Z');

afterEach(() => vi.useRealTimers());

describe('date rules in UAE time, whatever the server time zone', () => {
  it(`runs in the time zone it was given (${process.env.TZ ?? 'the machine'})`, () => {
    const offsets: Record<string, number> = { UTC: 0, 'America/Los_Angeles': 480 };
    const expected = process.env.TZ ? offsets[process.env.TZ] : undefined;
    if (expected !== undefined) expect(LAST_MINUTE_OF_24TH.getTimezoneOffset()).toBe(expected);
  });

  it('turns the day at midnight in the UAE', () => {
    expect(todayInUae(LAST_MINUTE_OF_24TH)).toBe('2026-11-24');
    expect(todayInUae(MIDNIGHT_OF_25TH)).toBe('2026-11-25');
  });

  it("adds a year to a worker's age at midnight of her birthday in the UAE, not at 04:00", () => {
    expect(ageOn('1996-11-25', LAST_MINUTE_OF_24TH)).toBe(29);
    expect(ageOn('1996-11-25', MIDNIGHT_OF_25TH)).toBe(30);
    expect(ageOn('1996-11-25', new Date('2026-11-25T03:59:00Z'))).toBe(30);
  });

  it('accepts a callback for today until midnight in the UAE, then calls it a date in the past', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: LAST_MINUTE_OF_24TH });
    const request = { name: 'Khalid', phoneNumber: '551234567', preferredDate: '2026-11-24' };
    expect(ZCallbackInputSchema.safeParse(request).success).toBe(true);

    vi.setSystemTime(MIDNIGHT_OF_25TH);
    const late = ZCallbackInputSchema.safeParse(request);
    expect(late.success).toBe(false);
    expect(late.error?.issues[0]?.message).toBe('validation.dateInPast');
    expect(ZCallbackInputSchema.safeParse({ ...request, preferredDate: '2026-11-25' }).success).toBe(true);
  });

  it(`counts a worker as ${LABOR_MIN_AGE} from midnight of that birthday in the UAE`, () => {
    expect(ageOn('2008-11-25', LAST_MINUTE_OF_24TH)).toBe(LABOR_MIN_AGE - 1);
    expect(ageOn('2008-11-25', MIDNIGHT_OF_25TH)).toBe(LABOR_MIN_AGE);
  });
});
