import '../../../app/ui/public-styles';
import { WEB_ROUTES } from '@app/shared';
import { Container, Loader } from '@mantine/core';
import { Link } from 'react-router';
import buttons from '../../../app/buttons.module.css';
import { useDocumentTitle } from '../../../app/ui/document-title';
import { useTranslation } from '../../../lib/i18n';
import { useSimilarLabors } from '../api';
import classes from './catalogue.module.css';
import { LaborCard } from './LaborCard';

/**
 * The page of a worker who is gone (unknown, hidden, placed): she is no longer available, workers
 * like her are (her profession and nationality first), and the catalogue filtered to her profession.
 */
export function GoneWorker({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const similar = useSimilarLabors(id);
  useDocumentTitle(t('catalogue.goneTitle'));
  const profession = similar.data?.profession;
  const catalogue = profession ? `${WEB_ROUTES.workers}?profession=${profession}` : WEB_ROUTES.workers;
  return (
    <Container size="lg" className={classes.details}>
      <h1 className={classes.title}>{t('catalogue.goneTitle')}</h1>
      <p className={classes.panelIntro}>{t('catalogue.goneText')}</p>
      <p className={classes.actions}>
        <Link to={catalogue} className={`${buttons.button} ${buttons.primary}`}>
          {t('catalogue.seeSimilar')}
        </Link>
      </p>
      <section className={classes.panel} aria-labelledby="similar-title">
        <h2 id="similar-title" className={classes.panelTitle}>
          {t('catalogue.similarTitle')}
        </h2>
        {similar.isPending && <Loader role="status" aria-label={t('app.loading')} mx="auto" display="block" />}
        {similar.data && similar.data.items.length === 0 && <p>{t('common.noData')}</p>}
        {similar.data && similar.data.items.length > 0 && (
          <div className={classes.grid}>
            {similar.data.items.map((labor) => (
              <LaborCard key={labor.id} labor={labor} locale={i18n.language} />
            ))}
          </div>
        )}
      </section>
    </Container>
  );
}
