import { describe, expect, it } from 'vitest';
import { presetOf, presetRange, rangeFromAddress, rangeProblem } from './ranges';

describe('report ranges', () => {
  it('makes each preset from the UAE day, the end day included', () => {
    expect(presetRange('thisMonth', '2026-03-15')).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(presetRange('lastMonth', '2026-03-15')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', '2026-01-01')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('last90Days', '2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(presetRange('thisYear', '2026-11-28')).toEqual({ from: '2026-01-01', to: '2026-11-28' });
  });

  it('knows which preset a range is', () => {
    expect(presetOf({ from: '2026-10-01', to: '2026-10-31' }, '2026-11-28')).toBe('lastMonth');
    expect(presetOf({ from: '2026-10-01', to: '2026-10-30' }, '2026-11-28')).toBeNull();
  });

  it('says what the server would refuse: backwards, over two years, not a day', () => {
    expect(rangeProblem({ from: '2026-10-02', to: '2026-10-01' })).toBe('reports.rangeBackwards');
    expect(rangeProblem({ from: '2024-10-01', to: '2026-09-30' })).toBeNull();
    expect(rangeProblem({ from: '2024-10-01', to: '2026-10-01' })).toBe('reports.rangeTooLong');
    expect(rangeProblem({ from: '', to: '2026-10-01' })).toBe('validation.dateInvalid');
  });

  it('reads the range from the address, this UAE month when there is none', () => {
    expect(rangeFromAddress(new URLSearchParams('from=2026-01-05&to=2026-02-01'))).toEqual({ from: '2026-01-05', to: '2026-02-01' });
    // 21:00 UTC on 31 October is already 1 November in the UAE.
    expect(rangeFromAddress(new URLSearchParams(''), new Date('2026-10-31T21:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-01' });
  });
});
