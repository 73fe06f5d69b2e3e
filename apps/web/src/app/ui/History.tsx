import { Alert, Loader } from '@mantine/core';
import { useEntityHistory, useAuditLabels, type THistoryKind } from '../../lib/audit';
import { formatUaeDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';
import { currentLanguageId } from '../../lib/language';
import { AuditActor, AuditChanges } from './AuditChanges';
import classes from './audit.module.css';

/** How many rows the server sends at most (audit/service.ts HISTORY_LIMIT). */
const HISTORY_LIMIT = 200;

/**
 * A record's history on its back-office page: when, who, what, and each changed field before and after.
 * `title` names it where the page has another history (an order's steps).
 */
export function History({ kind, id, title }: { kind: THistoryKind; id: number; title?: string }) {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  const history = useEntityHistory(kind, id);
  const languageId = currentLanguageId();
  return (
    <section aria-labelledby={`history-${kind}`} className={classes.history}>
      <h2 id={`history-${kind}`}>{title ?? t('audit.historyTitle')}</h2>
      {history.isPending && <Loader role="status" aria-label={t('app.loading')} mx="auto" display="block" />}
      {history.isError && <Alert color="red">{t('audit.historyFailed')}</Alert>}
      {history.data?.length === 0 && <p className={classes.muted}>{t('audit.historyEmpty')}</p>}
      {history.data && history.data.length > 0 && (
        <ol className={classes.timeline}>
          {history.data.map((entry) => (
            <li key={entry.id} className={classes.entry}>
              <p className={classes.headline}>
                <strong>{labels.action(entry.action)}</strong>
                <span className={classes.by}>
                  <AuditActor entry={entry} />
                </span>
                <time dateTime={entry.at} className={classes.when}>
                  {formatUaeDateTime(entry.at, languageId)}
                </time>
              </p>
              <AuditChanges entry={entry} />
            </li>
          ))}
        </ol>
      )}
      {history.data?.length === HISTORY_LIMIT && <p className={classes.muted}>{t('audit.historyMore', { count: HISTORY_LIMIT })}</p>}
    </section>
  );
}
