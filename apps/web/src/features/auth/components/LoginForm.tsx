import '../../../app/ui/public-styles';
import { WEB_ROUTES, ZLoginSchema } from '@app/shared';
import { Button, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { PasswordField } from '../../../app/ui/PasswordField';
import classes from '../../../app/ui/page.module.css';
import { useTranslation } from '../../../lib/i18n';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useLogin } from '../api';

/** User name (or e-mail) and password; on success the signed-in user is in the query cache. */
export function LoginForm({ userName = '', showForgotLink = true }: { userName?: string; showForgotLink?: boolean }) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useSchemaForm(ZLoginSchema, { userName, password: '' });
  const fieldError = useFieldError();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, { onError: (error) => applyServerErrors(error, form.setError, ['userName', 'password']) }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className={classes.form}>
      <TextInput
        label={t('account.userNameOrEmail')}
        autoComplete="username"
        withAsterisk
        {...form.register('userName')}
        error={fieldError(errors.userName)}
      />
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
          <Link to={WEB_ROUTES.forgotPassword} className={classes.link}>
            {t('account.forgotLink')}
          </Link>
        )}
      </div>
    </form>
  );
}
