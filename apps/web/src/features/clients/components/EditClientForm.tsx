import { ZUpdateProfileSchema, type TUser } from '@app/shared';
import { Button } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import classes from '../../../app/ui/page.module.css';
import { applyServerErrors, useSchemaForm } from '../../../lib/forms';
import { PROFILE_FIELDS, ProfileFields } from '../../../app/ui/ProfileFields';
import { useUpdateClient } from '../api';

export function EditClientForm({ client }: { client: TUser }) {
  const { t } = useTranslation();
  const update = useUpdateClient(client.id);
  const form = useSchemaForm(ZUpdateProfileSchema, {
    userName: client.userName,
    email: client.email,
    phoneNumber: client.phoneNumber,
  });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: ({ data }) => form.reset({ userName: data.userName, email: data.email, phoneNumber: data.phoneNumber }),
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
        </div>
      </form>
    </FormProvider>
  );
}
