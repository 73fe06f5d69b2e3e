import { WEB_ROUTES, type TPackage } from '@app/shared';
import { NavLink } from 'react-router';
import classes from '../../../app/ui/admin.module.css';
import { EditPage } from '../../../app/ui/EditPage';
import { useTranslation } from '../../../lib/i18n';
import { useAdminPackages } from '../api';
import { PackageForm } from '../PackageForm';

function PackagePage({ kind }: { kind: TPackage['kind'] }) {
  const { t } = useTranslation();
  const packages = useAdminPackages();
  const item = packages.data?.find((candidate) => candidate.kind === kind);
  return (
    <EditPage
      title={t(`packageKind.${kind}`)}
      size="narrow"
      intro={
        <>
          <p>{t(`packagesAdmin.intro${kind}`)}</p>
          <nav aria-label={t('header.packages')} className={classes.tabs}>
            <NavLink to={WEB_ROUTES.mainPackage}>{t('packageKind.Main')}</NavLink>
            <NavLink to={WEB_ROUTES.monthlyPackage}>{t('packageKind.Monthly')}</NavLink>
          </nav>
        </>
      }
      record={{ ...packages, data: item }}
    >
      {(record) => <PackageForm key={kind} item={record} />}
    </EditPage>
  );
}

export const MainPackagePage = () => <PackagePage kind="Main" />;
export const MonthlyPackagePage = () => <PackagePage kind="Monthly" />;
