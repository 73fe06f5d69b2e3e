import '../../../app/ui/public-styles';
import { formatAed, inLanguage, WEB_ROUTES, type TLocale, type TShortlistWorker } from '@app/shared';
import { Button, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { AvailableFrom, LaborStatusBadge } from '../../../app/ui/labor-status/LaborStatus';
import { useTranslation } from '../../../lib/i18n';
import { mediaUrl } from '../../../lib/media';
import classes from './shortlist.module.css';

type TCompareTableProps = {
  workers: TShortlistWorker[];
  /** What she can do about a worker: request her (a client), sign in to (a visitor). */
  actionFor: (worker: TShortlistWorker) => ReactNode;
  onRemove: (worker: TShortlistWorker) => void;
};

type TRow = { label: string; value: (worker: TShortlistWorker) => ReactNode };

function useRows(locale: TLocale): TRow[] {
  const { t } = useTranslation();
  const local = (item: { name: string; nameAr: string }) => inLanguage(item, 'name', locale);
  return [
    { label: t('catalogue.age'), value: (worker) => worker.age },
    { label: t('catalogue.nationality'), value: (worker) => local(worker.country) },
    { label: t('catalogue.position'), value: (worker) => local(worker.position) },
    { label: t('catalogue.religion'), value: (worker) => local(worker.religion) },
    { label: t('catalogue.maritalStatus'), value: (worker) => local(worker.maritalStatus) },
    { label: t('catalogue.languages'), value: (worker) => worker.languages.map(local).join(t('catalogue.listSeparator')) || '—' },
    { label: t('shortlist.experience'), value: (worker) => <Experience worker={worker} locale={locale} /> },
    { label: t('catalogue.salary'), value: (worker) => formatAed(worker.salaryAed, locale) },
    {
      label: t('shortlist.status'),
      value: (worker) => (
        <span className={classes.statusCell}>
          <LaborStatusBadge status={worker.status} />
          <AvailableFrom availableFrom={worker.availableFrom} locale={locale} />
        </span>
      ),
    },
  ];
}

function Experience({ worker, locale }: { worker: TShortlistWorker; locale: TLocale }) {
  if (worker.experiences.length === 0) return '—';
  return (
    <ul className={classes.experience}>
      {worker.experiences.map((job, index) => (
        <li key={index}>
          {inLanguage(job, 'position', locale)} · {inLanguage(job, 'country', locale)} · <bdi>{inLanguage(job, 'period', locale)}</bdi>
        </li>
      ))}
    </ul>
  );
}

/** The chosen workers side by side, a column each; the table scrolls sideways on a phone, the fields' names staying in view. */
export function CompareTable({ workers, actionFor, onRemove }: TCompareTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const captionId = useId();
  const rows = useRows(locale);
  return (
    <div className={classes.scroller} role="region" aria-labelledby={captionId}>
      <table className={classes.table}>
        <caption id={captionId} className={classes.caption}>
          {t('shortlist.compare')}
        </caption>
        <thead>
          <tr>
            <td className={classes.corner} />
            {workers.map((worker) => (
              <WorkerHead key={worker.id} worker={worker} locale={locale} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {workers.map((worker) => (
                <td key={worker.id}>{row.value(worker)}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">
              <VisuallyHidden>{t('shortlist.actions')}</VisuallyHidden>
            </th>
            {workers.map((worker) => (
              <td key={worker.id}>
                <div className={classes.actions}>
                  {worker.status === 'Available' && actionFor(worker)}
                  <Button variant="default" aria-label={t('shortlist.remove', { code: worker.code })} onClick={() => onRemove(worker)}>
                    {t('shortlist.removeShort')}
                  </Button>
                </div>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function WorkerHead({ worker, locale }: { worker: TShortlistWorker; locale: TLocale }) {
  const { t } = useTranslation();
  const name = inLanguage(worker, 'name', locale);
  return (
    <th scope="col" className={classes.head} data-labor-id={worker.id}>
      <img src={mediaUrl(worker.thumbnail)} alt="" width={160} height={160} className={classes.photo} />
      <Link to={generatePath(WEB_ROUTES.laborDetails, { id: String(worker.id) })} className={classes.name}>
        <bdi>{name}</bdi>
      </Link>
      <span dir="ltr" className={classes.code} data-field="code">
        {worker.code}
      </span>
      {worker.status !== 'Available' && <span className={classes.unavailable}>{t('shortlist.noLongerAvailable')}</span>}
    </th>
  );
}
