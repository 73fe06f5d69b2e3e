import '../../../app/ui/public-styles';
import { WEB_ROUTES, ZLoginSchema } from '@app/shared';
import { Alert, Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PasswordField } from '../../../app/ui/PasswordField';
import classes from '../../../app/ui/page.module.css';
import { useTranslation } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { withNext } from '../../../lib/session/access';
import { useNextPath } from '../../../lib/session/use-next';
import { useLogin } from '../api';
import { SecondStepForm } from './SecondStepForm';

/**
 * User name (or e-mail) and password, then the code of the authenticator app when the account has
 * a second factor; on success the signed-in user is in the query cache.
 */
export function LoginForm({ userName = '', showForgotLink = true }: { userName?: string; showForgotLink?: boolean }) {
  const { t } = useTranslation();
  const login = useLogin();
  const next = useNextPath();
  const form = useSchemaForm(ZLoginSchema, { userName, password: '' });
  const fieldError = useFieldError();
  const { errors } = form.formState;
  // A refusal that is about no one field (wrong password, too many attempts) stays in the form, not only in a toast.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const onSubmit = form.handleSubmit((values) => {
    setRefusal(null);
    login.mutate(values, {
      onSuccess: ({ data }) => {
        if ('secondFactorRequired' in data) setChallenge(data.challenge);
      },
      onError: (error) => {
        applyServerErrors(error, form);
        if (error instanceof ApiError && Object.keys(error.errors).length === 0) setRefusal(error.message);
      },
    });
  });

  if (challenge) {
    return (
      <SecondStepForm
        challenge={challenge}
        onRestart={() => {
          setChallenge(null);
          form.setValue('password', '');
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className={classes.form}>
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      <TextInput label={t('account.userNameOrEmail')} autoComplete="username" withAsterisk {...form.register('userName')} error={fieldError(errors.userName)} />
      <PasswordField
        label={t('account.password')}
        autoComplete="current-password"
        withAsterisk
        {...form.register('password')}
        error={fieldError(errors.password)}
      />
      <div className={classes.actions}>
        <Button type="submit" loading={login.isPending}>
          {t('account.loginSubmit')}
        </Button>
        {showForgotLink && (
          <Link to={withNext(WEB_ROUTES.forgotPassword, next)} className={classes.link}>
            {t('account.forgotLink')}
          </Link>
        )}
      </div>
    </form>
  );
}
