import { LABOR_STATUSES } from '@app/shared';
import { NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { ConfirmStep } from '../../../app/ui/ResourceDialogs';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notifyApiError } from '../../../lib/notify';
import { useSetLaborStatus, type TLaborStatus } from '../api';
import { STATUS_KEYS } from '../names';

type TQuestion = { status: TLaborStatus; text: string };

/** The refusals that are a question: the change contradicts the worker's orders and waits for a confirmation. */
const NEEDS_CONFIRMATION = new Set(['labors.statusFreesPlaced', 'labors.statusNoPlacement']);

/**
 * Changes a worker's status as soon as another one is chosen ('Status changed'). When the change
 * contradicts her orders (placed with a family, or In service with no placement), the server says
 * what it means and the change waits for the admin's confirmation.
 */
export function StatusSelect({ id, status, label }: { id: number; status: TLaborStatus; label: string }) {
  const { t } = useTranslation();
  const setStatus = useSetLaborStatus();
  const [question, setQuestion] = useState<TQuestion | null>(null);
  const change = (next: TLaborStatus, confirmed = false) =>
    setStatus.mutate(
      { id, status: next, confirmed },
      {
        onSuccess: () => setQuestion(null),
        onError: (error) => {
          const text = error instanceof ApiError && NEEDS_CONFIRMATION.has(error.code) ? error.errors.status : undefined;
          if (text && !confirmed) setQuestion({ status: next, text });
          else notifyApiError(error);
        },
      },
    );
  return (
    <>
      <NativeSelect
        aria-label={label}
        value={status}
        disabled={setStatus.isPending}
        onChange={(event) => change(event.currentTarget.value as TLaborStatus)}
        data={LABOR_STATUSES.map((value) => ({ value, label: t(STATUS_KEYS[value]) }))}
      />
      <ConfirmStep
        open={question !== null}
        title={t('laborsAdmin.confirmStatusTitle')}
        text={question?.text ?? ''}
        confirmLabel={t('laborsAdmin.confirmStatus')}
        pending={setStatus.isPending}
        onConfirm={() => question && change(question.status, true)}
        onClose={() => setQuestion(null)}
      />
    </>
  );
}
