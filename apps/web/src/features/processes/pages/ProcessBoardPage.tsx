import { generatePath, Link } from 'react-router';
import { inLanguage, WEB_ROUTES, type TProcessSummary } from '@app/shared';
import type { TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Page } from '../../../app/ui/Page';
import { ResourceTable, type TColumn } from '../../../app/ui/ResourceTable';
import { useTranslation } from '../../../lib/i18n';
import { useListController } from '../../../lib/list-controller';
import { useCan } from '../../../lib/session/current-user';
import { uaeDay } from '../../../lib/money';
import { useProcessBoard } from '../api';
import { BOARD_FILTERS, BoardFilters } from '../components/BoardFilters';
import { StartProcess } from '../components/StartProcess';
import { Appointment, OverdueMark, StepStateBadge, useStepName } from '../components/StepBadges';
import stacked from '../../../app/ui/stacked-table.module.css';
import classes from '../components/processes.module.css';

/** A column whose cells carry its name: on a phone each row is a card, each value under its column's name. */
const column = (header: string, cell: (row: TProcessSummary) => ReactNode, className?: string): TColumn<TProcessSummary> => ({
  header,
  cell,
  cellProps: { 'data-label': header, className } as TableTdProps,
});

/** The worker, leading to her process, and her code. */
function Worker({ row }: { row: TProcessSummary }) {
  const { i18n } = useTranslation();
  return (
    <span>
      <Link to={generatePath(WEB_ROUTES.processDetails, { id: String(row.id) })}>
        <bdi>{inLanguage(row.labor, 'name', i18n.language)}</bdi>
      </Link>{' '}
      <span dir="ltr">({row.labor.code})</span>
    </span>
  );
}

function CurrentStep({ row }: { row: TProcessSummary }) {
  const { t } = useTranslation();
  const stepName = useStepName();
  const step = row.currentStep;
  if (!step) return t('processesUi.allFinished');
  return (
    <span className={classes.badges}>
      <bdi>{stepName(step)}</bdi>
      <StepStateBadge state={step.state} />
    </span>
  );
}

function Due({ row }: { row: TProcessSummary }) {
  const step = row.currentStep;
  if (!step) return '—';
  return (
    <span className={classes.badges}>
      <span className={classes.noWrap}>{uaeDay(step.dueDate)}</span>
      {step.overdue && <OverdueMark />}
    </span>
  );
}

/** The visa processes: every one by its current step, overdue first (the server's order), filtered as the address says. */
export default function ProcessBoardPage() {
  const { t } = useTranslation();
  const list = useListController(BOARD_FILTERS);
  const board = useProcessBoard(list.filters, list.pageNumber);
  const can = useCan();
  const mayStart = can('placements.manage');
  const intro = (
    <>
      <p>{t('processesUi.boardIntro')}</p>
      {can('reports.view') && <Link to={WEB_ROUTES.processReport}>{t('processReport.boardLink')}</Link>}
    </>
  );
  return (
    <Page title={t('processes.menu')} size="wide" intro={intro}>
      {mayStart && <StartProcess />}
      <BoardFilters filters={list.filters} setFilters={list.setFilters} />
      <div className={stacked.stackOnPhone}>
        <ResourceTable<TProcessSummary>
          query={board}
          list={list}
          pagerLabel={t('processesUi.pages')}
          emptyText={t('processesUi.empty')}
          columns={[
            column(t('processesUi.worker'), (row) => <Worker row={row} />),
            column(
              t('processesUi.order'),
              (row) =>
                row.order ? (
                  <Link to={generatePath(WEB_ROUTES.orderDetails, { id: String(row.order.id) })} dir="ltr">
                    {row.order.orderNumber}
                  </Link>
                ) : (
                  '—'
                ),
              classes.noWrap,
            ),
            column(t('processesUi.client'), (row) => (row.client ? <bdi>{row.client.name}</bdi> : '—')),
            column(t('processesUi.currentStep'), (row) => <CurrentStep row={row} />),
            column(t('processesUi.due'), (row) => <Due row={row} />),
            column(t('processesUi.appointment'), (row) => (row.currentStep?.appointmentAt ? <Appointment step={row.currentStep} /> : '—')),
            column(t('processesUi.assignee'), (row) => (row.currentStep?.assignee ? <bdi>{row.currentStep.assignee.name}</bdi> : '—')),
            column(t('processesUi.expectedHandover'), (row) => uaeDay(row.expectedHandover), classes.noWrap),
          ]}
        />
      </div>
    </Page>
  );
}
