import { deferred } from '../../../app/ui/deferred';

// The forms bring their validation (zod, react-hook-form): they load after the page has painted.
export const EnquiryForm = deferred(() => import('./forms').then((forms) => forms.EnquiryForm));
export const CallbackForm = deferred(() => import('./forms').then((forms) => forms.CallbackForm));
