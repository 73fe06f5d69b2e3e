import '../../../app/ui/public-styles';
import { answerField, questionnaireFormSchema, type TAnswerField, type TQoption, type TQuestion } from '@app/shared';
import { Button, Checkbox, Radio, Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { currentLanguageId } from '../../../lib/language';
import { useSendAnswers } from '../api';
import classes from './cms.module.css';

const textOf = (entries: Array<{ languageId: number; text: string }>) =>
  (entries.find((entry) => entry.languageId === currentLanguageId()) ?? entries[0])?.text ?? '';

const NO_ANSWER: TAnswerField = { text: '', optionIds: [] };

function Question({
  question,
  options,
  value,
  error,
  onChange,
}: {
  question: TQuestion;
  options: TQoption[];
  value: TAnswerField;
  error: string | undefined;
  onChange: (next: TAnswerField) => void;
}) {
  const label = textOf(question.frmQuestionLngs);
  const common = { label, required: question.isRequired, error, className: classes.question };
  if (question.kind === 'text') {
    return <TextInput {...common} value={value.text} onChange={(event) => onChange({ ...value, text: event.currentTarget.value })} />;
  }
  if (question.kind === 'single') {
    return (
      <Radio.Group
        {...common}
        value={value.optionIds[0] ? String(value.optionIds[0]) : null}
        onChange={(next) => onChange({ ...value, optionIds: [Number(next)] })}
      >
        <Stack gap="xs" mt="xs">
          {options.map((option) => (
            <Radio key={option.id} value={String(option.id)} label={textOf(option.frmQoptionLngs)} />
          ))}
        </Stack>
      </Radio.Group>
    );
  }
  return (
    <Checkbox.Group {...common} value={value.optionIds.map(String)} onChange={(next) => onChange({ ...value, optionIds: next.map(Number) })}>
      <Stack gap="xs" mt="xs">
        {options.map((option) => (
          <Checkbox key={option.id} value={String(option.id)} label={textOf(option.frmQoptionLngs)} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** The applicants' questionnaire: each required question answered before the answers are sent. */
export function ApplyForm({ questions, options }: { questions: TQuestion[]; options: TQoption[] }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const send = useSendAnswers();
  const [sent, setSent] = useState<string | null>(null);
  const schema = useMemo(() => questionnaireFormSchema(questions), [questions]);
  const unanswered = useMemo(() => Object.fromEntries(questions.map((question) => [answerField(question.id), NO_ANSWER])), [questions]);
  const form = useSchemaForm(schema, unanswered);
  const { errors, isSubmitted } = form.formState;
  const onSubmit = form.handleSubmit((answers) =>
    send.mutate(answers, {
      onSuccess: (result) => {
        setSent(result.message);
        form.reset(unanswered);
      },
      onError: (error) => applyServerErrors(error, form),
    }),
  );
  if (sent)
    return (
      <p role="status" className={classes.sent}>
        {sent}
      </p>
    );
  return (
    <form onSubmit={onSubmit} noValidate className={classes.card} aria-labelledby="apply-form-title">
      <h2 id="apply-form-title">{t('site.applyForm')}</h2>
      {isSubmitted && Object.keys(errors).length > 0 && <p role="alert">{t('site.fillRequired')}</p>}
      {questions.map((question) => (
        <Controller
          key={question.id}
          control={form.control}
          name={answerField(question.id)}
          render={({ field, fieldState }) => (
            <Question
              question={question}
              options={options.filter((option) => option.questionId === question.id)}
              value={field.value ?? NO_ANSWER}
              error={fieldError(fieldState.error)}
              onChange={field.onChange}
            />
          )}
        />
      ))}
      <Button type="submit" loading={send.isPending}>
        {t('site.sendApplication')}
      </Button>
    </form>
  );
}
