import '../../../app/ui/public-styles';
import { ZChangePasswordSchema } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import { Alert } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { CurrentPasswordField, NewPasswordFields } from '../../../app/ui/PasswordField';
import { EditForm, EditPage } from '../../../app/ui/EditPage';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { accountRoutes, NEXT_PARAM, safeNextPath } from '../../../lib/session/access';
import { useChangePassword, useAccountUser } from '../api';

/**
 * Changing the password ends the user's other sessions; this one stays. A first admin's temporary
 * password is changed here before anything else, then on to where they were going.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useAccountUser();
  const change = useChangePassword();
  const form = useSchemaForm(ZChangePasswordSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const fieldError = useFieldError();
  const { errors } = form.formState;
  if (!user) return null;

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => void navigate(safeNextPath(params.get(NEXT_PARAM)) ?? accountRoutes(user.role).profile),
      onError: (error) => applyServerErrors(error, form, 'currentPassword'),
    }),
  );

  return (
    <EditPage
      title={t('account.changePasswordTitle')}
      size="narrow"
      intro={user.mustChangePassword && <Alert color="yellow">{t('twoStep.mustChangeExplain')}</Alert>}
    >
      <EditForm onSubmit={onSubmit} label={t('account.changeSubmit')} saving={change.isPending}>
        <CurrentPasswordField {...form.register('currentPassword')} error={fieldError(errors.currentPassword)} />
        <NewPasswordFields form={form} />
      </EditForm>
    </EditPage>
  );
}
