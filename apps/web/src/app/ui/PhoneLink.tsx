import { formatPhone } from '../../lib/phone';
import { telHref } from '../../lib/site-content/contact';

/** A stored number as people read it (+971 50 123 4567), left to right, and a link that calls it. */
export function PhoneLink({ phoneNumber }: { phoneNumber: string }) {
  const shown = formatPhone(phoneNumber);
  return (
    <a href={telHref(shown)} dir="ltr">
      {shown}
    </a>
  );
}
