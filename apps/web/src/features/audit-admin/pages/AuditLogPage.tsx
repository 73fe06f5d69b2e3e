import type { TAuditEntry } from '@app/shared';
import { Button } from '@mantine/core';
import { AuditActor, AuditChanges } from '../../../app/ui/AuditChanges';
import { Page } from '../../../app/ui/Page';
import { ResourceTable } from '../../../app/ui/ResourceTable';
import { useAuditLabels } from '../../../lib/audit';
import { formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { currentLanguageId } from '../../../lib/language';
import { useListController } from '../../../lib/list-controller';
import { AUDIT_FILTERS, rangeIsBackwards, useAuditLog, useExportAudit } from '../api';
import { AuditFiltersForm } from '../components/AuditFiltersForm';
import classes from '../components/audit-log.module.css';

/** /AuditLog: who changed what and every security event, filtered, newest first, and its CSV export. */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  const list = useListController(AUDIT_FILTERS);
  const entries = useAuditLog(list.filters, list.pageNumber);
  const exportCsv = useExportAudit();
  const languageId = currentLanguageId();
  const backwards = rangeIsBackwards(list.filters);
  const hasFilters = AUDIT_FILTERS.some((key) => list.filters[key]);
  return (
    <Page title={t('audit.title')} size="wide" intro={t('audit.intro')}>
      <AuditFiltersForm filters={list.filters} onChange={list.setFilters} />
      <div className={classes.actions}>
        <Button
          variant="outline"
          loading={exportCsv.isPending}
          disabled={backwards}
          aria-label={t('audit.exportCsvLabel')}
          onClick={() => exportCsv.mutate(list.filters)}
        >
          {t('audit.exportCsv')}
        </Button>
        {hasFilters && (
          <Button variant="subtle" onClick={() => list.setFilters(Object.fromEntries(AUDIT_FILTERS.map((key) => [key, ''])))}>
            {t('audit.clear')}
          </Button>
        )}
      </div>
      {!backwards && (
        <div className={classes.table}>
          <ResourceTable<TAuditEntry>
            query={entries}
            list={list}
            pagerLabel={t('audit.title')}
            columns={[
              {
                header: t('audit.when'),
                cell: (entry) => (
                  <time dateTime={entry.at} className={classes.when}>
                    {formatDateTime(entry.at, languageId)}
                  </time>
                ),
              },
              { header: t('audit.who'), cell: (entry) => <AuditActor entry={entry} /> },
              {
                header: t('audit.what'),
                cell: (entry) => (
                  <>
                    <strong>{labels.action(entry.action)}</strong>{' '}
                    {entry.entity && (
                      <span>
                        {labels.entity(entry.entity)} <EntityName entry={entry} />
                      </span>
                    )}
                  </>
                ),
              },
              { header: t('audit.changes'), cell: (entry) => <AuditChanges entry={entry} />, cellProps: { className: classes.changes } },
            ]}
          />
        </div>
      )}
    </Page>
  );
}

/** The record by its name when the server found one ('SK-1061 Maria Santos'), by its number otherwise. */
function EntityName({ entry }: { entry: Pick<TAuditEntry, 'subject' | 'entityId'> }) {
  if (entry.subject) return <bdi>{entry.subject}</bdi>;
  return entry.entityId ? <bdi dir="ltr">#{entry.entityId}</bdi> : null;
}
