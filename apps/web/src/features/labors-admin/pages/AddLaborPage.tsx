import { WEB_ROUTES } from '@app/shared';
import { EditPage } from '../../../app/ui/EditPage';
import { useTranslation } from '../../../lib/i18n';
import { LaborForm } from '../components/LaborForm';

export default function AddLaborPage() {
  const { t } = useTranslation();
  return (
    <EditPage title={t('laborsAdmin.addTitle')} back={{ to: WEB_ROUTES.laborsList, label: t('laborsAdmin.backToList') }}>
      <LaborForm labor={null} />
    </EditPage>
  );
}
