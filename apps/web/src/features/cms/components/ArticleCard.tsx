import { WEB_ROUTES, type TCmsPage } from '@app/shared';
import { generatePath, Link } from 'react-router';
import { formatDay } from '../../../lib/dates';
import { currentLanguageId } from '../../../lib/language';
import { mediaUrl } from '../../../lib/media';
import classes from './cms.module.css';

export const articlePath = (uniqueUrl: string) => generatePath(WEB_ROUTES.newsDetails, { id: uniqueUrl });

/** An article in a list: its picture, date, title (the link to it, so the link says where it goes) and summary. */
export function ArticleCard({ article, heading: Heading }: { article: TCmsPage; heading: 'h2' | 'h3' }) {
  const entry = article.pgPageLngs[0];
  return (
    <article className={classes.card} aria-labelledby={`article-${article.id}`}>
      {article.image && <img className={classes.cover} src={mediaUrl(article.image)} alt="" loading="lazy" width={640} height={360} />}
      <p className={classes.date}>{formatDay(article.publishedAt, currentLanguageId())}</p>
      <Heading id={`article-${article.id}`}>
        <Link to={articlePath(article.uniqueUrl)} className={classes.readMore}>
          {entry?.title}
        </Link>
      </Heading>
      <p>{entry?.summary}</p>
    </article>
  );
}
