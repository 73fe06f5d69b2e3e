import { LIST_SEPARATOR, QUESTION_KINDS, ZQuestionInputSchema, type TAdminQuestion } from '@app/shared';
import { Button, Loader, Modal, NativeSelect, Switch, Table, TextInput } from '@mantine/core';
import { RowActions, SaveOrCancel } from '../../../app/ui/RowActions';
import { useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { ConfirmDelete } from '../../../app/ui/ConfirmDelete';
import list from '../../../app/ui/list.module.css';
import pageClasses from '../../../app/ui/page.module.css';
import { Page } from '../../../app/ui/Page';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { ActiveBadge } from '../../lookups/components/ActiveBadge';
import { useDeleteQuestion, useQuestions, useSaveQuestion } from '../api';
import { ContentTabs } from '../ContentTabs';

const FIELDS = ['textEn', 'textAr', 'kind', 'sortOrder', 'options'] as const;

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
    options: question?.options ?? [],
  });
  // `key`, not the default `id`: a choice's own id must reach the server, so its answers keep it.
  const options = useFieldArray({ control: form.control, name: 'options', keyName: 'key' });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const onSubmit = form.handleSubmit((input) =>
    // A free-text question keeps no choices, whatever was typed before its kind changed.
    save.mutate(input.kind === 'text' ? { ...input, options: [] } : input, { onSuccess: onDone, onError: (error) => applyServerErrors(error, form.setError, [...FIELDS]) }),
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
              <Button variant="outline" color="red.9" onClick={() => options.remove(index)} aria-label={t('contentAdmin.question.removeOption', { number: index + 1 })}>
                {t('lookups.delete')}
              </Button>
            </div>
          ))}
          {(errors.options?.message || errors.options?.root) && (
            <p role="alert">{fieldError(errors.options.root ?? (errors.options as never))}</p>
          )}
          <Button variant="outline" size="xs" mt="sm" onClick={() => options.append({ textEn: '', textAr: '' })}>
            {t('contentAdmin.question.addOption')}
          </Button>
        </fieldset>
      )}
      <TextInput type="number" min={0} label={t('contentAdmin.sortOrder')} {...form.register('sortOrder', { valueAsNumber: true })} error={fieldError(errors.sortOrder)} />
      <Controller
        control={form.control}
        name="isRequired"
        render={({ field }) => <Switch label={t('contentAdmin.question.isRequired')} checked={field.value ?? true} onChange={(event) => field.onChange(event.currentTarget.checked)} />}
      />
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => <Switch label={t('contentAdmin.question.isActive')} checked={field.value ?? true} onChange={(event) => field.onChange(event.currentTarget.checked)} />}
      />
      <SaveOrCancel saving={save.isPending} onCancel={onDone} />
    </form>
  );
}

/** The job applicants' questionnaire on /Apply: its questions, their kind and their choices, in both languages. */
export default function QuestionsPage() {
  const { t, i18n } = useTranslation();
  const questions = useQuestions();
  const remove = useDeleteQuestion();
  const [editing, setEditing] = useState<{ question: TAdminQuestion | null } | null>(null);
  const [deleting, setDeleting] = useState<TAdminQuestion | null>(null);
  const textOf = (question: { textEn: string; textAr: string }) => (i18n.language === 'ar' ? question.textAr : question.textEn);
  return (
    <Page title={t('contentAdmin.questionsTitle')} size="wide" intro={<ContentTabs />}>
      <Button variant="outline" mb="md" onClick={() => setEditing({ question: null })}>
        {t('contentAdmin.addQuestion')}
      </Button>
      {questions.isPending && <Loader role="status" aria-label={t('app.loading')} />}
      {questions.data?.length === 0 && <p className={list.empty}>{t('common.noData')}</p>}
      {questions.data && questions.data.length > 0 && (
        <div className={list.tableWrap}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('contentAdmin.question.text')}</Table.Th>
                <Table.Th>{t('contentAdmin.question.kind')}</Table.Th>
                <Table.Th>{t('contentAdmin.question.options')}</Table.Th>
                <Table.Th>{t('lookups.status')}</Table.Th>
                <Table.Th>{t('lookups.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {questions.data.map((question) => (
                <Table.Tr key={question.id}>
                  <Table.Td>
                    {textOf(question)}
                    {question.isRequired && <span aria-label={t('contentAdmin.question.isRequired')}> *</span>}
                  </Table.Td>
                  <Table.Td>{t(`contentAdmin.question.kinds.${question.kind}`)}</Table.Td>
                  <Table.Td>{question.options.map(textOf).join(LIST_SEPARATOR[i18n.language === 'ar' ? 'ar' : 'en'])}</Table.Td>
                  <Table.Td>
                    <ActiveBadge isActive={question.isActive} />
                  </Table.Td>
                  <Table.Td>
                    <RowActions name={textOf(question)} onEdit={() => setEditing({ question })} onDelete={() => setDeleting(question)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.question ? t('contentAdmin.editQuestion') : t('contentAdmin.addQuestion')}
        closeButtonProps={{ 'aria-label': t('account.cancel') }}
        size="xl"
      >
        {editing && <QuestionForm key={editing.question?.id ?? 'new'} question={editing.question} onDone={() => setEditing(null)} />}
      </Modal>
      <ConfirmDelete
        open={deleting !== null}
        title={t('contentAdmin.deleteQuestionTitle')}
        text={t('contentAdmin.deleteQuestionText', { name: deleting ? textOf(deleting) : '' })}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </Page>
  );
}
