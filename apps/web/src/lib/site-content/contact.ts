import type { TBranch, TContactInfo } from '@app/shared';

/** tel: wants the number without spaces or punctuation, keeping a leading +. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/** A WhatsApp chat with the number, the message (Site Settings) already typed when there is one. */
export function whatsAppHref(digits: string, message = ''): string {
  const chat = `https://wa.me/${digits.replace(/\D/g, '')}`;
  return message ? `${chat}?text=${encodeURIComponent(message)}` : chat;
}

export function whatsAppDisplay(digits: string): string {
  return `+${digits.replace(/\D/g, '')}`;
}

/** The support contacts come from the first branch. */
export function mainBranch(contact: TContactInfo | null | undefined): TBranch | undefined {
  return contact?.branchs[0];
}
