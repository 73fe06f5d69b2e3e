import { ZUpdateProfileSchema, type TUser } from '@app/shared';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { EditForm } from '../../../app/ui/EditPage';
import { applyServerErrors, useSchemaForm } from '../../../lib/forms';
import { ProfileFields } from '../../../app/ui/ProfileFields';
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
      onError: (error) => applyServerErrors(error, form),
    }),
  );
  return (
    <FormProvider {...form}>
      <EditForm onSubmit={onSubmit} label={t('account.save')} saving={update.isPending}>
        <ProfileFields />
      </EditForm>
    </FormProvider>
  );
}
