import { useTranslation } from '../../../lib/i18n';
import { CmsPage } from '../components/CmsPage';

/** /Terms: its text is the content page 'terms', which content staff edit. */
export default function TermsPage() {
  const { t } = useTranslation();
  return <CmsPage uniqueUrl="terms" fallbackTitle={t('sitePages.terms')} />;
}
