import type { TProcess } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import { uaeMoment } from '../../../lib/money';
import panelStyles from '../../../app/ui/panels.module.css';
import classes from './processes.module.css';

/** What changed, as the audit trail says it, when (UAE time) and by whom. */
export function ProcessHistory({ history }: { history: TProcess['history'] }) {
  const { t } = useTranslation();
  if (history.length === 0) return <p>{t('processesUi.noHistory')}</p>;
  return (
    <ol className={classes.history}>
      {history.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <bdi>{entry.summary}</bdi>
          <span className={panelStyles.timelineMeta}>
            {uaeMoment(entry.at)} · {entry.actorName ? <bdi>{entry.actorName}</bdi> : t('processesUi.someone')}
          </span>
        </li>
      ))}
    </ol>
  );
}
