import '../../../app/ui/public-styles';
import { WEB_ROUTES, ZLoginSchema } from '@app/shared';
import { Alert, Button, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { PasswordField } from '../../../app/ui/PasswordField';
import { Page } from '../../../app/ui/Page';
import classes from '../../../app/ui/page.module.css';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { afterLoginPath, NEXT_PARAM } from '../access';
import { useCurrentUser, useLogin } from '../api';

/** Registration hands over the new user name so only the password is left to type. */
export type TLoginState = { userName?: string } | null;

export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const next = params.get(NEXT_PARAM);
  const handedOver = (useLocation().state as TLoginState)?.userName ?? '';
  const { data: user } = useCurrentUser();
  const login = useLogin();
  const form = useSchemaForm(ZLoginSchema, { userName: handedOver, password: '' });
  const fieldError = useFieldError();
  const { errors } = form.formState;

  // Signed in (just now, or already): on to the page that asked for it.
  if (user) return <Navigate to={afterLoginPath(next, user.role)} replace />;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, { onError: (error) => applyServerErrors(error, form.setError, ['userName', 'password']) }),
  );

  return (
    <Page title={t('account.loginTitle')}>
      {next && (
        <Alert color="yellow" mb="lg">
          {t('auth.loginFirst')}
        </Alert>
      )}
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
          <Link to={WEB_ROUTES.forgotPassword} className={classes.link}>
            {t('account.forgotLink')}
          </Link>
        </div>
      </form>
      <p className={classes.footnote}>
        {t('account.noAccount')} <Link to={WEB_ROUTES.register}>{t('account.createAccount')}</Link>
      </p>
    </Page>
  );
}
