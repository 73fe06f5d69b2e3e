import { Alert, Container, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import type { THistoryKind } from '../../lib/audit';
import { useTranslation } from '../../lib/i18n';
import adminClasses from './admin.module.css';
import { useDocumentTitle } from './document-title';
import type { TRecordQuery } from './EditPage';
import editClasses from './edit-page.module.css';
import { History } from './History';
import pageClasses from './page.module.css';
import { Panel } from './Panel';
import panelStyles from './panels.module.css';
import classes from './record-page.module.css';

/** The record's id in the page's address, or 0 (no such record) when it is not one. */
export function useRecordId(): number {
  const { id } = useParams();
  return id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : 0;
}

/** One fact of a record: its label and value; `ltr` for a number, a code or an address that reads left to right. False leaves it out. */
export type TFact = { label: ReactNode; value: ReactNode; ltr?: boolean } | false;

const factLayouts = {
  /** Each label above its value: what a person sent (an applicant's answers, an enquiry's fields). */
  above: classes.above,
  /** Each label beside its value, a long label above it on a phone (a placement's). */
  beside: `${panelStyles.facts} ${panelStyles.namesAbove} ${classes.beside}`,
  /** Each label beside its value, a line under each (a worker's). */
  lined: classes.lined,
};

/** A record's facts as a description list. */
export function RecordFacts({ facts, layout }: { facts: TFact[]; layout: keyof typeof factLayouts }) {
  return (
    <dl className={factLayouts[layout]}>
      {facts
        .filter((fact) => fact !== false)
        .map(({ label, value, ltr }, index) => (
          <div key={index}>
            <dt>{label}</dt>
            <dd>{ltr ? <span dir="ltr">{value}</span> : value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** A panel of a record's page, named by its heading. False leaves it out (a panel only some records have). */
export type TRecordPanel = { title: string; content: ReactNode } | false;

/** The record's panels: on a wide screen the main ones in a wide column and the others beside them. */
export type TRecordPanels = { main: TRecordPanel[]; side: TRecordPanel[] };

function PanelList({ panels }: { panels: TRecordPanel[] }) {
  return panels
    .filter((panel) => panel !== false)
    .map(({ title, content }) => (
      <Panel key={title} title={title}>
        {content}
      </Panel>
    ));
}

type TRecordPageProps<T extends { id: number }> = {
  title: string;
  /** The record's name, after the title once the record is read ('Enquiry: Noura'). */
  name?: (record: T) => string;
  /** The name is a code (an order's number): it follows the title after a space, left to right. */
  nameIsCode?: boolean;
  /** The link back to where the record is listed. */
  back?: { to: string; label: string };
  record: TRecordQuery<T>;
  /** What the alert says when there is no such record; without it, and for any other error, the server's message. */
  notFound?: string;
  /** Given, the page lays its panels in two columns; without, its content is one card, as the other back-office pages. */
  panels?: (record: T) => TRecordPanels;
  /** The record's history: the last of the side panels, or the end of the card. */
  history?: THistoryKind;
  /** What follows the panels, or the card's content. */
  children?: (record: T) => ReactNode;
};

/** The title, and the record's name after it once read: "Enquiry: Noura", "Placement SO-1234". */
function RecordHeading({ title, named, nameIsCode }: { title: string; named: string | undefined; nameIsCode: boolean }) {
  useDocumentTitle(named === undefined ? title : `${title}${nameIsCode ? ' ' : ': '}${named}`);
  if (named === undefined) return <h1 className={pageClasses.title}>{title}</h1>;
  return (
    <h1 className={pageClasses.title}>
      {title}
      {nameIsCode ? ' ' : ': '}
      {nameIsCode ? <bdi dir="ltr">{named}</bdi> : <bdi>{named}</bdi>}
    </h1>
  );
}

/**
 * A back-office page of one record (an enquiry, a worker, a placement): its title and name, the way
 * back, the record's loading and error states, then its facts and panels, and its history.
 */
export function RecordPage<T extends { id: number }>(props: TRecordPageProps<T>) {
  const { title, name, nameIsCode = false, back, record, panels } = props;
  const heading = <RecordHeading title={title} named={record.data && name?.(record.data)} nameIsCode={nameIsCode} />;
  // The panel pages have their way back above the title, the card pages theirs under it.
  if (panels)
    return (
      <Container size="lg" className={pageClasses.page}>
        {back && (
          <p>
            <Link to={back.to}>{back.label}</Link>
          </p>
        )}
        {heading}
        <RecordBody {...props} />
      </Container>
    );
  return (
    <Container size="lg" className={pageClasses.page}>
      {heading}
      {back && (
        <div className={pageClasses.intro}>
          <div className={editClasses.head}>
            <Link to={back.to} className={adminClasses.link}>
              {back.label}
            </Link>
          </div>
        </div>
      )}
      <div className={pageClasses.card}>
        <RecordBody {...props} />
      </div>
    </Container>
  );
}

/** A spinner while the record is read, then the alert that says why not, or the record. */
function RecordBody<T extends { id: number }>({ record, notFound, panels, history, children }: TRecordPageProps<T>) {
  const { t } = useTranslation();
  const missing = record.error instanceof ApiError && (record.error.status === 404 || record.error.status === 400);
  // Centred in a card, as on an edit page.
  const centred = panels ? {} : ({ mx: 'auto', display: 'block' } as const);
  if (record.isPending) return <Loader role="status" aria-label={t('app.loading')} {...centred} />;
  if (notFound !== undefined && missing) return <Alert color="gray">{notFound}</Alert>;
  if (record.isError) return <Alert color="red">{record.error?.message}</Alert>;
  if (record.data === undefined) return null;
  const historyOf = history && <History kind={history} id={record.data.id} />;
  if (!panels)
    return (
      <>
        {children?.(record.data)}
        {historyOf}
      </>
    );
  const { main, side } = panels(record.data);
  return (
    <>
      <div className={panelStyles.layout}>
        <div className={panelStyles.column}>
          <PanelList panels={main} />
        </div>
        <div className={panelStyles.column}>
          <PanelList panels={side} />
          {historyOf}
        </div>
      </div>
      {children?.(record.data)}
    </>
  );
}
