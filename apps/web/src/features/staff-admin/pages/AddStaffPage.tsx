import { WEB_ROUTES } from '@app/shared';
import { EditPage } from '../../../app/ui/EditPage';
import { useTranslation } from '../../../lib/i18n';
import { StaffForm } from '../components/StaffForm';

export default function AddStaffPage() {
  const { t } = useTranslation();
  return (
    <EditPage title={t('staff.addTitle')} size="narrow" back={{ to: WEB_ROUTES.staffList, label: t('staff.backToList') }} intro={<p>{t('staff.addIntro')}</p>}>
      <StaffForm member={null} />
    </EditPage>
  );
}
