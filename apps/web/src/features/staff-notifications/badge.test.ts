import { describe, expect, it } from 'vitest';
import { BADGE_MAX, badgeText } from './badge';

describe("the bell's badge", () => {
  it('shows nothing while nothing is unread or the count is not known yet', () => {
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(0)).toBeNull();
  });

  it('spells out the count up to the most it shows, then that number and a plus', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(BADGE_MAX)).toBe('99');
    expect(badgeText(BADGE_MAX + 1)).toBe('99+');
  });
});
