import { ZApplicantNoteInputSchema, type TApplicant } from '@app/shared';
import { Button, Textarea } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { uaeMoment } from '../../../lib/money';
import { useAddApplicantNote } from '../api';
import classes from './applicants.module.css';

/** Staff's dated notes, oldest first, and a box to add one. */
export function ApplicantNotes({ applicant }: { applicant: TApplicant }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const add = useAddApplicantNote(applicant.id);
  const form = useSchemaForm(ZApplicantNoteInputSchema, { text: '' });
  const onSubmit = form.handleSubmit(({ text }) =>
    add.mutate(text, {
      onSuccess: () => form.reset({ text: '' }),
      onError: (error) => applyServerErrors(error, form.setError, ['text']),
    }),
  );
  return (
    <>
      {applicant.notes.length === 0 ? (
        <p className={classes.muted}>{t('applicants.noNotes')}</p>
      ) : (
        <ol className={classes.notes}>
          {applicant.notes.map((note) => (
            <li key={note.id}>
              <span className={classes.noteMeta}>
                {uaeMoment(note.createdAt)} · <bdi>{note.author ?? t('applicants.formerStaff')}</bdi>
              </span>
              <bdi>{note.text}</bdi>
            </li>
          ))}
        </ol>
      )}
      <form noValidate onSubmit={onSubmit}>
        <Textarea label={t('applicants.noteLabel')} autosize minRows={2} {...form.register('text')} error={fieldError(form.formState.errors.text)} />
        <Button type="submit" mt="sm" loading={add.isPending}>
          {t('applicants.addNote')}
        </Button>
      </form>
    </>
  );
}
