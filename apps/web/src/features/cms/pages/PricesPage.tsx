import { inLanguage, WEB_ROUTES, withVat, type TPackage } from '@app/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import buttons from '../../../app/buttons.module.css';
import { useTranslation } from '../../../lib/i18n';
import { money } from '../../../lib/money';
import { usePublicPackages } from '../api';
import { CmsPage } from '../components/CmsPage';
import classes from '../components/cms.module.css';

/** A package's price as its invoice computes it: Main one fee, Monthly a month's price with the first months paid up front; 5% VAT on each. */
function PackagePrice({ item }: { item: TPackage }) {
  const { t } = useTranslation();
  const quote = withVat(item.priceAed);
  return (
    <>
      <p className={classes.price}>
        <strong>{money(quote.totalAed)}</strong> {t(item.kind === 'Main' ? 'sitePages.oneTime' : 'sitePages.perMonth')}
      </p>
      <p className={classes.date}>{t('sitePages.vatLine', { price: money(quote.subtotalAed), vat: money(quote.vatAed) })}</p>
      {item.minMonths && <p>{t('sitePages.upFront', { months: item.minMonths, amount: money(withVat(item.priceAed * item.minMonths).totalAed) })}</p>}
    </>
  );
}

function PackageCard({ item }: { item: TPackage }) {
  const { t, i18n } = useTranslation();
  const includes = i18n.language === 'ar' ? item.includesAr : item.includes;
  const headingId = `package-${item.kind}`;
  return (
    <section className={classes.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{inLanguage(item, 'name', i18n.language)}</h2>
      <PackagePrice item={item} />
      <p>{inLanguage(item, 'description', i18n.language)}</p>
      {includes.length > 0 && (
        <>
          <h3>{t('sitePages.includes')}</h3>
          <ul className={classes.checks}>
            {includes.map((entry) => (
              <li key={entry}>
                <IconCircleCheck size={18} aria-hidden="true" />
                {entry}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>{t('sitePages.guarantee')}</h3>
      <p>{item.kind === 'Main' ? t('sitePages.guaranteeMain', { months: item.fullRefundMonths }) : t('sitePages.guaranteeMonthly')}</p>
    </section>
  );
}

/** /Prices: the page's title and lead from the content service, the packages from the agency's package data. */
export default function PricesPage() {
  const { t } = useTranslation();
  const packages = usePublicPackages();
  return (
    <CmsPage uniqueUrl="prices" fallbackTitle={t('sitePages.prices')}>
      {() => (
        <>
          {packages.data?.length === 0 && <p>{t('sitePages.noPackages')}</p>}
          <div className={classes.grid}>
            {packages.data?.map((item) => (
              <PackageCard key={item.kind} item={item} />
            ))}
          </div>
          <p className={classes.lead}>{t('sitePages.howToRequest')}</p>
          <p className={classes.actions}>
            <Link to={WEB_ROUTES.workers} className={`${buttons.button} ${buttons.large} ${buttons.primary}`}>
              {t('sitePages.chooseWorker')}
            </Link>
            <Link to={WEB_ROUTES.terms} className={`${buttons.button} ${buttons.large} ${buttons.light}`}>
              {t('sitePages.readTerms')}
            </Link>
          </p>
        </>
      )}
    </CmsPage>
  );
}
