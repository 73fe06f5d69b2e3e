import { WEB_ROUTES } from '@app/shared';
import { NavLink } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useSettings } from '../../lib/site-content/api';
import classes from './layout.module.css';

/** The settings the footer names the agency's licences by; each line is shown only when filled in. */
const LICENCES = [
  ['agencyMohreLicence', 'sitePages.mohreLicence'],
  ['agencyTradeLicence', 'sitePages.tradeLicence'],
  ['agencyTrn', 'sitePages.trn'],
] as const;

/** Prices, privacy and terms, whatever the footer menu holds, and the agency's licence numbers (LTR in both languages). */
export function FooterLegal() {
  const { t } = useTranslation();
  const settings = useSettings().data;
  const licences = LICENCES.map(([key, label]) => ({ key, label, value: settings?.[key]?.trim() ?? '' })).filter((licence) => licence.value);
  return (
    <div className={classes.footerLegal}>
      <nav aria-label={t('sitePages.legal')}>
        <ul className={classes.footerInline}>
          <li>
            <NavLink to={WEB_ROUTES.prices} className={classes.footerLink}>
              {t('sitePages.prices')}
            </NavLink>
          </li>
          <li>
            <NavLink to={WEB_ROUTES.privacy} className={classes.footerLink}>
              {t('sitePages.privacy')}
            </NavLink>
          </li>
          <li>
            <NavLink to={WEB_ROUTES.terms} className={classes.footerLink}>
              {t('sitePages.terms')}
            </NavLink>
          </li>
        </ul>
      </nav>
      {licences.length > 0 && (
        <ul className={classes.footerInline} data-testid="footer-licences">
          {licences.map((licence) => (
            <li key={licence.key}>
              {t(licence.label)} <bdi dir="ltr">{licence.value}</bdi>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
