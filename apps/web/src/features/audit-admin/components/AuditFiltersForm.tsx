import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@app/shared';
import { TextInput } from '@mantine/core';
import { FilterSelect, SearchForm } from '../../../app/ui/SearchForm';
import { useAuditLabels } from '../../../lib/audit';
import { useTranslation } from '../../../lib/i18n';
import { rangeIsBackwards, type TAuditFilters } from '../api';
import classes from './audit-log.module.css';

/** Who and which record id apply on Search; the action, the record kind and the UAE days as soon as they are chosen. */
export function AuditFiltersForm({ filters, onChange }: { filters: TAuditFilters; onChange: (changed: Partial<TAuditFilters>) => void }) {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  return (
    <SearchForm
      fields={[
        { key: 'who', label: t('audit.who') },
        { key: 'entityId', label: t('audit.entityId') },
      ]}
      values={filters}
      onSearch={onChange}
    >
      <FilterSelect
        label={t('audit.action')}
        value={filters.action}
        allLabel={t('audit.anyAction')}
        options={AUDIT_ACTIONS.map((action) => ({ value: action, label: labels.action(action) }))}
        onChange={(action) => onChange({ action })}
      />
      <FilterSelect
        label={t('audit.entity')}
        value={filters.entity}
        allLabel={t('audit.anyEntity')}
        options={AUDIT_ENTITIES.map((entity) => ({ value: entity, label: labels.entity(entity) }))}
        onChange={(entity) => onChange({ entity })}
      />
      <div className={classes.dates}>
        <TextInput type="date" label={t('audit.from')} value={filters.from} onChange={(event) => onChange({ from: event.currentTarget.value })} dir="ltr" />
        <TextInput
          type="date"
          label={t('audit.to')}
          value={filters.to}
          onChange={(event) => onChange({ to: event.currentTarget.value })}
          error={rangeIsBackwards(filters) ? t('audit.rangeInvalid') : undefined}
          dir="ltr"
        />
      </div>
    </SearchForm>
  );
}
