import { SECOND_FACTOR_REQUIRED, type TUser } from '@app/shared';
import { ActiveBadge } from '../../../app/ui/ActiveBadge';
import { useTranslation } from '../../../lib/i18n';
import list from '../../../app/ui/list.module.css';

/** A staff account: 'Active' or 'Disabled'. */
export function StaffStatusBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  return <ActiveBadge isActive={isActive} labels={{ active: t('staff.active'), inactive: t('staff.disabledStatus') }} />;
}

/** Whether sign-in asks for a code; off where the role requires it is shown as a problem. */
export function SecondFactorBadge({ member }: { member: Pick<TUser, 'secondFactorEnabled' | 'staffRole'> }) {
  const { t } = useTranslation();
  if (member.secondFactorEnabled)
    return (
      <span className={list.status} data-active="true">
        {t('staff.secondFactorOn')}
      </span>
    );
  const required = member.staffRole !== null && SECOND_FACTOR_REQUIRED.includes(member.staffRole);
  return required ? (
    <span className={list.status} data-active="false">
      {t('staff.secondFactorMissing')}
    </span>
  ) : (
    <span>{t('staff.secondFactorOff')}</span>
  );
}
