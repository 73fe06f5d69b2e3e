import { formatAed, formatUaeDate, formatUaeDateTime, localeOf, VAT_RATE, withVat, type TOrder } from '@app/shared';
import { t } from './i18n';
import { currentLanguageId } from './language';

const locale = () => localeOf(currentLanguageId());

/** An amount in dirhams in the page's language: "AED 12,500", "12,500 درهم". */
export const money = (amount: number) => formatAed(amount, locale());

/** "Wednesday 25 November 2026, 11:00 (UAE time)" in the page's language. */
export const uaeMoment = (iso: string) => formatUaeDateTime(iso, locale());
export const uaeDay = (iso: string) => formatUaeDate(iso, locale());

/** What an order costs with VAT before its invoice exists: a month's price times the minimum months. */
export const quoteOf = (order: Pick<TOrder, 'priceAed' | 'months'>) => withVat(order.priceAed * (order.months ?? 1));

/** "AED 12,500 + VAT 5% AED 625 = AED 13,125", filled into the catalogue's sentence. */
export function vatBreakdown(subtotalAed: number) {
  const quote = withVat(subtotalAed);
  return t('clientOrders.priceWithVat', { price: money(quote.subtotalAed), rate: VAT_RATE * 100, vat: money(quote.vatAed), total: money(quote.totalAed) });
}
