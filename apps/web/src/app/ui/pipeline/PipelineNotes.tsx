import { ZNoteInputSchema, type TNote } from '@app/shared';
import { Button, Textarea } from '@mantine/core';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { uaeMoment } from '../../../lib/money';
import type { TPipelineTexts } from './PipelineHandling';
import classes from './pipeline.module.css';

type TAddNote = {
  mutate: (text: string, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
};

type TNoteFormProps = { texts: TPipelineTexts; add: TAddNote; label?: string; className?: string };

/** A box to add a dated note; emptied once it is saved. */
export function NoteForm({ texts, add, label, className }: TNoteFormProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const form = useSchemaForm(ZNoteInputSchema, { text: '' });
  const onSubmit = form.handleSubmit(({ text }) =>
    add.mutate(text, {
      onSuccess: () => form.reset({ text: '' }),
      onError: (error) => applyServerErrors(error, form),
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className={className}>
      <Textarea label={label ?? t(`${texts}.noteLabel`)} autosize minRows={2} {...form.register('text')} error={fieldError(form.formState.errors.text)} />
      <Button type="submit" mt="sm" loading={add.isPending}>
        {t(`${texts}.addNote`)}
      </Button>
    </form>
  );
}

/** Staff's dated notes, oldest first, each with its author, and a box to add one. */
export function PipelineNotes({ texts, notes, add }: { texts: TPipelineTexts; notes: TNote[]; add: TAddNote }) {
  const { t } = useTranslation();
  return (
    <>
      {notes.length === 0 ? (
        <p className={classes.muted}>{t(`${texts}.noNotes`)}</p>
      ) : (
        <ol className={classes.notes}>
          {notes.map((note) => (
            <li key={note.id}>
              <span className={classes.noteMeta}>
                {uaeMoment(note.createdAt)} · <bdi>{note.author ?? t(`${texts}.formerStaff`)}</bdi>
              </span>
              <bdi>{note.text}</bdi>
            </li>
          ))}
        </ol>
      )}
      <NoteForm texts={texts} add={add} />
    </>
  );
}
