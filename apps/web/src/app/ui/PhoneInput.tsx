import './public-styles';
import { PHONE_COUNTRY_CODE } from '@app/shared';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

/**
 * A UAE phone number (SPEC.md section 9), shown left to right after a fixed +971 in both languages.
 * Typed as people write it ('050 123 4567', '+971 50 123 4567', Arabic-Indic digits): the shared
 * ZPhoneNumberSchema keeps the 9 digits after +971.
 */
/** Room for '00971 50 123 4567' with a space or two more. */
const PHONE_TYPED_MAX = 20;

export function PhoneInput({ ref, ...props }: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <TextInput
      ref={ref}
      // The number without its country code is autofill's "tel-national", which HTML allows on a text
      // field only (type="tel" takes the whole number, "tel"); the keypad stays numeric.
      type="text"
      inputMode="numeric"
      autoComplete="tel-national"
      // Mantine puts dir on the box around the input and its +971 section, not on the label.
      dir="ltr"
      placeholder="50 123 4567"
      maxLength={PHONE_TYPED_MAX}
      leftSection={<span aria-hidden="true">+{PHONE_COUNTRY_CODE}</span>}
      leftSectionWidth={56}
      {...props}
    />
  );
}
