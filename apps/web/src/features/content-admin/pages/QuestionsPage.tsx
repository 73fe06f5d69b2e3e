import { inLanguage, LIST_SEPARATOR, QUESTION_KINDS, WORKER_FIELDS, ZQuestionInputSchema, type TAdminQuestion } from '@app/shared';
import { Button, NativeSelect, Switch, TextInput } from '@mantine/core';
import { RowActions, SaveOrCancel, ActiveSwitch } from '../../../app/ui/RowActions';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { ActiveBadge } from '../../../app/ui/ActiveBadge';
import { ConfirmDeleteStep, EditDialog, useResourceDialogs } from '../../../app/ui/ResourceDialogs';
import { ResourceTable } from '../../../app/ui/ResourceTable';
import pageClasses from '../../../app/ui/page.module.css';
import { Page } from '../../../app/ui/Page';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useDeleteQuestion, useQuestions, useSaveQuestion } from '../api';
import { ContentTabs } from '../ContentTabs';

function QuestionForm({ question, onDone }: { question: TAdminQuestion | null; onDone: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const save = useSaveQuestion(question?.id ?? null);
  const form = useSchemaForm(ZQuestionInputSchema, {
    textEn: question?.textEn ?? '',
    textAr: question?.textAr ?? '',
    kind: question?.kind ?? 'text',
    isRequired: question?.isRequired ?? true,
    sortOrder: question?.sortOrder ?? 0,
    isActive: question?.isActive ?? true,
    workerField: question?.workerField ?? null,
    options: question?.options ?? [],
  });
  // `key`, not the default `id`: a choice's own id must reach the server, so its answers keep it.
  const options = useFieldArray({ control: form.control, name: 'options', keyName: 'key' });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const onSubmit = form.handleSubmit((input) =>
    // A free-text question keeps no choices, whatever was typed before its kind changed.
    save.mutate(input.kind === 'text' ? { ...input, options: [] } : input, {
      onSuccess: onDone,
      onError: (error) => applyServerErrors(error, form),
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className={pageClasses.form}>
      <TextInput label={t('contentAdmin.question.textEn')} required {...form.register('textEn')} error={fieldError(errors.textEn)} />
      <TextInput label={t('contentAdmin.question.textAr')} required lang="ar" dir="rtl" {...form.register('textAr')} error={fieldError(errors.textAr)} />
      <NativeSelect
        label={t('contentAdmin.question.kind')}
        {...form.register('kind')}
        data={QUESTION_KINDS.map((value) => ({ value, label: t(`contentAdmin.question.kinds.${value}`) }))}
      />
      {kind !== 'text' && (
        <fieldset className={pageClasses.fieldset}>
          <legend>{t('contentAdmin.question.options')}</legend>
          {options.fields.map((option, index) => (
            <div key={option.key} className={pageClasses.rowActions} style={{ alignItems: 'flex-end' }}>
              <TextInput
                label={t('contentAdmin.question.optionEn', { number: index + 1 })}
                {...form.register(`options.${index}.textEn`)}
                error={fieldError(errors.options?.[index]?.textEn)}
              />
              <TextInput
                label={t('contentAdmin.question.optionAr', { number: index + 1 })}
                lang="ar"
                dir="rtl"
                {...form.register(`options.${index}.textAr`)}
                error={fieldError(errors.options?.[index]?.textAr)}
              />
              <Button
                variant="outline"
                color="red.9"
                onClick={() => options.remove(index)}
                aria-label={t('contentAdmin.question.removeOption', { number: index + 1 })}
              >
                {t('lookups.delete')}
              </Button>
            </div>
          ))}
          {(errors.options?.message || errors.options?.root) && <p role="alert">{fieldError(errors.options.root ?? (errors.options as never))}</p>}
          <Button variant="outline" size="xs" mt="sm" onClick={() => options.append({ textEn: '', textAr: '' })}>
            {t('contentAdmin.question.addOption')}
          </Button>
        </fieldset>
      )}
      <NativeSelect
        label={t('contentAdmin.question.workerField')}
        description={t('contentAdmin.question.workerFieldHint')}
        {...form.register('workerField', { setValueAs: (value: string | null) => (value ? value : null) })}
        data={[
          { value: '', label: t('contentAdmin.question.workerFields.none') },
          ...WORKER_FIELDS.map((value) => ({ value, label: t(`contentAdmin.question.workerFields.${value}`) })),
        ]}
      />
      <TextInput
        type="number"
        min={0}
        label={t('contentAdmin.sortOrder')}
        {...form.register('sortOrder', { valueAsNumber: true })}
        error={fieldError(errors.sortOrder)}
      />
      <Controller
        control={form.control}
        name="isRequired"
        render={({ field }) => (
          <Switch
            label={t('contentAdmin.question.isRequired')}
            checked={field.value ?? true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <ActiveSwitch control={form.control} label={t('contentAdmin.question.isActive')} />
      <SaveOrCancel saving={save.isPending} onCancel={onDone} />
    </form>
  );
}

/** The job applicants' questionnaire on /Apply: its questions, their kind and their choices, in both languages. */
export default function QuestionsPage() {
  const { t, i18n } = useTranslation();
  const questions = useQuestions();
  const remove = useDeleteQuestion();
  const dialogs = useResourceDialogs<TAdminQuestion>();
  const textOf = (question: { textEn: string; textAr: string }) => inLanguage(question, 'text', i18n.language);
  return (
    <Page title={t('contentAdmin.questionsTitle')} size="wide" intro={<ContentTabs />}>
      <Button variant="outline" mb="md" onClick={dialogs.add}>
        {t('contentAdmin.addQuestion')}
      </Button>
      <ResourceTable
        query={questions}
        columns={[
          {
            header: t('contentAdmin.question.text'),
            cell: (question) => (
              <>
                {textOf(question)}
                {question.isRequired && <span aria-label={t('contentAdmin.question.isRequired')}> *</span>}
              </>
            ),
          },
          { header: t('contentAdmin.question.kind'), cell: (question) => t(`contentAdmin.question.kinds.${question.kind}`) },
          { header: t('contentAdmin.question.options'), cell: (question) => question.options.map(textOf).join(LIST_SEPARATOR[i18n.language]) },
          { header: t('lookups.status'), cell: (question) => <ActiveBadge isActive={question.isActive} /> },
        ]}
        rowActions={(question) => <RowActions name={textOf(question)} onEdit={() => dialogs.edit(question)} onDelete={() => dialogs.askDelete(question)} />}
      />
      <EditDialog dialogs={dialogs} addTitle={t('contentAdmin.addQuestion')} editTitle={t('contentAdmin.editQuestion')} size="xl">
        {(question, done) => <QuestionForm question={question} onDone={done} />}
      </EditDialog>
      <ConfirmDeleteStep
        dialogs={dialogs}
        remove={remove}
        title={t('contentAdmin.deleteQuestionTitle')}
        text={(question) => t('contentAdmin.deleteQuestionText', { name: textOf(question) })}
      />
    </Page>
  );
}
