import { PROCESS_STATUSES, PROCESS_STEP_KINDS } from '@app/shared';
import { Checkbox, NativeSelect } from '@mantine/core';
import { FilterSelect, SearchForm } from '../../../app/ui/SearchForm';
import { useTranslation } from '../../../lib/i18n';
import { useContactInfo } from '../../../lib/site-content/api';
import { useStepStaff } from '../api';

/** The board's filters, as the address keeps them. */
export const BOARD_FILTERS = ['status', 'step', 'branchId', 'assigneeId', 'overdue', 'search'] as const;
type TBoardFilters = Record<(typeof BOARD_FILTERS)[number], string>;

type TProps = { filters: TBoardFilters; setFilters: (changed: Partial<TBoardFilters>) => void };

/** Running, done or canceled: the board shows one at a time, the running ones unless asked (an empty address). */
function StatusSelect({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('processesUi.statusFilter')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value === 'running' ? '' : event.currentTarget.value)}
      data={PROCESS_STATUSES.map((status) => ({ value: status === 'running' ? '' : status, label: t(`processes.status.${status}`) }))}
    />
  );
}

/** By the current step's kind, the branch, the staff member who runs it, overdue only, the status; searched by order, worker or client. */
export function BoardFilters({ filters, setFilters }: TProps) {
  const { t } = useTranslation();
  const branches = useContactInfo().data?.branchs ?? [];
  const staff = useStepStaff().data;
  const all = t('processesUi.all');
  return (
    <SearchForm fields={[{ key: 'search', label: t('processesUi.search') }]} values={filters} onSearch={setFilters}>
      <StatusSelect value={filters.status} onChange={(status) => setFilters({ status })} />
      <FilterSelect
        label={t('processesUi.stepFilter')}
        value={filters.step}
        allLabel={all}
        options={PROCESS_STEP_KINDS.map((kind) => ({ value: kind, label: t(`processes.stepKind.${kind}`) }))}
        onChange={(step) => setFilters({ step })}
      />
      {branches.length > 0 && (
        <FilterSelect
          label={t('processesUi.branchFilter')}
          value={filters.branchId}
          allLabel={all}
          options={branches.map((branch) => ({ value: String(branch.id), label: branch.name }))}
          onChange={(branchId) => setFilters({ branchId })}
        />
      )}
      {staff && (
        <FilterSelect
          label={t('processesUi.assigneeFilter')}
          value={filters.assigneeId}
          allLabel={all}
          options={staff.map((member) => ({ value: String(member.id), label: member.name }))}
          onChange={(assigneeId) => setFilters({ assigneeId })}
        />
      )}
      <Checkbox
        label={t('processesUi.overdueOnly')}
        checked={filters.overdue === 'true'}
        onChange={(event) => setFilters({ overdue: event.currentTarget.checked ? 'true' : '' })}
      />
    </SearchForm>
  );
}
