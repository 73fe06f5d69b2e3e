import { useTranslation } from '../../../lib/i18n';
import classes from '../reports.module.css';

export type TBar = { key: string; label: string; value: number; shown: string };

/**
 * Figures as CSS bars (decision 010): a list whose items say their label and value to a screen
 * reader; the bars grow from the start of the line, so from the right in Arabic.
 */
export function Bars({ title, bars }: { title: string; bars: TBar[] }) {
  const { t } = useTranslation();
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  if (bars.length === 0) return null;
  return (
    <ul className={classes.bars} aria-label={t('reports.chartLabel', { title })}>
      {bars.map((bar) => (
        <li key={bar.key} className={classes.bar} aria-label={t('reports.barLabel', { name: bar.label, value: bar.shown })}>
          <span aria-hidden="true">{bar.label}</span>
          <span className={classes.barTrack} aria-hidden="true">
            <span className={classes.barFill} style={{ inlineSize: `${(Math.max(0, bar.value) / largest) * 100}%` }} />
          </span>
          <span aria-hidden="true" className={classes.barValue}>
            {bar.shown}
          </span>
        </li>
      ))}
    </ul>
  );
}
