import '../../../app/ui/public-styles';
import { WEB_ROUTES } from '@app/shared';
import { Container, Loader } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { data, Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatDay } from '../../../lib/dates';
import { currentLanguageId } from '../../../lib/language';
import { pageQueryClient } from '../../../lib/query-client';
import { mediaUrl } from '../../../lib/media';
import { pageQuery, usePage } from '../api';
import classes from '../components/cms.module.css';
import { RichText } from '../components/RichText';
import { usePageMeta } from '../page-meta';

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

/** An unknown article is the app's 404 page. */
export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.id ?? '';
  if (!SLUG.test(slug)) throw data(null, { status: 404, statusText: 'Not Found' });
  try {
    const page = await pageQueryClient().ensureQueryData(pageQuery(slug));
    if (page.kind !== 'article') throw data(null, { status: 404, statusText: 'Not Found' });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404, statusText: 'Not Found' });
    throw error;
  }
  return null;
}

export default function NewsDetailsPage() {
  const { t } = useTranslation();
  const page = usePage(useParams().id ?? '');
  usePageMeta(page.data, !page.isPending);
  const entry = page.data?.pgPageLngs[0];
  return (
    <Container size="md" className={classes.page}>
      {!entry && <Loader role="status" aria-label={t('app.loading')} />}
      {entry && page.data && (
        <article aria-labelledby="article-title">
          <p className={classes.date}>{formatDay(page.data.publishedAt, currentLanguageId())}</p>
          <h1 id="article-title">{entry.title}</h1>
          <p className={classes.lead}>{entry.summary}</p>
          {page.data.image && <img className={classes.cover} src={mediaUrl(page.data.image)} alt="" width={1280} height={720} />}
          <RichText html={entry.body} />
        </article>
      )}
      <p>
        <Link to={WEB_ROUTES.articles} className={classes.readMore}>
          {t('site.allArticles')}
        </Link>
      </p>
    </Container>
  );
}
