import '../../../app/ui/public-styles';
import { AGE_RANGES, hasCatalogueFilters, inLanguage, LABOR_SORTS, NO_CATALOGUE_FILTERS, type TCatalogueFacets, type TLocale, type TPage } from '@app/shared';
import { Button, Checkbox, Container, Loader, NativeSelect } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useLabors, useLookup } from '../api';
import { readCatalogueParams, writeCatalogueParams, type TCatalogueParams } from '../params';
import classes from './catalogue.module.css';
import { CallbackForm } from '../../../app/ui/enquiry-forms/deferred-forms';
import { LaborCard } from './LaborCard';
import { MoreFilters, offered, withCount } from './MoreFilters';
import { useId, useState } from 'react';

/** Brings the catalogue's top back into view when a new page of cards replaces one scrolled past. */
function scrollToCatalogue() {
  const top = document.getElementById('catalogue')?.getBoundingClientRect().top;
  if (top !== undefined && top < 0) document.getElementById('catalogue')!.scrollIntoView({ block: 'start' });
}

/**
 * The public catalogue: filters in the address, a page of cards, PREV/NEXT. Its own page (/Workers,
 * with the page's h1) and the foot of the home page.
 */
export default function CatalogueSection({ asPage = false }: { asPage?: boolean }) {
  const Heading = asPage ? 'h1' : 'h2';
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readCatalogueParams(searchParams);
  const labors = useLabors(params);
  // Read from the address at the time of the change: two quick changes must not undo each other
  // while the first navigation is still rendering.
  const update = (change: Partial<TCatalogueParams>) => {
    const current = new URLSearchParams(window.location.search);
    setSearchParams(writeCatalogueParams(current, { ...readCatalogueParams(current), pageNumber: 1, ...change }), {
      preventScrollReset: true,
    });
  };

  return (
    <section className={classes.section} aria-labelledby="catalogue-title" id="catalogue">
      <Container size="xl">
        <Heading id="catalogue-title" className={classes.sectionTitle}>
          {t('catalogue.title')}
        </Heading>
        <Filters params={params} facets={labors.data?.facets ?? null} locale={locale} onChange={update} />

        {labors.isPending && <Loader role="status" aria-label={t('app.loading')} mx="auto" display="block" />}
        {labors.isError && !labors.data && <p className={classes.empty}>{t('common.noData')}</p>}
        {labors.data?.items.length === 0 && <p className={classes.empty}>{t('common.noData')}</p>}
        {labors.data && labors.data.items.length > 0 && (
          <div className={classes.grid} aria-busy={labors.isPlaceholderData}>
            {labors.data.items.map((labor) => (
              <LaborCard key={labor.id} labor={labor} locale={locale} />
            ))}
          </div>
        )}
        {labors.data && <Pager page={labors.data} addressOf={(pageNumber) => `?${writeCatalogueParams(searchParams, { ...params, pageNumber })}`} />}

        <div className={classes.callback}>
          <h2 id="callback-title" className={classes.panelTitle}>
            {t('catalogue.callbackTitle')}
          </h2>
          <p className={classes.panelIntro}>{t('catalogue.callbackIntro')}</p>
          <CallbackForm idPrefix="callback" />
        </div>
      </Container>
    </section>
  );
}

type TFiltersProps = {
  params: TCatalogueParams;
  facets: TCatalogueFacets | null;
  locale: TLocale;
  onChange: (change: Partial<TCatalogueParams>) => void;
};

/** The filters past the spec's four are open when one of them is set. */
const hasMoreFilters = (params: TCatalogueParams) =>
  hasCatalogueFilters({ ...params, nationality: '', gender: '', profession: '', ageRange: '', availableOnly: false });

function Filters({ params, facets, locale, onChange }: TFiltersProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [moreShown, setMoreShown] = useState(() => hasMoreFilters(params));
  const moreId = useId();
  const countries = useLookup('countries');
  const positions = useLookup('positions');
  const any = { value: '', label: t('catalogue.any') };
  const options = (values: typeof countries.data) => [
    any,
    ...(values ?? []).map((value) => ({ value: String(value.id), label: inLanguage(value, 'name', locale) })),
  ];
  // Like the other facets: a nationality with no worker to show is not offered, the others say how many.
  const counts = facets?.nationality;
  const nationalities = [
    any,
    ...(countries.data ?? [])
      .filter((value) => offered(counts, String(value.id), String(value.id) === params.nationality))
      .map((value) => ({ value: String(value.id), label: withCount(inLanguage(value, 'name', locale), counts?.[value.id]) })),
  ];
  // Without JavaScript the filters are a plain GET form of the address's parameters (catalogueAddress),
  // in the language the server's cookie keeps; with it, each change applies at once.
  return (
    <form
      role="search"
      aria-label={t('catalogue.filters')}
      className={classes.filters}
      method="get"
      action={pathname}
      onSubmit={(event) => event.preventDefault()}
    >
      <NativeSelect
        name="nationality"
        label={t('catalogue.nationality')}
        data={nationalities}
        value={params.nationality}
        onChange={(event) => onChange({ nationality: event.currentTarget.value })}
      />
      <NativeSelect
        name="gender"
        label={t('catalogue.gender')}
        data={[any, { value: 'female', label: t('catalogue.female') }, { value: 'male', label: t('catalogue.male') }]}
        value={params.gender}
        onChange={(event) => onChange({ gender: event.currentTarget.value as TCatalogueParams['gender'] })}
      />
      <NativeSelect
        name="profession"
        label={t('catalogue.profession')}
        data={options(positions.data)}
        value={params.profession}
        onChange={(event) => onChange({ profession: event.currentTarget.value })}
      />
      <NativeSelect
        name="ageRange"
        label={t('catalogue.ageRange')}
        data={[any, ...AGE_RANGES.map((range) => ({ value: range.value, label: range.value }))]}
        value={params.ageRange}
        onChange={(event) => onChange({ ageRange: event.currentTarget.value })}
      />
      <NativeSelect
        name="sort"
        label={t('catalogue.sort')}
        data={LABOR_SORTS.map((sort) => ({ value: sort, label: t(`catalogue.sorts.${sort}`) }))}
        value={params.sort}
        onChange={(event) => onChange({ sort: event.currentTarget.value as TCatalogueParams['sort'] })}
      />
      <div className={classes.filterActions}>
        <Checkbox
          name="available"
          value="1"
          label={withCount(t('catalogue.availableOnly'), facets?.availableNow)}
          checked={params.availableOnly}
          onChange={(event) => onChange({ availableOnly: event.currentTarget.checked })}
        />
        <div className={classes.filterButtons}>
          <noscript>
            <Button type="submit">{t('catalogue.applyFilters')}</Button>
          </noscript>
          <Button variant="default" aria-expanded={moreShown} aria-controls={moreId} onClick={() => setMoreShown(!moreShown)}>
            {t(moreShown ? 'catalogue.fewerFilters' : 'catalogue.moreFilters')}
          </Button>
          {hasCatalogueFilters(params) && (
            <Button variant="subtle" onClick={() => onChange(NO_CATALOGUE_FILTERS)}>
              {t('catalogue.clearFilters')}
            </Button>
          )}
        </div>
      </div>
      <div id={moreId} hidden={!moreShown} className={classes.moreFiltersPanel}>
        {moreShown && <MoreFilters params={params} facets={facets} locale={locale} onChange={onChange} />}
      </div>
    </form>
  );
}

/** PREV and NEXT: links to the other pages' addresses, which work without JavaScript too; the first and last page's are disabled buttons. */
function Pager({ page, addressOf }: { page: TPage<unknown>; addressOf: (pageNumber: number) => string }) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(page.totalCount / page.pageSize));
  const goTo = (pageNumber: number, label: string, open: boolean) =>
    open ? (
      <Button component={Link} variant="default" to={addressOf(pageNumber)} preventScrollReset onClick={scrollToCatalogue}>
        {label}
      </Button>
    ) : (
      <Button variant="default" disabled>
        {label}
      </Button>
    );
  return (
    <div className={classes.listFooter}>
      <p aria-live="polite">{t('catalogue.showing', { shown: page.items.length, count: page.totalCount })}</p>
      {pageCount > 1 && <p className={classes.pagePosition}>{t('catalogue.pageOf', { page: page.pageNumber, pages: pageCount })}</p>}
      <nav aria-label={t('catalogue.pages')} className={classes.pager}>
        {goTo(page.pageNumber - 1, t('catalogue.prev'), page.pageNumber > 1)}
        {goTo(page.pageNumber + 1, t('catalogue.next'), page.pageNumber < pageCount)}
      </nav>
    </div>
  );
}
