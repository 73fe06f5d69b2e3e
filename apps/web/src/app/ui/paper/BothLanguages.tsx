import { EMIRATES, inLanguage, type TInvoiceBuyer, type TMessageKey, type TMessageParams } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import { formatPhone } from '../../../lib/phone';
import classes from './paper.module.css';

/** The printed documents' labels (payments.paper in the catalogue; payments.paperOther holds the other language). */
export type TPaperLabel =
  | 'taxInvoice'
  | 'taxCreditNote'
  | 'receipt'
  | 'refundVoucher'
  | 'seller'
  | 'trn'
  | 'invoiceNumber'
  | 'invoiceDate'
  | 'orderNumber'
  | 'billedTo'
  | 'description'
  | 'amount'
  | 'subtotal'
  | 'vat'
  | 'total'
  | 'paid'
  | 'credited'
  | 'balance'
  | 'creditNoteNumber'
  | 'creditNoteDate'
  | 'originalInvoice'
  | 'originalInvoiceDate'
  | 'customer'
  | 'reason'
  | 'originalValue'
  | 'subtotalReversed'
  | 'vatReversed'
  | 'totalCredited'
  | 'refundOwed'
  | 'refundDueBy'
  | 'receiptNumber'
  | 'voucherNumber'
  | 'date'
  | 'receivedFrom'
  | 'paidTo'
  | 'amountReceived'
  | 'amountRefunded'
  | 'method'
  | 'reference'
  | 'forInvoice'
  | 'forCreditNote'
  | 'balanceAfter';

const otherOf = (language: string) => (language === 'ar' ? 'en' : 'ar');

/**
 * A printed document's label in both languages, as a UAE tax invoice carries them: the reader's
 * first, the other under it ("Tax Invoice" / "فاتورة ضريبية").
 */
export function Both({ label, params }: { label: TPaperLabel; params?: TMessageParams }) {
  const { t, i18n } = useTranslation();
  const other = otherOf(i18n.language);
  return (
    <>
      {t(`payments.paper.${label}` as TMessageKey, params)}
      {/* An inline isolate in the other direction: the block keeps the label's alignment. */}
      <span className={classes.other} lang={other}>
        <bdi dir={other === 'ar' ? 'rtl' : 'ltr'}>{t(`payments.paperOther.${label}` as TMessageKey, params)}</bdi>
      </span>
    </>
  );
}

/** A record's bilingual field in both languages (the reader's first), once when both say the same. */
export function BothValues({ english, arabic }: { english: string; arabic: string }) {
  const { i18n } = useTranslation();
  const first = i18n.language === 'ar' ? arabic || english : english || arabic;
  const second = i18n.language === 'ar' ? english : arabic;
  const other = otherOf(i18n.language);
  return (
    <>
      <bdi>{first}</bdi>
      {second && second !== first && (
        <span className={classes.otherValue} lang={other}>
          <bdi dir={other === 'ar' ? 'rtl' : 'ltr'}>{second}</bdi>
        </span>
      )}
    </>
  );
}

/** The agency that issued the document, as the document names it: both languages and its TRN. */
export function PaperSeller({ seller }: { seller: { legalName: string; legalNameAr: string; address: string; addressAr: string; trn: string } }) {
  return (
    <div className={classes.seller}>
      <strong>
        <BothValues english={seller.legalName} arabic={seller.legalNameAr} />
      </strong>
      <div>
        <BothValues english={seller.address} arabic={seller.addressAr} />
      </div>
      <div>
        <span className={classes.inlineLabel}>
          <Both label="trn" />
        </span>{' '}
        <span dir="ltr">{seller.trn}</span>
      </div>
    </div>
  );
}

/** The client as the document names her: full legal name (Arabic too when given), address and emirate, phone, e-mail. */
export function PaperBuyer({ buyer }: { buyer: TInvoiceBuyer }) {
  const { t, i18n } = useTranslation();
  const emirate = EMIRATES.find((each) => each.key === buyer.emirate);
  return (
    <div className={classes.buyer}>
      <strong>
        <BothValues english={buyer.name} arabic={buyer.nameAr} />
      </strong>
      {(buyer.address || emirate) && (
        <div>
          {buyer.address && <bdi>{buyer.address}</bdi>}
          {buyer.address && emirate && t('catalogue.listSeparator')}
          {emirate && inLanguage(emirate, 'name', i18n.language)}
        </div>
      )}
      <div>
        <span dir="ltr">{formatPhone(buyer.phoneNumber)}</span>
      </div>
      <div>
        <span dir="ltr" className={classes.email}>
          {buyer.email}
        </span>
      </div>
    </div>
  );
}
