import { WEB_ROUTES, type TPackage } from '@app/shared';
import { Loader } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { NavLink } from 'react-router';
import { Page } from '../../../app/ui/Page';
import { useAdminPackages } from '../api';
import { PackageForm } from '../PackageForm';
import classes from '../../../app/ui/admin.module.css';

function PackagePage({ kind }: { kind: TPackage['kind'] }) {
  const { t } = useTranslation();
  const packages = useAdminPackages();
  const item = packages.data?.find((candidate) => candidate.kind === kind);
  return (
    <Page title={t(`packageKind.${kind}`)} intro={t(`packagesAdmin.intro${kind}`)}>
      <nav aria-label={t('header.packages')} className={classes.tabs}>
        <NavLink to={WEB_ROUTES.mainPackage}>{t('packageKind.Main')}</NavLink>
        <NavLink to={WEB_ROUTES.monthlyPackage}>{t('packageKind.Monthly')}</NavLink>
      </nav>
      {item ? <PackageForm key={kind} item={item} /> : <Loader role="status" aria-label={t('app.loading')} />}
    </Page>
  );
}

export const MainPackagePage = () => <PackagePage kind="Main" />;
export const MonthlyPackagePage = () => <PackagePage kind="Monthly" />;
