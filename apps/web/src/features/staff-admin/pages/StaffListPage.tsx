import { WEB_ROUTES, type TUser } from '@app/shared';
import { Link } from 'react-router';
import buttons from '../../../app/buttons.module.css';
import { Page } from '../../../app/ui/Page';
import { ResourceTable } from '../../../app/ui/ResourceTable';
import { SearchForm } from '../../../app/ui/SearchForm';
import { formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { currentLanguageId } from '../../../lib/language';
import { useListController } from '../../../lib/list-controller';
import { useCurrentUser } from '../../../lib/session/current-user';
import { useStaffList } from '../api';
import { RolesTable } from '../components/RolesTable';
import { StaffRowActions } from '../components/StaffActions';
import { SecondFactorBadge, StaffStatusBadge } from '../components/StaffBadges';
import classes from '../components/staff.module.css';

const FILTERS = ['search', 'sort'] as const;

/** The agency's staff: who has which role, who is active, who signs in with a second factor; then what each role may do. */
export default function StaffListPage() {
  const { t } = useTranslation();
  const list = useListController(FILTERS);
  const staff = useStaffList({ ...list.filters, pageNumber: list.pageNumber });
  const languageId = currentLanguageId();
  const myId = useCurrentUser().data?.id;
  return (
    <Page title={t('staff.title')} size="wide" intro={t('staff.intro')}>
      <SearchForm fields={[{ key: 'search', label: t('staff.search') }]} values={list.filters} onSearch={list.setFilters} />
      <p>
        <Link to={WEB_ROUTES.staffAdd} className={`${buttons.button} ${buttons.primary}`}>
          {t('staff.add')}
        </Link>
      </p>
      <ResourceTable<TUser>
        query={staff}
        list={list}
        pagerLabel={t('staff.pages')}
        columns={[
          {
            header: t('account.userName'),
            sortKey: 'userName',
            cell: (member) => (
              <>
                <bdi>{member.userName}</bdi>
                {member.id === myId && <span className={classes.you}>{t('staff.you')}</span>}
              </>
            ),
          },
          { header: t('staff.role'), sortKey: 'staffRole', cell: (member) => (member.staffRole ? t(`staffRoles.${member.staffRole}`) : '') },
          { header: t('account.email'), sortKey: 'email', cell: (member) => <span dir="ltr">{member.email}</span> },
          { header: t('staff.status'), cell: (member) => <StaffStatusBadge isActive={member.isActive} /> },
          { header: t('staff.secondFactor'), cell: (member) => <SecondFactorBadge member={member} /> },
          { header: t('account.lastLogin'), sortKey: 'lastLoginAt', cell: (member) => formatDateTime(member.lastLoginAt, languageId) ?? t('account.never') },
        ]}
        rowActions={(member) => <StaffRowActions member={member} />}
      />
      <RolesTable />
    </Page>
  );
}
