import './public-styles';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';
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
