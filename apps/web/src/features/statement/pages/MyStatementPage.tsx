import { Page } from '../../../app/ui/Page';
import { useTranslation } from '../../../lib/i18n';
import { StatementView } from '../components/StatementView';

/** /Statement: the signed-in client's own statement of account (the server knows her from her session). */
export default function MyStatementPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('statement.title')} size="wide" intro={t('statement.intro')}>
      <StatementView owner={{ side: 'client' }} />
    </Page>
  );
}
