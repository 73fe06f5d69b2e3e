import { describe, expect, it } from 'vitest';
import { expiringUntil, expiryState } from './documents.js';

describe('one expiry rule', () => {
  const today = '2026-11-28';

  it('calls a passport with less than six months left expiring (a visa needs six months)', () => {
    expect(expiringUntil('passport', today)).toBe('2027-05-27');
    expect(expiryState('passport', '2027-01-12', today)).toBe('expiring');
    expect(expiryState('passport', '2027-05-27', today)).toBe('expiring');
    expect(expiryState('passport', '2027-05-28', today)).toBe('valid');
  });

  it('gives the other papers 30 days, and says expired from the day after the expiry', () => {
    expect(expiryState('visa', '2026-12-28', today)).toBe('expiring');
    expect(expiryState('visa', '2026-12-29', today)).toBe('valid');
    expect(expiryState('emiratesId', today, today)).toBe('expiring');
    expect(expiryState('passport', '2026-11-27', today)).toBe('expired');
    expect(expiryState('other', null, today)).toBe('none');
  });
});
