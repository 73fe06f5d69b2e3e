import { WEB_ROUTES } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { Page } from '../../../app/ui/Page';
import classes from '../../../app/ui/admin.module.css';
import { LaborForm } from '../components/LaborForm';

export default function AddLaborPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('laborsAdmin.addTitle')}
      size="wide"
      intro={
        <Link to={WEB_ROUTES.laborsList} className={classes.link}>
          {t('laborsAdmin.backToList')}
        </Link>
      }
    >
      <LaborForm labor={null} />
    </Page>
  );
}
