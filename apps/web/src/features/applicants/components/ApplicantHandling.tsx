import { APPLICANT_STATUSES, type TApplicant, type TApplicantUpdate } from '@app/shared';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useApplicantOwners, useUpdateApplicant } from '../api';
import classes from './applicants.module.css';

type TDraft = { status: TApplicant['status']; ownerId: string; followUpOn: string };

const draftOf = (applicant: TApplicant): TDraft => ({
  status: applicant.status,
  ownerId: applicant.owner ? String(applicant.owner.id) : '',
  followUpOn: applicant.followUpOn ?? '',
});

/** Only what was changed is sent: the trail then says what moved, and a status change is its own entry. */
function changesOf(applicant: TApplicant, draft: TDraft): TApplicantUpdate {
  const before = draftOf(applicant);
  const change: TApplicantUpdate = {};
  if (draft.status !== before.status) change.status = draft.status;
  if (draft.ownerId !== before.ownerId) change.ownerId = draft.ownerId ? Number(draft.ownerId) : null;
  if (draft.followUpOn !== before.followUpOn) change.followUpOn = draft.followUpOn || null;
  return change;
}

/** Status, owner and follow-up day, saved together. A worker made from the applicant keeps her accepted. */
export function ApplicantHandling({ applicant }: { applicant: TApplicant }) {
  const { t } = useTranslation();
  const owners = useApplicantOwners();
  const update = useUpdateApplicant(applicant.id);
  const [draft, setDraft] = useState(() => ({ of: applicant.updatedAt, values: draftOf(applicant) }));
  // Saved here or elsewhere: the form starts again from the applicant as she now is.
  if (draft.of !== applicant.updatedAt) setDraft({ of: applicant.updatedAt, values: draftOf(applicant) });
  const change = changesOf(applicant, draft.values);
  const set = (values: Partial<TDraft>) => setDraft({ ...draft, values: { ...draft.values, ...values } });
  return (
    <form
      noValidate
      className={classes.handling}
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(change);
      }}
    >
      <NativeSelect
        label={t('applicants.statusLabel')}
        value={draft.values.status}
        disabled={applicant.laborId !== null}
        onChange={(event) => set({ status: event.currentTarget.value as TDraft['status'] })}
        data={APPLICANT_STATUSES.map((status) => ({ value: status, label: t(`applicants.status.${status}`) }))}
      />
      <NativeSelect
        label={t('applicants.owner')}
        value={draft.values.ownerId}
        onChange={(event) => set({ ownerId: event.currentTarget.value })}
        data={[
          { value: '', label: t('applicants.nobody') },
          ...(owners.data ?? []).map((owner) => ({ value: String(owner.id), label: owner.userName })),
          // The owner stays shown while the list of staff loads, or once they may no longer handle applicants.
          ...(applicant.owner && !owners.data?.some((owner) => owner.id === applicant.owner?.id)
            ? [{ value: String(applicant.owner.id), label: applicant.owner.userName }]
            : []),
        ]}
      />
      <TextInput
        type="date"
        dir="ltr"
        label={t('applicants.followUpOn')}
        value={draft.values.followUpOn}
        onChange={(event) => set({ followUpOn: event.currentTarget.value })}
      />
      <Button type="submit" loading={update.isPending} disabled={Object.keys(change).length === 0}>
        {t('applicants.save')}
      </Button>
    </form>
  );
}
