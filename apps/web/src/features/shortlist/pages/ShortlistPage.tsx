import '../../../app/ui/public-styles';
import { inLanguage, SHORTLIST_COMPARE_MAX, WEB_ROUTES, type TShortlistWorker } from '@app/shared';
import { Button, Checkbox, Container, Loader } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../app/ui/document-title';
import { useTranslation } from '../../../lib/i18n';
import { loginPathFor, withNext } from '../../../lib/session/access';
import { useShortlist, useToggleShortlisted } from '../../../lib/shortlist';
import { CompareTable } from '../components/CompareTable';
import pageClasses from '../../../app/ui/page.module.css';
import classes from '../components/shortlist.module.css';

/** The request dialog for a worker, another feature's, which the app passes in (app/compose). */
export type TRequestWorker = (worker: TShortlistWorker) => ReactNode;

/** The families' shortlist: the kept workers side by side, up to four compared at once. */
export default function ShortlistPage({ requestWorker }: { requestWorker: TRequestWorker }) {
  const { t } = useTranslation();
  useDocumentTitle(t('shortlist.title'));
  return (
    <Container size="xl" className={pageClasses.page}>
      <h1 className={pageClasses.title}>{t('shortlist.title')}</h1>
      <p className={pageClasses.intro}>{t('shortlist.intro')}</p>
      <ShortlistContent requestWorker={requestWorker} />
    </Container>
  );
}

function ShortlistContent({ requestWorker }: { requestWorker: TRequestWorker }) {
  const { t } = useTranslation();
  const { keeper, shortlist, settled, isError } = useShortlist();
  const toggle = useToggleShortlisted();
  if (keeper.kind === 'staff') return <p className={classes.note}>{t('shortlist.staffNote')}</p>;
  if (isError && !shortlist) return <p className={classes.note}>{t('shortlist.loadFailed')}</p>;
  if (!shortlist) return <Loader role="status" aria-label={t('app.loading')} mx="auto" display="block" />;
  if (shortlist.laborIds.length === 0) {
    return (
      <div className={classes.empty}>
        <p>{t('shortlist.empty')}</p>
        <Link to={WEB_ROUTES.workers} className={classes.browse}>
          {t('shortlist.browse')}
        </Link>
      </div>
    );
  }
  const shown = new Set(shortlist.workers.map((worker) => worker.id));
  const gone = settled ? shortlist.laborIds.filter((id) => !shown.has(id)) : [];
  const signIn = loginPathFor(WEB_ROUTES.shortlist);
  return (
    <>
      {keeper.kind === 'visitor' && (
        <p className={classes.notice}>
          {t('shortlist.visitorNote')} <Link to={signIn}>{t('header.login')}</Link> ·{' '}
          <Link to={withNext(WEB_ROUTES.register, WEB_ROUTES.shortlist)}>{t('header.register')}</Link>
        </p>
      )}
      {gone.length > 0 && (
        <div className={classes.gone} role="status">
          <p>{t('shortlist.gone', { count: gone.length })}</p>
          <Button variant="default" onClick={() => gone.forEach((id) => toggle(id, false))}>
            {t('shortlist.removeGone')}
          </Button>
        </div>
      )}
      {shortlist.workers.length > 0 && (
        <Comparison
          workers={shortlist.workers}
          onRemove={(worker) => toggle(worker.id, false)}
          actionFor={(worker) =>
            keeper.kind === 'client' ? (
              requestWorker(worker)
            ) : (
              <Link to={signIn} className={classes.signInToRequest}>
                {t('catalogue.request')}
              </Link>
            )
          }
        />
      )}
    </>
  );
}

/** Up to four compared; with more, she picks which (the first four until she does). */
function Comparison({ workers, ...table }: { workers: TShortlistWorker[] } & Omit<Parameters<typeof CompareTable>[0], 'workers'>) {
  const { t, i18n } = useTranslation();
  const [picked, setPicked] = useState<number[] | null>(null);
  const chosen = picked ?? workers.slice(0, SHORTLIST_COMPARE_MAX).map((worker) => worker.id);
  const compared = workers.filter((worker) => chosen.includes(worker.id));
  return (
    <>
      {workers.length > SHORTLIST_COMPARE_MAX && (
        <Checkbox.Group
          label={t('shortlist.choose')}
          value={chosen.map(String)}
          onChange={(values) => setPicked(values.map(Number))}
          className={classes.choose}
        >
          <div className={classes.choices}>
            {workers.map((worker) => (
              <Checkbox
                key={worker.id}
                value={String(worker.id)}
                disabled={chosen.length >= SHORTLIST_COMPARE_MAX && !chosen.includes(worker.id)}
                label={
                  <>
                    <bdi>{inLanguage(worker, 'name', i18n.language)}</bdi> <span dir="ltr">{worker.code}</span>
                  </>
                }
              />
            ))}
          </div>
        </Checkbox.Group>
      )}
      {compared.length > 0 && <CompareTable workers={compared} {...table} />}
    </>
  );
}
