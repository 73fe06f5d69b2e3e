import { useTranslation } from '../../../lib/i18n';
import { useSections } from '../api';
import { CmsPage } from '../components/CmsPage';
import classes from '../components/cms.module.css';
import { RichText } from '../components/RichText';

function ServiceCards({ pageId }: { pageId: number }) {
  const sections = useSections(pageId).data ?? [];
  return (
    <div className={classes.grid}>
      {sections.map((section) => {
        const entry = section.pgSectionLngs[0];
        return (
          <section key={section.id} id={section.key} className={classes.card} aria-labelledby={`service-${section.id}`}>
            <h2 id={`service-${section.id}`}>{entry?.title}</h2>
            {entry?.subTitle && <p>{entry.subTitle}</p>}
            <RichText html={entry?.body ?? ''} />
          </section>
        );
      })}
    </div>
  );
}

export default function ServicesPage() {
  const { t } = useTranslation();
  return (
    <CmsPage uniqueUrl="services" fallbackTitle={t('site.services')}>
      {(page) => page && <ServiceCards pageId={page.id} />}
    </CmsPage>
  );
}
