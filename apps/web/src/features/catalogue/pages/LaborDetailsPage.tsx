import '../../../app/ui/public-styles';
import { formatAed, inLanguage, OPEN_ORDER_STATUSES, WEB_ROUTES, type TPublicLabor } from '@app/shared';
import { Container, Loader } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { data, generatePath, Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { pageQueryClient } from '../../../lib/query-client';
import { useCurrentUser } from '../../../lib/session/current-user';
import { loginPathFor, requestWorkerPath } from '../../../lib/session/access';
import { useContactInfo } from '../../../lib/site-content/api';
import { mainBranch } from '../../../lib/site-content/contact';
import { laborQuery, useClientOrdersOf, useLabor } from '../api';
import classes from '../components/catalogue.module.css';
import { GoneWorker } from '../components/GoneWorker';
import { EnquiryForm } from '../../../app/ui/enquiry-forms/deferred-forms';
import { AvailableFrom, LaborStatusBadge } from '../../../app/ui/labor-status/LaborStatus';
import { mediaUrl } from '../../../lib/media';
import { whatsAppEnquiryHref } from '../params';
import { useSiteText } from '../../../lib/site-content/site-settings';
import { useDocumentTitle } from '../../../app/ui/document-title';
import { CvLinks } from '../../../app/ui/cv/CvLinks';
import { ShortlistToggle } from '../../../app/ui/shortlist/ShortlistToggle';

/** The request dialog for a worker, another feature's, which the app passes in (app/compose). */
type TRequestWorker = (labor: TPublicLabor) => ReactNode;

const laborIdOf = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

type TLoaded = { gone: boolean };

/** An address that is no worker's is the app's 404 page; a worker who is gone (unknown id, hidden) has the page that says so. */
export async function loader({ params }: LoaderFunctionArgs): Promise<TLoaded> {
  const id = laborIdOf(params.id);
  if (id === null) throw data(null, { status: 404, statusText: 'Not Found' });
  try {
    await pageQueryClient().ensureQueryData(laborQuery(id));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { gone: true };
    throw error;
  }
  return { gone: false };
}

export default function LaborDetailsPage({ requestWorker }: { requestWorker: TRequestWorker }) {
  const { t } = useTranslation();
  const id = laborIdOf(useParams().id) ?? 0;
  const labor = useLabor(id);
  const gone = useLoaderData<TLoaded | undefined>()?.gone;
  if (gone && !labor.data) return <GoneWorker id={id} />;
  if (!labor.data) {
    return (
      <Container size="lg" className={classes.details}>
        <Loader role="status" aria-label={t('app.loading')} mx="auto" display="block" />
      </Container>
    );
  }
  return <LaborDetails labor={labor.data} requestWorker={requestWorker} />;
}

function LaborDetails({ labor, requestWorker }: { labor: TPublicLabor; requestWorker: TRequestWorker }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const name = inLanguage(labor, 'name', locale);
  const local = (item: { name: string; nameAr: string }) => inLanguage(item, 'name', locale);
  // The same title the server writes into the page's head.
  useDocumentTitle(t('seo.laborTitle', { name, position: local(labor.position), country: local(labor.country) }));
  return (
    <Container size="lg" className={classes.details}>
      <div className={classes.detailsGrid}>
        <img src={mediaUrl(labor.photo)} alt={name} width={480} height={600} className={classes.photo} />
        <div>
          <h1 className={classes.title}>
            <bdi>{name}</bdi>
            <LaborStatusBadge status={labor.status} />
          </h1>
          <p className={classes.panelIntro}>
            {t('catalogue.code')}:{' '}
            <span dir="ltr" className={classes.code} data-field="code">
              {labor.code}
            </span>
          </p>
          <AvailableFrom availableFrom={labor.availableFrom} locale={locale} />
          <dl className={classes.record}>
            <Fact label={t('catalogue.age')}>{labor.age}</Fact>
            <Fact label={t('catalogue.gender')}>{t(`catalogue.${labor.gender}`)}</Fact>
            <Fact label={t('catalogue.nationality')}>{local(labor.country)}</Fact>
            <Fact label={t('catalogue.position')}>{local(labor.position)}</Fact>
            <Fact label={t('catalogue.salary')}>{formatAed(labor.salaryAed, locale)}</Fact>
            <Fact label={t('catalogue.religion')}>{local(labor.religion)}</Fact>
            <Fact label={t('catalogue.education')}>{local(labor.educationLevel)}</Fact>
            <Fact label={t('catalogue.maritalStatus')}>{local(labor.maritalStatus)}</Fact>
            <Fact label={t('catalogue.languages')}>{labor.languages.length ? labor.languages.map(local).join(t('catalogue.listSeparator')) : '—'}</Fact>
            <Fact label={t('catalogue.kids')}>{labor.kids}</Fact>
            <Fact label={t('catalogue.height')}>{labor.heightCm === null ? '—' : t('catalogue.cm', { value: labor.heightCm })}</Fact>
            <Fact label={t('catalogue.weight')}>{labor.weightKg === null ? '—' : t('catalogue.kg', { value: labor.weightKg })}</Fact>
          </dl>
          <Actions labor={labor} requestWorker={requestWorker} />
          <CvLinks laborId={labor.id} code={labor.code} />
        </div>
      </div>

      {/* A section with nothing to show is left out (no skills, no past jobs, no video). */}
      {labor.skills.length > 0 && (
        <section className={classes.panel} aria-labelledby="skills-title">
          <h2 id="skills-title" className={classes.panelTitle}>
            {t('catalogue.skills')}
          </h2>
          <ul className={classes.tags}>
            {labor.skills.map((skill, index) => (
              <li key={index}>
                <bdi>{local(skill)}</bdi>
              </li>
            ))}
          </ul>
        </section>
      )}

      {labor.experiences.length > 0 && (
        <section className={classes.panel} aria-labelledby="experiences-title">
          <h2 id="experiences-title" className={classes.panelTitle}>
            {t('catalogue.experiences')}
          </h2>
          <ul className={classes.experiences}>
            {labor.experiences.map((experience, index) => (
              <li key={index}>
                <strong>{inLanguage(experience, 'position', locale)}</strong>
                {' · '}
                {inLanguage(experience, 'country', locale)}
                {' · '}
                <bdi>{inLanguage(experience, 'period', locale)}</bdi>
              </li>
            ))}
          </ul>
        </section>
      )}

      {labor.video && (
        <section className={classes.panel} aria-labelledby="video-title">
          <h2 id="video-title" className={classes.panelTitle}>
            {t('catalogue.video')}
          </h2>
          <video controls preload="metadata" src={mediaUrl(labor.video)} className={classes.video} aria-label={t('catalogue.videoOf', { name })}>
            {t('catalogue.noVideoSupport')}
          </video>
        </section>
      )}

      <section className={`${classes.panel} ${classes.narrowPanel}`} aria-labelledby="enquiry-title">
        <h2 id="enquiry-title" className={classes.panelTitle}>
          {t('catalogue.enquireTitle')}
        </h2>
        <p className={classes.panelIntro}>{t('catalogue.enquireIntro', { code: labor.code })}</p>
        <EnquiryForm laborId={labor.id} idPrefix="enquiry" />
      </section>
    </Container>
  );
}

/** A client who already asked for this worker is shown that order instead of a second request. */
function RequestOrOpenOrder({ labor, requestWorker }: { labor: TPublicLabor; requestWorker: TRequestWorker }) {
  const { t } = useTranslation();
  const orders = useClientOrdersOf(labor.id);
  if (orders.isPending) return null;
  const open = orders.data?.items.find((order) => (OPEN_ORDER_STATUSES as readonly string[]).includes(order.status));
  if (!open) return requestWorker(labor);
  return (
    <p className={classes.note}>
      {t('clientOrders.alreadyRequested')}{' '}
      <Link to={generatePath(WEB_ROUTES.clientOrder, { id: String(open.id) })} dir="ltr">
        {open.number}
      </Link>
    </p>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** WhatsApp with the worker's code, and the request: visitors log in first; clients request an Available worker. */
function Actions({ labor, requestWorker }: { labor: TPublicLabor; requestWorker: TRequestWorker }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const contact = useContactInfo();
  const whatsAppNumber = mainBranch(contact.data)?.whatsAppNumber;
  const siteText = useSiteText();
  const detailsPath = `/LaborDetails/${labor.id}`;
  return (
    <>
      <div className={classes.actions}>
        <ShortlistToggle laborId={labor.id} code={labor.code} size="page" />
        {whatsAppNumber && (
          <a
            href={whatsAppEnquiryHref(
              whatsAppNumber,
              siteText('whatsAppMessage') ? `${siteText('whatsAppMessage')} (${labor.code})` : t('catalogue.whatsAppText', { code: labor.code }),
            )}
            target="_blank"
            rel="noopener noreferrer"
            className={classes.whatsApp}
          >
            <IconBrandWhatsapp size={20} aria-hidden="true" />
            {t('catalogue.whatsApp')}
          </a>
        )}
        {!user.data && (
          <Link to={loginPathFor(requestWorkerPath(detailsPath))} className={classes.login}>
            {t('catalogue.request')}
          </Link>
        )}
        {user.data?.role === 'client' && labor.status === 'Available' && <RequestOrOpenOrder labor={labor} requestWorker={requestWorker} />}
      </div>
      {user.data?.role === 'client' && labor.status !== 'Available' && <p className={classes.note}>{t('clientOrders.notRequestable')}</p>}
    </>
  );
}
