import '../public-styles';
import { todayInUae, ZCallbackInputSchema, ZEnquiryInputSchema } from '@app/shared';
import { Button, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { PhoneInput } from '../PhoneInput';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useSendCallback, useSendEnquiry } from '../../../lib/enquiries';
import classes from './forms.module.css';

function SentNote({ message }: { message: string | null }) {
  return (
    <p role="status" className={classes.sent}>
      {message}
    </p>
  );
}

/** An enquiry, about one worker when laborId is given. */
export function EnquiryForm({ laborId = null, idPrefix }: { laborId?: number | null; idPrefix: string }) {
  const { t } = useTranslation();
  const send = useSendEnquiry();
  const [sent, setSent] = useState<string | null>(null);
  const form = useSchemaForm(ZEnquiryInputSchema, { name: '', phoneNumber: '', email: '', message: '', laborId });
  const fieldError = useFieldError();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    send.mutate(
      { ...values, laborId },
      {
        onSuccess: (result) => {
          setSent(result.message ?? t('catalogue.sent'));
          form.reset({ name: '', phoneNumber: '', email: '', message: '', laborId });
        },
        onError: (error) => applyServerErrors(error, form),
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className={classes.form} aria-labelledby={`${idPrefix}-title`}>
      <TextInput
        id={`${idPrefix}-name`}
        label={t('catalogue.yourName')}
        autoComplete="name"
        withAsterisk
        {...form.register('name')}
        error={fieldError(errors.name)}
      />
      <PhoneInput
        id={`${idPrefix}-phone`}
        label={t('catalogue.phoneNumber')}
        withAsterisk
        {...form.register('phoneNumber')}
        error={fieldError(errors.phoneNumber)}
      />
      <TextInput
        id={`${idPrefix}-email`}
        type="email"
        label={t('catalogue.emailOptional')}
        autoComplete="email"
        dir="ltr"
        {...form.register('email')}
        error={fieldError(errors.email)}
      />
      <Textarea
        id={`${idPrefix}-message`}
        label={t('catalogue.message')}
        autosize
        minRows={3}
        withAsterisk
        {...form.register('message')}
        error={fieldError(errors.message)}
      />
      <div className={classes.formActions}>
        <Button type="submit" loading={send.isPending}>
          {t('catalogue.sendEnquiry')}
        </Button>
      </div>
      {sent && <SentNote message={sent} />}
    </form>
  );
}

/** A request to be called back on a chosen day, not in the past. */
export function CallbackForm({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const send = useSendCallback();
  const [sent, setSent] = useState<string | null>(null);
  const form = useSchemaForm(ZCallbackInputSchema, { name: '', phoneNumber: '', preferredDate: '' });
  const fieldError = useFieldError();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: (result) => {
        setSent(result.message ?? t('catalogue.sent'));
        form.reset({ name: '', phoneNumber: '', preferredDate: '' });
      },
      onError: (error) => applyServerErrors(error, form),
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className={classes.form} aria-labelledby={`${idPrefix}-title`}>
      <TextInput
        id={`${idPrefix}-name`}
        label={t('catalogue.yourName')}
        autoComplete="name"
        withAsterisk
        {...form.register('name')}
        error={fieldError(errors.name)}
      />
      <PhoneInput
        id={`${idPrefix}-phone`}
        label={t('catalogue.phoneNumber')}
        withAsterisk
        {...form.register('phoneNumber')}
        error={fieldError(errors.phoneNumber)}
      />
      <TextInput
        id={`${idPrefix}-date`}
        type="date"
        label={t('catalogue.preferredDate')}
        min={todayInUae()}
        dir="ltr"
        withAsterisk
        {...form.register('preferredDate')}
        error={fieldError(errors.preferredDate)}
      />
      <div className={classes.formActions}>
        <Button type="submit" loading={send.isPending}>
          {t('catalogue.sendCallback')}
        </Button>
      </div>
      {sent && <SentNote message={sent} />}
    </form>
  );
}
