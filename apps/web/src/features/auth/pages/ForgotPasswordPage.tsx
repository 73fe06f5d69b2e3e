import '../../../app/ui/public-styles';
import { WEB_ROUTES, ZForgotPasswordSchema, ZResetPasswordSchema } from '@app/shared';
import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { CodeField } from '../../../app/ui/CodeField';
import { PasswordField } from '../../../app/ui/PasswordField';
import { Page } from '../../../app/ui/Page';
import classes from '../../../app/ui/page.module.css';
import { TextWithLtrValue } from '../../../app/ui/TextWithLtrValue';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useForgotPassword, useResetPassword } from '../api';

/** Step 1: the e-mail, to which a 6-digit code is sent. Step 2: the code and the new password. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');
  return (
    <Page
      title={t('account.forgotTitle')}
      intro={email ? <TextWithLtrValue sentence={(value) => t('account.resetIntro', { email: value })} value={email} /> : t('account.forgotIntro')}
    >
      {email ? (
        <ResetStep
          email={email}
          onOtherEmail={() => {
            setLastEmail(email);
            setEmail(null);
          }}
        />
      ) : (
        <EmailStep defaultEmail={lastEmail} onSent={setEmail} />
      )}
      <p className={classes.footnote}>
        <Link to={WEB_ROUTES.login}>{t('account.backToLogin')}</Link>
      </p>
    </Page>
  );
}

function EmailStep({ defaultEmail, onSent }: { defaultEmail: string; onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const form = useSchemaForm(ZForgotPasswordSchema, { email: defaultEmail });
  const fieldError = useFieldError();
  const onSubmit = form.handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: () => onSent(values.email),
      onError: (error) => applyServerErrors(error, form.setError, ['email']),
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className={classes.form}>
      <TextInput
        label={t('account.email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        withAsterisk
        {...form.register('email')}
        error={fieldError(form.formState.errors.email)}
      />
      <div className={classes.actions}>
        <Button type="submit" loading={forgot.isPending}>
          {t('account.sendCode')}
        </Button>
      </div>
    </form>
  );
}

function ResetStep({ email, onOtherEmail }: { email: string; onOtherEmail: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useSchemaForm(ZResetPasswordSchema, { email, code: '', newPassword: '', confirmPassword: '' });
  const fieldError = useFieldError();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => void navigate(WEB_ROUTES.login),
      onError: (error) => applyServerErrors(error, form.setError, ['code', 'newPassword', 'confirmPassword'], 'code'),
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className={classes.form}>
      <CodeField label={t('account.code')} maxLength={6} {...form.register('code')} error={fieldError(errors.code)} />
      <PasswordField
        label={t('account.newPassword')}
        description={t('account.passwordHint')}
        autoComplete="new-password"
        withAsterisk
        {...form.register('newPassword')}
        error={fieldError(errors.newPassword)}
      />
      <PasswordField
        label={t('account.confirmPassword')}
        autoComplete="new-password"
        withAsterisk
        {...form.register('confirmPassword')}
        error={fieldError(errors.confirmPassword)}
      />
      <div className={classes.actions}>
        <Button type="submit" loading={reset.isPending}>
          {t('account.resetSubmit')}
        </Button>
        <Button type="button" variant="subtle" onClick={onOtherEmail}>
          {t('account.otherEmail')}
        </Button>
      </div>
    </form>
  );
}
