import './public-styles';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useFieldError } from '../../lib/forms';
import { useTranslation } from '../../lib/i18n';

/** A password input whose show/hide button is named in the reader's language and reachable by keyboard. */
export function PasswordField({ ref, ...props }: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return <PasswordInput ref={ref} visibilityToggleFocusable visibilityToggleButtonProps={{ 'aria-label': t('account.showPassword') }} {...props} />;
}

/** The account's current password, asked before a change that needs it. */
export function CurrentPasswordField(props: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return <PasswordField label={t('account.currentPassword')} autoComplete="current-password" withAsterisk {...props} />;
}

type TNewPassword = 'newPassword' | 'confirmPassword';
/** A form of useSchemaForm whose schema has both fields. */
type TNewPasswordForm = {
  register: (name: TNewPassword) => UseFormRegisterReturn;
  formState: { errors: Partial<Record<TNewPassword, FieldError>> };
};

/** The new password and its confirmation. */
export function NewPasswordFields({ form }: { form: TNewPasswordForm }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  return (
    <>
      <PasswordField
        label={t('account.newPassword')}
        description={t('account.passwordHint')}
        autoComplete="new-password"
        withAsterisk
        {...form.register('newPassword')}
        error={fieldError(form.formState.errors.newPassword)}
      />
      <PasswordField
        label={t('account.confirmPassword')}
        autoComplete="new-password"
        withAsterisk
        {...form.register('confirmPassword')}
        error={fieldError(form.formState.errors.confirmPassword)}
      />
    </>
  );
}
