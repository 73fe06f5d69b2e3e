import { WEB_ROUTES } from '@app/shared';
import { useParams } from 'react-router';
import { AccountDetails } from '../../../app/ui/AccountDetails';
import { EditPage } from '../../../app/ui/EditPage';
import { useTranslation } from '../../../lib/i18n';
import { useStaffMember } from '../api';
import { StaffActionButtons } from '../components/StaffActions';
import { SecondFactorBadge, StaffStatusBadge } from '../components/StaffBadges';
import { StaffForm } from '../components/StaffForm';
import classes from '../components/staff.module.css';

/** One staff member: their account and status, the actions on it, then the form that edits their data and role. */
export default function EditStaffPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const member = useStaffMember(id);
  return (
    <EditPage title={t('staff.editTitle')} back={{ to: WEB_ROUTES.staffList, label: t('staff.backToList') }} record={member}>
      {(record) => (
        <>
          <AccountDetails
            user={record}
            extra={
              <>
                <dt>{t('staff.status')}</dt>
                <dd>
                  <StaffStatusBadge isActive={record.isActive} />
                </dd>
                <dt>{t('staff.secondFactor')}</dt>
                <dd>
                  <SecondFactorBadge member={record} />
                </dd>
              </>
            }
          />
          <StaffActionButtons member={record} />
          <h2 className={classes.sectionTitle}>{t('staff.editData')}</h2>
          <StaffForm key={record.id} member={record} />
        </>
      )}
    </EditPage>
  );
}
