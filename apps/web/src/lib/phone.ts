/** A stored phone number as people read it (+971 50 123 4567): the shared rule, also used in e-mails and the CV. */
export { formatUaePhone as formatPhone } from '@app/shared';
