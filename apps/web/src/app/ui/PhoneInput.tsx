import './public-styles';
import { PHONE_COUNTRY_CODE, PHONE_DIGITS } from '@app/shared';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

/**
 * A UAE mobile number without its country code (SPEC.md section 9): 9 digits, shown left to right
 * after a fixed +971 in both languages.
 */
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
      maxLength={PHONE_DIGITS + 4}
      leftSection={<span aria-hidden="true">+{PHONE_COUNTRY_CODE}</span>}
      leftSectionWidth={56}
      {...props}
    />
  );
}
