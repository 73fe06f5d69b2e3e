import '../../../app/ui/public-styles';
import type { TAnswerList, TQoption, TQuestion } from '@app/shared';
import { Button, Checkbox, Radio, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { currentLanguageId } from '../../../lib/language';
import { useQuestionnaire, useSendAnswers } from '../api';
import { CmsPage } from '../components/CmsPage';
import classes from '../components/cms.module.css';

type TAnswers = Record<number, { text: string; optionIds: number[] }>;

const textOf = (entries: Array<{ languageId: number; text: string }>) =>
  (entries.find((entry) => entry.languageId === currentLanguageId()) ?? entries[0])?.text ?? '';

/** The answers the server expects: one per text question, one per chosen option. */
export function toAnswerList(questions: TQuestion[], answers: TAnswers): TAnswerList {
  return questions.flatMap((question): TAnswerList => {
    const answer = answers[question.id];
    if (!answer) return [];
    if (question.kind === 'text') return answer.text.trim() ? [{ questionId: question.id, answerText: answer.text.trim() }] : [];
    return answer.optionIds.map((optionId) => ({ questionId: question.id, optionId }));
  });
}

export function unansweredRequired(questions: TQuestion[], answers: TAnswers): number[] {
  const answered = new Set(toAnswerList(questions, answers).map((answer) => answer.questionId));
  return questions.filter((question) => question.isRequired && !answered.has(question.id)).map((question) => question.id);
}

function Question({ question, options, value, error, onChange }: {
  question: TQuestion;
  options: TQoption[];
  value: { text: string; optionIds: number[] };
  error: string | undefined;
  onChange: (next: { text: string; optionIds: number[] }) => void;
}) {
  const label = textOf(question.frmQuestionLngs);
  const common = { label, required: question.isRequired, error, className: classes.question };
  if (question.kind === 'text') {
    return <TextInput {...common} value={value.text} onChange={(event) => onChange({ ...value, text: event.currentTarget.value })} />;
  }
  if (question.kind === 'single') {
    return (
      <Radio.Group {...common} value={value.optionIds[0] ? String(value.optionIds[0]) : null} onChange={(next) => onChange({ ...value, optionIds: [Number(next)] })}>
        <Stack gap="xs" mt="xs">
          {options.map((option) => <Radio key={option.id} value={String(option.id)} label={textOf(option.frmQoptionLngs)} />)}
        </Stack>
      </Radio.Group>
    );
  }
  return (
    <Checkbox.Group {...common} value={value.optionIds.map(String)} onChange={(next) => onChange({ ...value, optionIds: next.map(Number) })}>
      <Stack gap="xs" mt="xs">
        {options.map((option) => <Checkbox key={option.id} value={String(option.id)} label={textOf(option.frmQoptionLngs)} />)}
      </Stack>
    </Checkbox.Group>
  );
}

function Questionnaire() {
  const { t } = useTranslation();
  const questionnaire = useQuestionnaire();
  const send = useSendAnswers();
  const [answers, setAnswers] = useState<TAnswers>({});
  const [missing, setMissing] = useState<number[]>([]);
  const [sent, setSent] = useState<string | null>(null);
  if (!questionnaire.data) return null;
  const { questions, options } = questionnaire.data;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const unanswered = unansweredRequired(questions, answers);
    setMissing(unanswered);
    if (unanswered.length > 0) return;
    send.mutate(toAnswerList(questions, answers), {
      onSuccess: (result) => {
        setSent(result.message);
        setAnswers({});
      },
    });
  };
  if (sent) return <p role="status" className={classes.sent}>{sent}</p>;
  return (
    <form onSubmit={onSubmit} noValidate className={classes.card} aria-labelledby="apply-form-title">
      <h2 id="apply-form-title">{t('site.applyForm')}</h2>
      {missing.length > 0 && <p role="alert">{t('site.fillRequired')}</p>}
      {questions.map((question) => (
        <Question
          key={question.id}
          question={question}
          options={options.filter((option) => option.questionId === question.id)}
          value={answers[question.id] ?? { text: '', optionIds: [] }}
          error={missing.includes(question.id) ? t('validation.required') : undefined}
          onChange={(next) => setAnswers((current) => ({ ...current, [question.id]: next }))}
        />
      ))}
      <Button type="submit" loading={send.isPending}>
        {t('site.sendApplication')}
      </Button>
    </form>
  );
}

export default function ApplyPage() {
  const { t } = useTranslation();
  return <CmsPage uniqueUrl="apply" fallbackTitle={t('site.apply')}>{() => <Questionnaire />}</CmsPage>;
}
