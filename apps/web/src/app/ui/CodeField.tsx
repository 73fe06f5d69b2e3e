import './public-styles';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

/** A one-time code typed from an app or an e-mail: digits, left to right, offered by the phone's code autofill. */
export function CodeField({ ref, ...props }: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return <TextInput ref={ref} inputMode="numeric" autoComplete="one-time-code" dir="ltr" withAsterisk {...props} />;
}
