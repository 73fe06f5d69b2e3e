import type { TAuditEntry } from '@app/shared';
import { VisuallyHidden } from '@mantine/core';
import { useAuditLabels } from '../../lib/audit';
import { pageForwardArrow } from '../../lib/bidi';
import { useTranslation } from '../../lib/i18n';
import classes from './audit.module.css';

const SAVES = new Set(['update', 'status']);

/**
 * One audit row's changed fields as the server wrote them in the reader's language: 'Field: before
 * → after', or 'Field: value' for a creation; each value kept in its own direction.
 */
export function AuditChanges({ entry }: { entry: Pick<TAuditEntry, 'lines' | 'action'> }) {
  const { t } = useTranslation();
  // A save that changed nothing says so; a sign-in or a refusal has no fields to show.
  if (entry.lines.length === 0) return SAVES.has(entry.action) ? <span className={classes.muted}>{t('audit.noChanges')}</span> : null;
  return (
    <ul className={classes.changes}>
      {entry.lines.map((line) => (
        <li key={line.field}>
          <span className={classes.field}>{line.label}:</span>{' '}
          {line.before !== null && (
            <>
              <bdi className={classes.before}>{line.before}</bdi> <span aria-hidden="true">{pageForwardArrow()}</span>
              <VisuallyHidden> {t('audit.changedTo')} </VisuallyHidden>{' '}
            </>
          )}
          <bdi className={classes.after}>{line.after}</bdi>
        </li>
      ))}
    </ul>
  );
}

/** Who acted: their name (as typed, in its own direction) and role; the system or a visitor when nobody signed in. */
export function AuditActor({ entry }: { entry: Pick<TAuditEntry, 'actorName' | 'actorRole' | 'action'> }) {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  if (!entry.actorName) return <span>{entry.action === 'autoCancel' ? t('audit.system') : t('audit.visitor')}</span>;
  return (
    <span>
      <bdi>{entry.actorName}</bdi>
      {entry.actorRole && <span className={classes.role}>{labels.role(entry.actorRole)}</span>}
    </span>
  );
}
