import '../../../app/ui/public-styles';
import { ZContactChangeSchema, ZContactConfirmSchema, type TPendingContactChange, type TUser } from '@app/shared';
import { Alert, Button, Loader } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EditForm, EditPage } from '../../../app/ui/EditPage';
import { CodeField } from '../../../app/ui/CodeField';
import { CurrentPasswordField } from '../../../app/ui/PasswordField';
import { ContactFields } from '../../../app/ui/ProfileFields';
import { TextWithLtrValue } from '../../../app/ui/TextWithLtrValue';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { accountRoutes } from '../../../lib/session/access';
import { useCurrentUser } from '../../../lib/session/current-user';
import { useChangeContact, useConfirmContact, usePendingContactChange, useStartContactChangeOver } from '../api';

/**
 * Change e-mail or phone, in two steps: the new details with the current password, then (for a new
 * e-mail) the code sent to it. A change already waiting for its code opens at the second step.
 */
export default function ChangeContactPage() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const pending = usePendingContactChange();
  if (!user) return null;
  const routes = accountRoutes(user.role);
  let body;
  if (pending.isPending) body = <Loader role="status" aria-label={t('app.loading')} mx="auto" display="block" />;
  else if (pending.isError) body = <Alert color="red">{pending.error.message}</Alert>;
  else if (pending.data) body = <CodeStep pending={pending.data} profile={routes.profile} />;
  else body = <DetailsStep user={user} profile={routes.profile} />;
  return (
    <EditPage title={t('accountSecurity.contactTitle')} size="narrow" back={{ to: routes.security, label: t('accountSecurity.backToSecurity') }}>
      {body}
    </EditPage>
  );
}

function DetailsStep({ user, profile }: { user: TUser; profile: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangeContact();
  const fieldError = useFieldError();
  const form = useSchemaForm(ZContactChangeSchema, { email: user.email, phoneNumber: user.phoneNumber, currentPassword: '' });
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ data }) => {
        if (!data.pending) void navigate(profile);
      },
      onError: (error) => applyServerErrors(error, form, 'currentPassword'),
    }),
  );
  return (
    <FormProvider {...form}>
      <p style={{ marginBlockStart: 0 }}>{t('accountSecurity.contactIntro')}</p>
      <EditForm onSubmit={onSubmit} label={t('accountSecurity.contactSubmit')} saving={change.isPending} cancelTo={profile}>
        <ContactFields />
        <CurrentPasswordField {...form.register('currentPassword')} error={fieldError(form.formState.errors.currentPassword)} />
      </EditForm>
    </FormProvider>
  );
}

function CodeStep({ pending, profile }: { pending: TPendingContactChange; profile: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmContact();
  const restart = useStartContactChangeOver();
  const fieldError = useFieldError();
  const form = useSchemaForm(ZContactConfirmSchema, { code: '' });
  const onSubmit = form.handleSubmit((values) =>
    confirm.mutate(values.code, {
      onSuccess: () => void navigate(profile),
      onError: (error) => applyServerErrors(error, form, 'code'),
    }),
  );
  return (
    <>
      <p style={{ marginBlockStart: 0 }}>
        <TextWithLtrValue sentence={(email) => t('accountSecurity.codeIntro', { email })} value={pending.email} />
      </p>
      <EditForm onSubmit={onSubmit} label={t('accountSecurity.confirmSubmit')} saving={confirm.isPending}>
        <CodeField label={t('accountSecurity.code')} maxLength={6} {...form.register('code')} error={fieldError(form.formState.errors.code)} />
      </EditForm>
      <Button variant="subtle" onClick={restart} mt="sm">
        {t('accountSecurity.startOver')}
      </Button>
    </>
  );
}
