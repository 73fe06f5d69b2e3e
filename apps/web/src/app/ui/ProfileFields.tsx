import './public-styles';
import { TextInput } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { useFormContext } from 'react-hook-form';
import { PhoneInput } from './PhoneInput';
import { useFieldError } from '../../lib/forms';

type TProfileFields = { userName: string; email: string; phoneNumber: string };

/** User name, e-mail and phone number: the registration, profile and client forms share them. */
export function ProfileFields() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<TProfileFields>();
  const fieldError = useFieldError();
  return (
    <>
      <TextInput label={t('account.userName')} autoComplete="username" withAsterisk {...register('userName')} error={fieldError(formState.errors.userName)} />
      <ContactFields />
    </>
  );
}

/** E-mail and phone number: the profile fields, and the account's change of contact details. */
export function ContactFields() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<Omit<TProfileFields, 'userName'>>();
  const fieldError = useFieldError();
  return (
    <>
      <TextInput
        label={t('account.email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        withAsterisk
        {...register('email')}
        error={fieldError(formState.errors.email)}
      />
      <PhoneInput
        label={t('account.phone')}
        description={t('account.phoneHint')}
        withAsterisk
        {...register('phoneNumber')}
        error={fieldError(formState.errors.phoneNumber)}
      />
    </>
  );
}
