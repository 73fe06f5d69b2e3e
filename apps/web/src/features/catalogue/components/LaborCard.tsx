import { formatAed, inLanguage, WEB_ROUTES, type TLaborCard, type TLocale } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import { generatePath, Link } from 'react-router';
import { mediaUrl } from '../../../lib/media';
import classes from './catalogue.module.css';
import { AvailableFrom, LaborStatusBadge } from '../../../app/ui/labor-status/LaborStatus';
import { ShortlistToggle } from '../../../app/ui/shortlist/ShortlistToggle';

export function LaborCard({ labor, locale }: { labor: TLaborCard; locale: TLocale }) {
  const { t } = useTranslation();
  const name = inLanguage(labor, 'name', locale);
  const titleId = `labor-${labor.id}-name`;
  return (
    <article className={classes.card} aria-labelledby={titleId} data-labor-id={labor.id}>
      <Link to={generatePath(WEB_ROUTES.laborDetails, { id: String(labor.id) })} className={classes.cardLink}>
        <img src={mediaUrl(labor.thumbnail)} alt={name} width={320} height={320} loading="lazy" decoding="async" className={classes.cardPhoto} />
        <span className={classes.cardBody}>
          <span className={classes.cardHead}>
            {/* An English name (no Arabic one given) keeps its own direction on Arabic pages. */}
            <bdi id={titleId} className={classes.cardName}>
              {name}
            </bdi>
            <LaborStatusBadge status={labor.status} />
          </span>
          <span className={`${classes.code} ${classes.wideFact}`} dir="ltr" data-field="code">
            {labor.code}
          </span>
          <AvailableFrom availableFrom={labor.availableFrom} locale={locale} />
        </span>
      </Link>
      <div className={classes.cardShortlist}>
        <ShortlistToggle laborId={labor.id} code={labor.code} />
      </div>
      <dl className={classes.facts}>
        <div>
          <dt>{t('catalogue.age')}</dt>
          <dd data-field="age">{labor.age}</dd>
        </div>
        <div>
          <dt>{t('catalogue.nationality')}</dt>
          <dd data-field="nationality">{inLanguage(labor.country, 'name', locale)}</dd>
        </div>
        <div className={classes.wideFact}>
          <dt>{t('catalogue.position')}</dt>
          <dd data-field="position">{inLanguage(labor.position, 'name', locale)}</dd>
        </div>
        <div>
          <dt>{t('catalogue.salary')}</dt>
          <dd data-field="salary">{formatAed(labor.salaryAed, locale)}</dd>
        </div>
      </dl>
    </article>
  );
}
