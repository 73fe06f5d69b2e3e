import { describe, expect, it } from 'vitest';
import { createCvCache } from './cache.js';
import { arabicIndicDigits, ligatureCodePointsForReaders, visualRuns } from './text.js';

describe('right-to-left lines for pdfkit', () => {
  it('puts a line mixing Arabic, Latin and digits in visual order, each run as fontkit is to be given it', () => {
    expect(visualRuns('خبرة 3 سنوات في Dubai', 'rtl')).toEqual([
      { text: 'Dubai', rtl: false },
      { text: ' سنوات في ', rtl: true },
      { text: '3', rtl: false },
      { text: 'خبرة ', rtl: true },
    ]);
    expect(visualRuns('Code: SK-1001', 'ltr')).toEqual([{ text: 'Code: SK-1001', rtl: false }]);
  });

  it('hands Arabic-Indic numbers over reversed, mirrors brackets in Arabic and drops bidi controls', () => {
    expect(visualRuns('الراتب: ١٬٥٠٠ درهم', 'rtl').map((run) => run.text)).toEqual([' درهم', '٠٠٥٬١', 'الراتب: ']);
    expect(visualRuns('(سنتان)', 'rtl')).toEqual([{ text: ')سنتان(', rtl: true }]);
    expect(visualRuns('الرمز: \u2066SK-1\u2069', 'rtl').map((run) => run.text)).toEqual(['SK-1', 'الرمز: ']);
  });

  it('writes Arabic-Indic digits and separators, and names Arabic ligatures backwards for readers', () => {
    expect(arabicIndicDigits('12,500 درهم, 3.5')).toBe('١٢٬٥٠٠ درهم, ٣٫٥');
    expect(ligatureCodePointsForReaders([0x644, 0x627])).toEqual([0x627, 0x644]);
    expect(ligatureCodePointsForReaders([0x66, 0x69])).toEqual([0x66, 0x69]);
  });
});

describe('the CV cache', () => {
  it('keeps the most recently used within its bounds, shares a drawing in progress and forgets failures', async () => {
    const cache = createCvCache<string>((value) => value.length, { entries: 2, bytes: 10 });
    let loads = 0;
    const load = (value: string) => async () => {
      loads++;
      return value;
    };
    await Promise.all([cache.get('a', load('aaa')), cache.get('a', load('aaa'))]);
    await cache.get('b', load('bbb'));
    await cache.get('a', load('aaa'));
    await cache.get('c', load('ccc'));
    expect(loads).toBe(3);
    // 'b' was the least recently used.
    await cache.get('b', load('bbb'));
    expect(loads).toBe(4);
    await cache.get('big', load('x'.repeat(11)));
    await Promise.resolve();
    expect(cache.size).toBe(0);
    await expect(cache.get('bad', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await cache.get('bad', load('ok'));
    expect(loads).toBe(6);
  });
});
