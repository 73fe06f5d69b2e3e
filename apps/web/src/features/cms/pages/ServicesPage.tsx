import { WEB_ROUTES } from '@app/shared';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useSections } from '../api';
import { CmsPage } from '../components/CmsPage';
import classes from '../components/cms.module.css';
import { PricesLine } from '../components/PricesLine';
import { RichText } from '../components/RichText';

/** Each service's workers: the profession the seeded positions give it (reference-data.ts, in order), as the menu's service items. */
const PROFESSION_OF: Record<string, number> = { housemaids: 1, nannies: 2, cooks: 3, drivers: 4, caregivers: 5 };

function ServiceCards({ pageId }: { pageId: number }) {
  const { t } = useTranslation();
  const sections = useSections(pageId).data ?? [];
  return (
    <div className={classes.grid}>
      {sections.map((section) => {
        const entry = section.pgSectionLngs[0];
        const profession = PROFESSION_OF[section.key];
        return (
          <section key={section.id} id={section.key} className={classes.card} aria-labelledby={`service-${section.id}`}>
            <h2 id={`service-${section.id}`}>{entry?.title}</h2>
            {entry?.subTitle && <p>{entry.subTitle}</p>}
            <RichText html={entry?.body ?? ''} />
            {profession && entry && (
              <p className={classes.cardLinks}>
                <Link to={`${WEB_ROUTES.workers}?profession=${profession}`} className={classes.readMore}>
                  {t('sitePages.serviceWorkers', { service: entry.title })}
                </Link>
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** /Services: a card per service leading to its workers, then the prices with the way to /Prices. */
export default function ServicesPage() {
  const { t } = useTranslation();
  return (
    <CmsPage uniqueUrl="services" fallbackTitle={t('site.services')}>
      {(page) =>
        page && (
          <>
            <ServiceCards pageId={page.id} />
            <PricesLine />
          </>
        )
      }
    </CmsPage>
  );
}
