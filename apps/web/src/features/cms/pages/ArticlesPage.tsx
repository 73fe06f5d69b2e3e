import { WEB_ROUTES } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListFooter } from '../../../app/ui/ListFooter';
import { useUrlListState } from '../../../lib/list-state';
import { formatDay } from '../../../lib/dates';
import { currentLanguageId } from '../../../lib/language';
import { useArticles } from '../api';
import { CmsPage } from '../components/CmsPage';
import classes from '../components/cms.module.css';

export const articlePath = (uniqueUrl: string) => WEB_ROUTES.newsDetails.replace(':id', uniqueUrl);

function ArticleList() {
  const { t } = useTranslation();
  const { pageNumber, goTo } = useUrlListState([]);
  const articles = useArticles(pageNumber);
  const items = articles.data?.items ?? [];
  return (
    <>
      {articles.data && items.length === 0 && <p>{t('common.noData')}</p>}
      <div className={classes.grid}>
        {items.map((article) => {
          const entry = article.pgPageLngs[0];
          return (
            <article key={article.id} className={classes.card} aria-labelledby={`article-${article.id}`}>
              <p className={classes.date}>{formatDay(article.publishedAt, currentLanguageId())}</p>
              <h2 id={`article-${article.id}`}>{entry?.title}</h2>
              <p>{entry?.summary}</p>
              <Link to={articlePath(article.uniqueUrl)} className={classes.readMore} aria-label={t('site.readMoreAbout', { title: entry?.title ?? '' })}>
                {t('site.readMore')}
              </Link>
            </article>
          );
        })}
      </div>
      <ListFooter page={articles.data} label={t('site.articlesPages')} onPage={goTo} />
    </>
  );
}

export default function ArticlesPage() {
  const { t } = useTranslation();
  return <CmsPage uniqueUrl="articles" fallbackTitle={t('site.articles')}>{() => <ArticleList />}</CmsPage>;
}
