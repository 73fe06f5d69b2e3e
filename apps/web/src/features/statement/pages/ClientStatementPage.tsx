import { generatePath, Link, useParams } from 'react-router';
import { WEB_ROUTES } from '@app/shared';
import { Page } from '../../../app/ui/Page';
import { useTranslation } from '../../../lib/i18n';
import { useCan } from '../../../lib/session/current-user';
import { StatementView } from '../components/StatementView';

/** /ClientStatement/:id: a client's statement of account, for staff who see money (orders.finance). */
export default function ClientStatementPage() {
  const { t } = useTranslation();
  const can = useCan();
  const clientId = Number(useParams().id);
  const intro = (
    <>
      {t('statement.staffIntro')}{' '}
      {can('clients.manage') && <Link to={generatePath(WEB_ROUTES.clientDetails, { id: String(clientId) })}>{t('statement.back')}</Link>}
    </>
  );
  return (
    <Page title={t('statement.title')} size="wide" intro={intro}>
      <StatementView owner={{ side: 'admin', clientId }} />
    </Page>
  );
}
