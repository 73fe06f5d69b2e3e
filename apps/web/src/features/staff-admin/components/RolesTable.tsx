import { PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES } from '@app/shared';
import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import list from '../../../app/ui/list.module.css';
import { RolePermissions } from './RolePermissions';
import classes from './staff.module.css';

/**
 * Roles and permissions side by side: which role may do what (the server checks the same table on
 * every call). On a phone, each role with its list of permissions.
 */
export function RolesTable() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="roles-title" className={classes.roles}>
      <h2 id="roles-title" className={classes.sectionTitle}>
        {t('staff.rolesTitle')}
      </h2>
      <p className={classes.muted}>{t('staff.rolesIntro')}</p>
      <div className={`${list.tableWrap} ${classes.rolesWrap}`}>
        <Table striped verticalSpacing="xs" className={classes.rolesTable}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('staff.permission')}</Table.Th>
              {STAFF_ROLES.map((role) => (
                <Table.Th key={role} scope="col" className={classes.roleColumn}>
                  {t(`staffRoles.${role}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PERMISSIONS.map((permission) => (
              <Table.Tr key={permission}>
                <Table.Th scope="row" className={classes.permissionName}>
                  {t(`permissions.${permission}`)}
                </Table.Th>
                {STAFF_ROLES.map((role) => {
                  const allowed = ROLE_PERMISSIONS[role].includes(permission);
                  return (
                    <Table.Td key={role} className={classes.roleColumn} data-allowed={allowed}>
                      <span aria-hidden="true">{allowed ? '✓' : '–'}</span>
                      <VisuallyHidden>{allowed ? t('staff.allowed') : t('staff.notAllowed')}</VisuallyHidden>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {/* On a phone the table would need scrolling sideways: each role's permissions are listed instead. */}
      <div className={classes.rolesByRole}>
        {STAFF_ROLES.map((role) => (
          <RolePermissions key={role} role={role} />
        ))}
      </div>
    </section>
  );
}
