import type { TNamedUser } from '@app/shared';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import classes from './pipeline.module.css';

/** A record staff work through a pipeline (an applicant, an enquiry), as its handling form reads it. */
export type TPipelineRecord<S extends string> = { status: S; owner: TNamedUser | null; followUpOn: string | null; updatedAt: string };
export type TPipelineChange<S extends string> = { status?: S; ownerId?: number | null; followUpOn?: string | null };
/** The pipeline's texts: its catalogue section holds statusLabel, owner, nobody, followUpOn and save. */
export type TPipelineTexts = 'applicants' | 'enquiriesAdmin';

type TDraft<S extends string> = { status: S; ownerId: string; followUpOn: string };

const draftOf = <S extends string>(record: TPipelineRecord<S>): TDraft<S> => ({
  status: record.status,
  ownerId: record.owner ? String(record.owner.id) : '',
  followUpOn: record.followUpOn ?? '',
});

/** Only what was changed is sent: the trail then says what moved, and a status change is its own entry. */
export function changesOf<S extends string>(record: TPipelineRecord<S>, draft: TDraft<S>): TPipelineChange<S> {
  const before = draftOf(record);
  const change: TPipelineChange<S> = {};
  if (draft.status !== before.status) change.status = draft.status;
  if (draft.ownerId !== before.ownerId) change.ownerId = draft.ownerId ? Number(draft.ownerId) : null;
  if (draft.followUpOn !== before.followUpOn) change.followUpOn = draft.followUpOn || null;
  return change;
}

type TProps<S extends string> = {
  texts: TPipelineTexts;
  record: TPipelineRecord<S>;
  /** The statuses staff may choose, each with its label; the record's own is shown even when not among them. */
  statuses: ReadonlyArray<{ value: S; label: string }>;
  statusLocked: boolean;
  owners: TNamedUser[] | undefined;
  save: { mutate: (change: TPipelineChange<S>) => void; isPending: boolean };
};

/** Status, owner and follow-up day, saved together. */
export function PipelineHandling<S extends string>({ texts, record, statuses, statusLocked, owners, save }: TProps<S>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => ({ of: record.updatedAt, values: draftOf(record) }));
  // Saved here or elsewhere: the form starts again from the record as it now is.
  if (draft.of !== record.updatedAt) setDraft({ of: record.updatedAt, values: draftOf(record) });
  const change = changesOf(record, draft.values);
  const set = (values: Partial<TDraft<S>>) => setDraft({ ...draft, values: { ...draft.values, ...values } });
  return (
    <form
      noValidate
      className={classes.handling}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(change);
      }}
    >
      <NativeSelect
        label={t(`${texts}.statusLabel`)}
        value={draft.values.status}
        disabled={statusLocked}
        onChange={(event) => set({ status: event.currentTarget.value as S })}
        data={statuses}
      />
      <NativeSelect
        label={t(`${texts}.owner`)}
        value={draft.values.ownerId}
        onChange={(event) => set({ ownerId: event.currentTarget.value })}
        data={[
          { value: '', label: t(`${texts}.nobody`) },
          ...(owners ?? []).map((owner) => ({ value: String(owner.id), label: owner.userName })),
          // The owner stays shown while the list of staff loads, or once they may no longer handle these.
          ...(record.owner && !owners?.some((owner) => owner.id === record.owner?.id)
            ? [{ value: String(record.owner.id), label: record.owner.userName }]
            : []),
        ]}
      />
      <TextInput
        type="date"
        dir="ltr"
        label={t(`${texts}.followUpOn`)}
        value={draft.values.followUpOn}
        onChange={(event) => set({ followUpOn: event.currentTarget.value })}
      />
      <Button type="submit" loading={save.isPending} disabled={Object.keys(change).length === 0}>
        {t(`${texts}.save`)}
      </Button>
    </form>
  );
}
