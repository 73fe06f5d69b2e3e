import { LABOR_STATUSES } from '@app/shared';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { useSetLaborStatus, type TLaborStatus } from '../api';
import { STATUS_KEYS } from '../names';

/** Changes a worker's status as soon as another one is chosen ('Status changed'). */
export function StatusSelect({ id, status, label }: { id: number; status: TLaborStatus; label: string }) {
  const { t } = useTranslation();
  const setStatus = useSetLaborStatus();
  return (
    <NativeSelect
      aria-label={label}
      value={status}
      disabled={setStatus.isPending}
      onChange={(event) => setStatus.mutate({ id, status: event.currentTarget.value as TLaborStatus })}
      data={LABOR_STATUSES.map((value) => ({ value, label: t(STATUS_KEYS[value]) }))}
    />
  );
}
