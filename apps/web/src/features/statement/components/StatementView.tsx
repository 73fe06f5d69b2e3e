import '../../../app/ui/public-styles';
import { Alert, Button, Loader, Table } from '@mantine/core';
import { formatAed, formatUaeDate, inLanguage, isDisbursementLine, statementKindKey, type TStatement, type TStatementLine } from '@app/shared';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { printOnly } from '../../../lib/print';
import stacked from '../../../app/ui/stacked-table.module.css';
import { useStatement, useStatementPdf, type TStatementOwner } from '../api';
import classes from '../statement.module.css';

/** An amount in the page's language, its figure kept left to right so a minus stays before it in Arabic too. */
function Amount({ value }: { value: number }) {
  const { i18n } = useTranslation();
  const text = formatAed(value, i18n.language);
  const parts = /^(-?[\d,.]+) (.+)$/.exec(text);
  if (!parts) return <>{text}</>;
  return (
    <>
      <bdi dir="ltr">{parts[1]}</bdi> {parts[2]}
    </>
  );
}

/** "Balance owed to the agency: AED 1,000", "... to the client", or settled. */
function BalanceLine({ statement }: { statement: TStatement }) {
  const { t, i18n } = useTranslation();
  const balance = statement.totals.balanceAed;
  const amount = formatAed(Math.abs(balance), i18n.language);
  const text = balance > 0 ? t('statement.owedToAgency', { amount }) : balance < 0 ? t('statement.owedToClient', { amount }) : t('statement.settled');
  return (
    <p className={classes.balance} data-balance={balance > 0 ? 'owed' : balance < 0 ? 'credit' : 'settled'}>
      {text}
    </p>
  );
}

function Line({ line }: { line: TStatementLine }) {
  const { t, i18n } = useTranslation();
  const aed = (value: number) => (value ? <Amount value={value} /> : null);
  const column = (key: string) => t(`statement.column.${key}` as 'statement.column.date');
  return (
    <Table.Tr data-kind={line.kind}>
      <Table.Td data-label={column('date')}>{formatUaeDate(line.date, i18n.language)}</Table.Td>
      <Table.Td data-label={column('document')}>
        <span className={classes.kind}>{t(statementKindKey(line.kind) as 'statement.kind.invoice')}</span> <bdi dir="ltr">{line.documentNumber}</bdi>
      </Table.Td>
      <Table.Td data-label={column('order')}>
        <bdi dir="ltr">{line.orderNumber}</bdi>
      </Table.Td>
      {/* A government fee's reference is its description, in the staff's words: not forced left to right. */}
      <Table.Td data-label={column('reference')}>
        {line.reference && <bdi dir={isDisbursementLine(line.kind) ? undefined : 'ltr'}>{line.reference}</bdi>}
      </Table.Td>
      <Table.Td data-label={column('debit')} className={classes.figure}>
        {aed(line.debitAed)}
      </Table.Td>
      <Table.Td data-label={column('credit')} className={classes.figure}>
        {aed(line.creditAed)}
      </Table.Td>
      <Table.Td data-label={column('balance')} className={classes.figure}>
        <Amount value={line.balanceAed} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * A statement of account on screen: who it is for and the agency's TRN, every line oldest first with
 * the balance after it (cards on a phone), the totals and what the balance means; printed alone, or
 * downloaded as a PDF in English or Arabic.
 */
export function StatementView({ owner }: { owner: TStatementOwner }) {
  const { t, i18n } = useTranslation();
  const statement = useStatement(owner);
  const pdf = useStatementPdf(owner);
  const printed = useRef<HTMLElement>(null);
  if (statement.isError)
    return (
      <Alert color="red" role="alert">
        {statement.error.message || t('statement.loadFailed')}
      </Alert>
    );
  if (!statement.data) return <Loader role="status" aria-label={t('app.loading')} />;
  const data = statement.data;
  const columns = ['date', 'document', 'order', 'reference', 'debit', 'credit', 'balance'] as const;
  return (
    <>
      <div className={classes.tools}>
        <Button variant="outline" size="sm" onClick={() => printOnly(printed.current)}>
          {t('statement.print')}
        </Button>
        <Button variant="outline" size="sm" loading={pdf.isPending && pdf.variables === 'en'} onClick={() => pdf.mutate('en')}>
          {t('statement.downloadEn')}
        </Button>
        <Button variant="outline" size="sm" loading={pdf.isPending && pdf.variables === 'ar'} onClick={() => pdf.mutate('ar')}>
          {t('statement.downloadAr')}
        </Button>
      </div>
      {pdf.isError && (
        <Alert color="red" role="alert" className={classes.alert}>
          {pdf.error.message}
        </Alert>
      )}
      <section ref={printed} className={classes.statement} aria-labelledby="statement-heading">
        <header className={classes.head}>
          <div>
            <h2 id="statement-heading">{t('statement.title')}</h2>
            <p className={classes.muted}>{t('statement.asOf', { date: formatUaeDate(data.asOf, i18n.language) })}</p>
          </div>
          <dl className={classes.parties}>
            <div>
              <dt>{t('statement.client')}</dt>
              <dd>
                <bdi>{i18n.language === 'ar' ? data.client.nameAr : data.client.name}</bdi>
              </dd>
              <dd>
                <bdi dir="ltr">{data.client.email}</bdi>
              </dd>
            </div>
            <div>
              <dt>
                <bdi>{inLanguage(data.seller, 'legalName', i18n.language)}</bdi>
              </dt>
              <dd>{inLanguage(data.seller, 'address', i18n.language)}</dd>
              {data.seller.trn && (
                <dd>
                  {t('statement.trn')}: <bdi dir="ltr">{data.seller.trn}</bdi>
                </dd>
              )}
            </div>
          </dl>
        </header>
        {data.lines.length === 0 ? (
          <p className={classes.muted}>{t('statement.empty')}</p>
        ) : (
          <div className={stacked.stackOnPhone}>
            <Table className={classes.table} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column} className={['debit', 'credit', 'balance'].includes(column) ? classes.figure : undefined}>
                      {t(`statement.column.${column}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.lines.map((line) => (
                  <Line key={`${line.kind}-${line.documentNumber}`} line={line} />
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr className={classes.totals}>
                  <Table.Th colSpan={4}>{t('statement.totals')}</Table.Th>
                  <Table.Td data-label={t('statement.column.debit')} className={classes.figure}>
                    <Amount value={data.totals.debitAed} />
                  </Table.Td>
                  <Table.Td data-label={t('statement.column.credit')} className={classes.figure}>
                    <Amount value={data.totals.creditAed} />
                  </Table.Td>
                  <Table.Td data-label={t('statement.column.balance')} className={classes.figure}>
                    <Amount value={data.totals.balanceAed} />
                  </Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </div>
        )}
        <BalanceLine statement={data} />
        <p className={classes.muted}>{t('statement.note')}</p>
        {data.lines.some((line) => isDisbursementLine(line.kind)) && <p className={classes.muted}>{t('processFees.statement.note')}</p>}
      </section>
    </>
  );
}
