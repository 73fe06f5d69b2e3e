import type { TNamedUser } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import { FilterSelect } from '../SearchForm';
import type { TPipelineTexts } from './PipelineHandling';

type TProps = {
  texts: TPipelineTexts;
  statuses: Array<{ value: string; label: string }>;
  owners: TNamedUser[] | undefined;
  filters: { status: string; owner: string; followUpDue: string };
  setFilters: (filters: Record<string, string>) => void;
};

/** A pipeline list's filters, kept in the address: status, owner (me, nobody, a staff member) and follow-up due by today. */
export function PipelineFilters({ texts, statuses, owners, filters, setFilters }: TProps) {
  const { t } = useTranslation();
  return (
    <>
      <FilterSelect
        label={t(`${texts}.statusLabel`)}
        value={filters.status}
        allLabel={t(`${texts}.all`)}
        options={statuses}
        onChange={(status) => setFilters({ status })}
      />
      <FilterSelect
        label={t(`${texts}.owner`)}
        value={filters.owner}
        allLabel={t(`${texts}.all`)}
        options={[
          { value: 'mine', label: t(`${texts}.mine`) },
          { value: 'none', label: t(`${texts}.nobody`) },
          ...(owners ?? []).map((owner) => ({ value: String(owner.id), label: owner.userName })),
        ]}
        onChange={(owner) => setFilters({ owner })}
      />
      <FilterSelect
        label={t(`${texts}.followUp`)}
        value={filters.followUpDue}
        allLabel={t(`${texts}.all`)}
        options={[{ value: 'true', label: t(`${texts}.followUpDue`) }]}
        onChange={(followUpDue) => setFilters({ followUpDue })}
      />
    </>
  );
}
