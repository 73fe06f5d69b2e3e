import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { WEB_ROUTES } from '@app/shared';
import classes from './layout.module.css';

/** The house-and-heart mark of public/favicon.svg, drawn inline so it needs no request. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b4f5c" />
      <path
        d="M14 31 32 16l18 15M19 28v18a3 3 0 0 0 3 3h20a3 3 0 0 0 3-3V28"
        fill="none"
        stroke="#fff"
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M32 44.5c-5.5-3.6-8-6.3-8-9.2a4.3 4.3 0 0 1 8-2.2 4.3 4.3 0 0 1 8 2.2c0 2.9-2.5 5.6-8 9.2Z" fill="#f2c14e" />
    </svg>
  );
}

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to={WEB_ROUTES.home} className={classes.logo} aria-label={t('header.homeLink')}>
      <LogoMark />
      <span className={classes.logoText}>{t('app.shortName')}</span>
    </Link>
  );
}
