import type { ComponentProps } from 'react';
import { deferred } from '../deferred';
import { NearViewport } from '../NearViewport';
import type * as Forms from './forms';

// The forms bring their validation (zod, the shared schemas, react-hook-form): their code loads when
// the visitor comes near them, and their place is kept meanwhile (the forms' height on a phone). A
// page rendered on the server holds only their place, so it is taken over without their code.
const LazyEnquiryForm = deferred(() => import('./forms').then((forms) => forms.EnquiryForm), { inRenderedPages: false });
const LazyCallbackForm = deferred(() => import('./forms').then((forms) => forms.CallbackForm), { inRenderedPages: false });

export function EnquiryForm(props: ComponentProps<typeof Forms.EnquiryForm>) {
  return (
    <NearViewport minBlockSize="19.5rem">
      <LazyEnquiryForm {...props} />
    </NearViewport>
  );
}

export function CallbackForm(props: ComponentProps<typeof Forms.CallbackForm>) {
  return (
    <NearViewport minBlockSize="16.75rem">
      <LazyCallbackForm {...props} />
    </NearViewport>
  );
}
