import { useTranslation } from '../../lib/i18n';
import classes from './layout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
      {t('app.skipToContent')}
    </a>
  );
}
