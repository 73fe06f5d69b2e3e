import { inLanguage, WEB_ROUTES } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import { generatePath, Link } from 'react-router';
import { ActiveBadge } from '../../../app/ui/ActiveBadge';
import { ResourceTable, type TListQuery } from '../../../app/ui/ResourceTable';
import classes from '../../../app/ui/admin.module.css';
import pageClasses from '../../../app/ui/page.module.css';
import type { TListController } from '../../../lib/list-controller';
import { mediaUrl } from '../../../lib/media';
import type { TAdminLaborCard } from '../api';
import { STATUS_KEYS } from '../names';
import { StatusSelect } from './StatusSelect';
import { FamilyCheckbox, type TFamilySelection } from '../../../app/ui/cv/FamilyCv';

/** The workers of a back-office list; with `statusSelect`, each row changes its status in place; with `selection`, rows are chosen for a family's CV. */
type TLaborsTableProps = {
  query: TListQuery<TAdminLaborCard>;
  list: TListController;
  pagerLabel: string;
  statusSelect?: boolean;
  selection?: TFamilySelection;
};

export function LaborsTable({ statusSelect = false, selection, ...listProps }: TLaborsTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <ResourceTable
      {...listProps}
      columns={[
        selection !== undefined && { header: t('cv.familyColumn'), cell: (labor) => <FamilyCheckbox selection={selection} id={labor.id} code={labor.code} /> },
        { header: t('laborsAdmin.photo'), cell: (labor) => <img src={mediaUrl(labor.thumbnail)} alt="" className={classes.thumb} /> },
        { header: t('laborsAdmin.code'), sortKey: 'code', cell: (labor) => labor.code, cellProps: { dir: 'ltr' } },
        { header: t('laborsAdmin.name'), sortKey: 'name', cell: (labor) => <bdi>{inLanguage(labor, 'name', i18n.language)}</bdi> },
        { header: t('laborsAdmin.nationality'), cell: (labor) => inLanguage(labor.country, 'name', i18n.language) },
        { header: t('laborsAdmin.position'), cell: (labor) => inLanguage(labor.position, 'name', i18n.language) },
        { header: t('laborsAdmin.age'), cell: (labor) => labor.age },
        {
          header: t('laborsAdmin.status'),
          sortKey: 'status',
          cell: (labor) =>
            statusSelect ? (
              <StatusSelect id={labor.id} status={labor.status} label={t('laborsAdmin.statusOf', { code: labor.code })} />
            ) : (
              t(STATUS_KEYS[labor.status])
            ),
        },
        { header: t('laborsAdmin.active'), cell: (labor) => <ActiveBadge isActive={labor.isActive} /> },
      ]}
      rowActions={(labor) => (
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
      )}
    />
  );
}
