import { WEB_ROUTES, type TSection } from '@app/shared';
import { Container } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { useArticles, useHomeData } from '../api';
import classes from './cms.module.css';
import { ArticleCard } from './ArticleCard';
import { RichText } from './RichText';

/** Blocks of the home page shown from the content service; hero, why us and how hiring works have their own components. */
const SHOWN = ['servicesSummary', 'testimonials'];
const LATEST = 3;

function Block({ section }: { section: TSection }) {
  const entry = section.pgSectionLngs[0];
  if (!entry) return null;
  return (
    <section className={classes.card} aria-labelledby={`home-${section.key}`}>
      <h2 id={`home-${section.key}`}>{entry.title}</h2>
      {entry.subTitle && <p className={classes.lead}>{entry.subTitle}</p>}
      <RichText html={entry.body} />
    </section>
  );
}

function LatestArticles({ section }: { section: TSection | undefined }) {
  const { t } = useTranslation();
  const articles = useArticles(1).data?.items.slice(0, LATEST) ?? [];
  const entry = section?.pgSectionLngs[0];
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="home-latest" className={classes.page}>
      <h2 id="home-latest">{entry?.title ?? t('site.articles')}</h2>
      {entry?.subTitle && <p className={classes.lead}>{entry.subTitle}</p>}
      <div className={classes.grid}>
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} heading="h3" />
        ))}
      </div>
      <p>
        <Link to={WEB_ROUTES.articles} className={classes.readMore}>
          {t('site.allArticles')}
        </Link>
      </p>
    </section>
  );
}

/** The home page's content-service sections: what we offer, testimonials, latest articles. */
export default function HomeSections() {
  const home = useHomeData().data;
  const sections = home?.sections ?? [];
  return (
    <Container size="xl">
      <div className={classes.grid}>
        {SHOWN.map((key) => sections.find((section) => section.key === key)).map((section) => section && <Block key={section.id} section={section} />)}
      </div>
      <LatestArticles section={sections.find((section) => section.key === 'latestArticles')} />
    </Container>
  );
}
