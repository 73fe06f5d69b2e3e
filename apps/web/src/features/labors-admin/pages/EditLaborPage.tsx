import { WEB_ROUTES } from '@app/shared';
import { useParams } from 'react-router';
import { EditPage } from '../../../app/ui/EditPage';
import { useTranslation } from '../../../lib/i18n';
import { useAdminLabor } from '../api';
import { LaborForm } from '../components/LaborForm';

export default function EditLaborPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const labor = useAdminLabor(id);
  return (
    <EditPage title={t('laborsAdmin.editTitle')} back={{ to: WEB_ROUTES.laborsList, label: t('laborsAdmin.backToList') }} record={labor}>
      {(record) => <LaborForm key={record.id} labor={record} />}
    </EditPage>
  );
}
