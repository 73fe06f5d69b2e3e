import '../../../app/ui/public-styles';
import { ZUpdateProfileSchema, type TUser } from '@app/shared';
import { Button } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../../app/ui/Page';
import classes from '../../../app/ui/page.module.css';
import { applyServerErrors, useSchemaForm } from '../../../lib/forms';
import { accountRoutes } from '../../../lib/session/access';
import { useAccountUser, useUpdateProfile } from '../api';
import { PROFILE_FIELDS, ProfileFields } from '../../../app/ui/ProfileFields';

export default function EditProfilePage() {
  const { t } = useTranslation();
  const user = useAccountUser();
  if (!user) return null;
  return (
    <Page title={t('account.editProfileTitle')}>
      <EditProfileForm user={user} />
    </Page>
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
      <form noValidate onSubmit={onSubmit} className={classes.form}>
        <ProfileFields />
        <div className={classes.actions}>
          <Button type="submit" loading={update.isPending}>
            {t('account.save')}
          </Button>
          <Button component={Link} to={routes.profile} variant="subtle">
            {t('account.cancel')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
