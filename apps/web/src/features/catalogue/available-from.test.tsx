// @vitest-environment jsdom
/** A worker's card says from which day she is available while that day is still to come, in both languages. */
import { formatUaeDate, type TLocale } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { aPublicLabor } from '../../test-support/fixtures';
import { openApp, screen } from '../../test-support/render';

const dayFromToday = (days: number) => new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('available from', () => {
  test.each<TLocale>(['en', 'ar'])('in %s, a day to come is said on the card, a day passed is not', async (language) => {
    const app = await openApp(language);
    const { LaborCard } = await import('./components/LaborCard');
    const soon = dayFromToday(20);
    app.render(
      <>
        <LaborCard labor={aPublicLabor({ id: 1, availableFrom: soon })} locale={language} />
        <LaborCard labor={aPublicLabor({ id: 2, code: 'SK-2', availableFrom: dayFromToday(-3) })} locale={language} />
      </>,
    );
    const said = await screen.findAllByText(app.t('catalogue.availableFrom', { date: formatUaeDate(soon, language) }));
    expect(said).toHaveLength(1);
    expect(said[0]!.closest('article')!.getAttribute('data-labor-id')).toBe('1');
  });
});
