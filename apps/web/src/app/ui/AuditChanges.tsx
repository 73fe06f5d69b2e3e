import type { TAuditEntry } from '@app/shared';
import { VisuallyHidden } from '@mantine/core';
import { useAuditLabels } from '../../lib/audit';
import { pageForwardArrow } from '../../lib/bidi';
import { useTranslation } from '../../lib/i18n';
import classes from './audit.module.css';

const SAVES = new Set(['update', 'status']);

/** One audit row's changed fields, each as 'Field: before → after' (values kept in their own direction). */
export function AuditChanges({ entry }: { entry: Pick<TAuditEntry, 'entity' | 'changes' | 'action'> }) {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  const entityCode = entry.entity?.split(':')[0] ?? null;
  const changes = Object.entries(entry.changes ?? {});
  // A save that changed nothing says so; a sign-in or a refusal has no fields to show.
  if (changes.length === 0) return SAVES.has(entry.action) ? <span className={classes.muted}>{t('audit.noChanges')}</span> : null;
  return (
    <ul className={classes.changes}>
      {changes.map(([field, [before, after]]) => (
        <li key={field}>
          <span className={classes.field}>{labels.field(field)}:</span> <bdi className={classes.before}>{labels.value(entityCode, field, before)}</bdi>{' '}
          <span aria-hidden="true">{pageForwardArrow()}</span>
          <VisuallyHidden> {t('audit.changedTo')} </VisuallyHidden> <bdi className={classes.after}>{labels.value(entityCode, field, after)}</bdi>
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
