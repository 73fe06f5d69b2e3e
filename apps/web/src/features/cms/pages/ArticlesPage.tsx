import { useTranslation } from '../../../lib/i18n';
import { ListFooter } from '../../../app/ui/ListFooter';
import { useListController } from '../../../lib/list-controller';
import { useArticles } from '../api';
import { ArticleCard } from '../components/ArticleCard';
import { CmsPage } from '../components/CmsPage';
import classes from '../components/cms.module.css';

function ArticleList() {
  const { t } = useTranslation();
  const { pageNumber, goTo } = useListController([]);
  const articles = useArticles(pageNumber);
  const items = articles.data?.items ?? [];
  return (
    <>
      {articles.data && items.length === 0 && <p>{t('common.noData')}</p>}
      <div className={classes.grid}>
        {items.map((article) => (
          <ArticleCard key={article.id} article={article} heading="h2" />
        ))}
      </div>
      <ListFooter page={articles.data} label={t('site.articlesPages')} onPage={goTo} />
    </>
  );
}

export default function ArticlesPage() {
  const { t } = useTranslation();
  return (
    <CmsPage uniqueUrl="articles" fallbackTitle={t('site.articles')}>
      {() => <ArticleList />}
    </CmsPage>
  );
}
