import { useTranslation } from '../../../lib/i18n';
import { CmsPage } from '../components/CmsPage';

/** /Privacy: its text is the content page 'privacy', which content staff edit. */
export default function PrivacyPage() {
  const { t } = useTranslation();
  return <CmsPage uniqueUrl="privacy" fallbackTitle={t('sitePages.privacy')} />;
}
