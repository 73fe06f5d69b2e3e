import { WEB_ROUTES } from '@app/shared';
import { Table } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { generatePath, Link } from 'react-router';
import { ActiveBadge } from '../../lookups/components/ActiveBadge';
import classes from '../../lookups/components/admin.module.css';
import pageClasses from '../../../app/ui/page.module.css';
import list from '../../../app/ui/list.module.css';
import { mediaUrl } from '../../lookups/lists';
import type { TAdminLaborCard } from '../api';
import { localName, STATUS_KEYS } from '../names';
import { SortableTh } from '../../../app/ui/SortableTh';
import { StatusSelect } from './StatusSelect';

/** The workers of a back-office list; with `statusSelect`, each row changes its status in place. */
type TLaborsTableProps = { labors: TAdminLaborCard[]; statusSelect?: boolean; sort: string; onSort: (sort: string) => void };

export function LaborsTable({ labors, statusSelect = false, sort, onSort }: TLaborsTableProps) {
  const { t } = useTranslation();
  return (
    <div className={list.tableWrap}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('laborsAdmin.photo')}</Table.Th>
            <SortableTh label={t('laborsAdmin.code')} sortKey="code" sort={sort} onSort={onSort} />
            <SortableTh label={t('laborsAdmin.name')} sortKey="name" sort={sort} onSort={onSort} />
            <Table.Th>{t('laborsAdmin.nationality')}</Table.Th>
            <Table.Th>{t('laborsAdmin.position')}</Table.Th>
            <Table.Th>{t('laborsAdmin.age')}</Table.Th>
            <SortableTh label={t('laborsAdmin.status')} sortKey="status" sort={sort} onSort={onSort} />
            <Table.Th>{t('laborsAdmin.active')}</Table.Th>
            <Table.Th>{t('lookups.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {labors.map((labor) => (
            <Table.Tr key={labor.id}>
              <Table.Td>
                <img src={mediaUrl(labor.thumbnail)} alt="" className={classes.thumb} />
              </Table.Td>
              <Table.Td dir="ltr">{labor.code}</Table.Td>
              <Table.Td>
                <bdi>{localName(labor)}</bdi>
              </Table.Td>
              <Table.Td>{localName(labor.country)}</Table.Td>
              <Table.Td>{localName(labor.position)}</Table.Td>
              <Table.Td>{labor.age}</Table.Td>
              <Table.Td>
                {statusSelect ? (
                  <StatusSelect id={labor.id} status={labor.status} label={t('laborsAdmin.statusOf', { code: labor.code })} />
                ) : (
                  t(STATUS_KEYS[labor.status])
                )}
              </Table.Td>
              <Table.Td>
                <ActiveBadge isActive={labor.isActive} />
              </Table.Td>
              <Table.Td>
                <div className={pageClasses.rowActions}>
                  <Link
                    to={generatePath(WEB_ROUTES.laborsView, { id: String(labor.id) })}
                    aria-label={t('laborsAdmin.viewLabel', { code: labor.code })}
                    className={classes.link}
                  >
                    {t('laborsAdmin.view')}
                  </Link>
                  <Link
                    to={generatePath(WEB_ROUTES.laborsEdit, { id: String(labor.id) })}
                    aria-label={t('laborsAdmin.editLabel', { code: labor.code })}
                    className={classes.link}
                  >
                    {t('laborsAdmin.edit')}
                  </Link>
                </div>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
