import { ROLE_PERMISSIONS, type TStaffRole } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import classes from './staff.module.css';

/** What a role may do, in words: shown under the role select, so the manager sees what they give. */
export function RolePermissions({ role, id }: { role: TStaffRole; id?: string }) {
  const { t } = useTranslation();
  return (
    <div id={id} className={classes.permissions} aria-live="polite">
      <p className={classes.permissionsTitle}>{t('staff.rolePermissions', { role: t(`staffRoles.${role}`) })}</p>
      <ul>
        {ROLE_PERMISSIONS[role].map((permission) => (
          <li key={permission}>{t(`permissions.${permission}`)}</li>
        ))}
      </ul>
    </div>
  );
}
