import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { uaeMoment } from '../../lib/money';
import classes from './panels.module.css';

type TTimelineEntry = { at: string; actor: 'client' | 'admin' | 'system'; actorName: string | null; note: string };

/** What happened, oldest first: each step, when (UAE time) and by whom, and its note. */
export function Timeline<T extends TTimelineEntry>({ entries, title }: { entries: T[]; title: (entry: T) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <ol className={classes.timeline}>
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          {title(entry)}
          <span className={classes.timelineMeta}>
            {uaeMoment(entry.at)} · {entry.actorName ? <bdi>{entry.actorName}</bdi> : t(`clientOrders.actor.${entry.actor}`)}
          </span>
          {entry.note && <bdi>{entry.note}</bdi>}
        </li>
      ))}
    </ol>
  );
}
