import { useDocumentTitle } from '../../../app/ui/document-title';
import { useTranslation } from '../../../lib/i18n';
import CatalogueSection from '../components/CatalogueSection';

/** The catalogue on a page of its own, where the main menu, the hero and the profession links lead. */
export default function WorkersPage() {
  const { t } = useTranslation();
  // The same title the server writes into the page's head.
  useDocumentTitle(t('seo.workersTitle'));
  return <CatalogueSection asPage />;
}
