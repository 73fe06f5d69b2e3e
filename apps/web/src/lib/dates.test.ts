import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates';

describe('formatDateTime', () => {
  it('writes the date in English', () => {
    expect(formatDateTime('2026-03-05T14:30:00.000Z', 2, 'UTC')).toMatch(/^5 March 2026\D+14:30$/);
  });

  it('writes Arabic month names with Western digits', () => {
    const text = formatDateTime('2026-03-05T14:30:00.000Z', 1, 'UTC')!;
    expect(text).toContain('مارس');
    expect(text).toContain('2026');
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });

  it('gives null for a missing or unreadable date', () => {
    expect(formatDateTime(null, 2)).toBeNull();
    expect(formatDateTime('not a date', 2)).toBeNull();
  });
});
