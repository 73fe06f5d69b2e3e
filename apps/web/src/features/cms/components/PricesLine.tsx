import { WEB_ROUTES, withVat, type TPackage } from '@app/shared';
import { IconArrowNarrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { money } from '../../../lib/money';
import { usePublicPackages } from '../api';
import classes from './home.module.css';

/** A package's price with VAT as /Prices shows it: a month's for Monthly, the one fee for Main. */
const priceOf = (packages: TPackage[], kind: TPackage['kind']) => {
  const item = packages.find((candidate) => candidate.kind === kind);
  return item && money(withVat(item.priceAed).totalAed);
};

/**
 * What the agency charges, from its package data ("From AED 3,360 a month · AED 13,125 a contract,
 * VAT included"), and the way to /Prices: the home page shows it under "How hiring works".
 */
export function PricesLine() {
  const { t } = useTranslation();
  const packages = usePublicPackages().data ?? [];
  const monthly = priceOf(packages, 'Monthly');
  const main = priceOf(packages, 'Main');
  const prices = [monthly && t('home.pricesMonthly', { price: monthly }), main && t('home.pricesMain', { price: main })].filter(Boolean);
  return (
    <p className={classes.prices} data-testid="home-prices">
      {prices.length > 0 && <span>{t('home.pricesFrom', { prices: prices.join(' · ') })}</span>}
      <Link to={WEB_ROUTES.prices} className={classes.pricesLink}>
        {t('home.seePrices')}
        <IconArrowNarrowRight size={18} aria-hidden="true" className={classes.pricesArrow} />
      </Link>
    </p>
  );
}
