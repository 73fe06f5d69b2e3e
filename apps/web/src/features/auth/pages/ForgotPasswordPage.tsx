import '../../../app/ui/public-styles';
import { WEB_ROUTES, ZForgotPasswordSchema, ZResetPasswordSchema } from '@app/shared';
import { Button, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CodeField } from '../../../app/ui/CodeField';
import { NewPasswordFields } from '../../../app/ui/PasswordField';
import { Page } from '../../../app/ui/Page';
import classes from '../../../app/ui/page.module.css';
import { TextWithLtrValue } from '../../../app/ui/TextWithLtrValue';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { withNext } from '../../../lib/session/access';
import { useNextPath } from '../../../lib/session/use-next';
import { useForgotPassword, useResetPassword } from '../api';

const EMAIL_PARAM = 'email';
const STEP_PARAM = 'step';
const CODE_STEP = 'code';

/**
 * The step is in the address (?email=…&step=code), so a family who reads the code in her mail app
 * and comes back, or reloads, is still at the code; `next` rides along to the login page.
 */
function useForgotStep() {
  const [params, setParams] = useSearchParams();
  const email = params.get(EMAIL_PARAM) ?? '';
  const step = (code: boolean, to: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set(EMAIL_PARAM, to);
      if (code) updated.set(STEP_PARAM, CODE_STEP);
      else updated.delete(STEP_PARAM);
      return updated;
    });
  return {
    email,
    atCode: params.get(STEP_PARAM) === CODE_STEP && email !== '',
    toCode: (to: string) => step(true, to),
    toEmail: () => step(false, email),
  };
}

/** Step 1: the e-mail, to which a 6-digit code is sent. Step 2: the code and the new password. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { email, atCode, toCode, toEmail } = useForgotStep();
  const loginPath = withNext(WEB_ROUTES.login, useNextPath());
  return (
    <Page
      title={t('account.forgotTitle')}
      intro={atCode ? <TextWithLtrValue sentence={(value) => t('account.resetIntro', { email: value })} value={email} /> : t('account.forgotIntro')}
    >
      {atCode ? <ResetStep email={email} loginPath={loginPath} onOtherEmail={toEmail} /> : <EmailStep defaultEmail={email} onSent={toCode} />}
      <p className={classes.footnote}>
        <Link to={loginPath}>{t('account.backToLogin')}</Link>
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
      onError: (error) => applyServerErrors(error, form),
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

function ResetStep({ email, loginPath, onOtherEmail }: { email: string; loginPath: string; onOtherEmail: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useSchemaForm(ZResetPasswordSchema, { email, code: '', newPassword: '', confirmPassword: '' });
  const fieldError = useFieldError();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => void navigate(loginPath),
      onError: (error) => applyServerErrors(error, form, 'code'),
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className={classes.form}>
      <CodeField label={t('account.code')} maxLength={6} {...form.register('code')} error={fieldError(errors.code)} />
      <NewPasswordFields form={form} />
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
