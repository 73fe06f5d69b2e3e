import '../../../app/ui/public-styles';
import { ZUpdateProfileSchema, type TUser } from '@app/shared';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { EditForm, EditPage } from '../../../app/ui/EditPage';
import { applyServerErrors, useSchemaForm } from '../../../lib/forms';
import { accountRoutes } from '../../../lib/session/access';
import { useAccountUser, useUpdateProfile } from '../api';
import { PROFILE_FIELDS, ProfileFields } from '../../../app/ui/ProfileFields';

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
  const form = useSchemaForm(ZUpdateProfileSchema, {
    userName: user.userName,
    email: user.email,
    phoneNumber: user.phoneNumber,
  });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => void navigate(routes.profile),
      onError: (error) => applyServerErrors(error, form.setError, PROFILE_FIELDS),
    }),
  );
  return (
    <FormProvider {...form}>
      <EditForm onSubmit={onSubmit} label={t('account.save')} saving={update.isPending} cancelTo={routes.profile}>
        <ProfileFields />
      </EditForm>
    </FormProvider>
  );
}
