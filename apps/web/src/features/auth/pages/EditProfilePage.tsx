import '../../../app/ui/public-styles';
import { ZUpdateOwnProfileSchema, type TUser } from '@app/shared';
import { TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { EditForm, EditPage } from '../../../app/ui/EditPage';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { formatPhone } from '../../../lib/phone';
import pageClasses from '../../../app/ui/page.module.css';
import { accountRoutes } from '../../../lib/session/access';
import { useAccountUser, useUpdateProfile } from '../api';

export default function EditProfilePage() {
  const { t } = useTranslation();
  const user = useAccountUser();
  if (!user) return null;
  return (
    <EditPage title={t('account.editProfileTitle')} size="narrow">
      <EditProfileForm user={user} />
    </EditPage>
  );
}

function EditProfileForm({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const routes = accountRoutes(user.role);
  const fieldError = useFieldError();
  // The e-mail and phone are shown, not edited: they change with the password (and a code) on their own page.
  const form = useSchemaForm(ZUpdateOwnProfileSchema, { userName: user.userName });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => void navigate(routes.profile),
      onError: (error) => applyServerErrors(error, form),
    }),
  );
  return (
    <FormProvider {...form}>
      <EditForm onSubmit={onSubmit} label={t('account.save')} saving={update.isPending} cancelTo={routes.profile}>
        <TextInput
          label={t('account.userName')}
          autoComplete="username"
          withAsterisk
          {...form.register('userName')}
          error={fieldError(form.formState.errors.userName)}
        />
        <TextInput label={t('account.email')} value={user.email} dir="ltr" readOnly variant="filled" />
        <TextInput label={t('account.phone')} value={formatPhone(user.phoneNumber)} dir="ltr" readOnly variant="filled" />
        <p style={{ margin: 0 }}>
          {t('accountSecurity.readOnlyHint')}{' '}
          <Link to={routes.contact} className={pageClasses.link}>
            {t('accountSecurity.changeContactLink')}
          </Link>
        </p>
      </EditForm>
    </FormProvider>
  );
}
