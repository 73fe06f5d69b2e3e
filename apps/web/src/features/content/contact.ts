import type { TBranch, TContactInfo } from '@app/shared';

/** tel: wants the number without spaces or punctuation, keeping a leading +. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

export function whatsAppHref(digits: string): string {
  return `https://wa.me/${digits.replace(/\D/g, '')}`;
}

export function whatsAppDisplay(digits: string): string {
  return `+${digits.replace(/\D/g, '')}`;
}

/** The support contacts come from the first branch. */
export function mainBranch(contact: TContactInfo | null | undefined): TBranch | undefined {
  return contact?.branchs[0];
}
