import '../../../app/ui/public-styles';
import { WEB_ROUTES, ZRegisterSchema } from '@app/shared';
import { Button } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '../../../app/ui/PasswordField';
import { Page } from '../../../app/ui/Page';
import classes from '../../../app/ui/page.module.css';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useLogin, useRegister } from '../api';
import { ProfileFields } from '../../../app/ui/ProfileFields';
import { withNext } from '../../../lib/session/access';
import { useNextPath } from '../../../lib/session/use-next';
import type { TLoginState } from './LoginPage';

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registration = useRegister();
  const login = useLogin();
  // The page she set out from (a worker she wants to request) is where the e-mail's step leads back to.
  const next = useNextPath();
  const form = useSchemaForm(ZRegisterSchema, { userName: '', email: '', phoneNumber: '', password: '' });
  const fieldError = useFieldError();

  const onSubmit = form.handleSubmit((values) =>
    registration.mutate(values, {
      // Signed in at once with what was just typed; the login page (user name filled in) if that fails.
      onSuccess: ({ data }) =>
        login.mutate(
          { userName: values.userName, password: values.password },
          {
            // The code that confirms her e-mail is on its way: its step comes first.
            onSuccess: () => void navigate(withNext(WEB_ROUTES.verifyEmail, next)),
            onError: () => void navigate(withNext(WEB_ROUTES.login, next), { state: { userName: data.userName } satisfies TLoginState }),
          },
        ),
      onError: (error) => applyServerErrors(error, form),
    }),
  );

  return (
    <Page title={t('account.registerTitle')}>
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className={classes.form}>
          <ProfileFields />
          <PasswordField
            label={t('account.password')}
            description={t('account.passwordHint')}
            autoComplete="new-password"
            withAsterisk
            {...form.register('password')}
            error={fieldError(form.formState.errors.password)}
          />
          <div className={classes.actions}>
            <Button type="submit" loading={registration.isPending}>
              {t('account.registerSubmit')}
            </Button>
          </div>
        </form>
      </FormProvider>
      <p className={classes.footnote}>
        {t('account.haveAccount')} <Link to={withNext(WEB_ROUTES.login, next)}>{t('header.login')}</Link>
      </p>
    </Page>
  );
}
