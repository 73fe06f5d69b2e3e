import { WEB_ROUTES } from '@app/shared';
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Link, useParams } from 'react-router';
import { Page } from '../../../app/ui/Page';
import classes from '../../../app/ui/admin.module.css';
import { useAdminLabor } from '../api';
import { LaborForm } from '../components/LaborForm';

export default function EditLaborPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const labor = useAdminLabor(id);
  return (
    <Page
      title={t('laborsAdmin.editTitle')}
      size="wide"
      intro={
        <Link to={WEB_ROUTES.laborsList} className={classes.link}>
          {t('laborsAdmin.backToList')}
        </Link>
      }
    >
      {labor.isPending && <Loader role="status" aria-label={t('app.loading')} mx="auto" display="block" />}
      {labor.isError && <Alert color="red">{labor.error.message}</Alert>}
      {labor.data && <LaborForm key={labor.data.id} labor={labor.data} />}
    </Page>
  );
}
