import type { TSubmission } from '@app/shared';
import { Button, Loader, Modal, Table } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import list from '../../../app/ui/list.module.css';
import { ListFooter } from '../../../app/ui/ListFooter';
import pageClasses from '../../../app/ui/page.module.css';
import { Page } from '../../../app/ui/Page';
import { formatDateTime } from '../../../lib/dates';
import { currentLanguageId } from '../../../lib/language';
import { useUrlListState } from '../../../lib/list-state';
import { useAnswers, useExportAnswers } from '../api';
import { ContentTabs } from '../ContentTabs';

const NO_FILTERS = [] as const;

/** Applications sent from /Apply: newest first, each one readable in full, all of them as CSV. */
export default function AnswersPage() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const state = useUrlListState(NO_FILTERS);
  const answers = useAnswers(state.pageNumber);
  const exportCsv = useExportAnswers();
  const [viewing, setViewing] = useState<TSubmission | null>(null);
  const when = (submission: TSubmission) => formatDateTime(submission.createdAt, currentLanguageId());
  const firstAnswer = (submission: TSubmission) => (arabic ? submission.answers[0]?.answerAr : submission.answers[0]?.answerEn) ?? '';
  return (
    <Page title={t('contentAdmin.answersTitle')} size="wide" intro={<ContentTabs />}>
      <Button variant="outline" mb="md" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
        {t('contentAdmin.exportCsv')}
      </Button>
      {answers.isPending && <Loader role="status" aria-label={t('app.loading')} />}
      {answers.data?.items.length === 0 && <p className={list.empty}>{t('common.noData')}</p>}
      {answers.data && answers.data.items.length > 0 && (
        <div className={list.tableWrap}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('contentAdmin.receivedAt')}</Table.Th>
                <Table.Th>{t('contentAdmin.firstAnswer')}</Table.Th>
                <Table.Th>{t('contentAdmin.sentBy')}</Table.Th>
                <Table.Th>{t('lookups.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {answers.data.items.map((submission) => (
                <Table.Tr key={submission.id}>
                  <Table.Td>{when(submission)}</Table.Td>
                  <Table.Td>
                    <bdi>{firstAnswer(submission)}</bdi>
                  </Table.Td>
                  <Table.Td dir="ltr">{submission.userName ?? t('contentAdmin.visitor')}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="default" aria-label={t('contentAdmin.viewAnswers', { name: firstAnswer(submission) })} onClick={() => setViewing(submission)}>
                      {t('contentAdmin.view')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      <ListFooter page={answers.data} label={t('contentAdmin.answersPages')} onPage={state.goTo} />
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title={t('contentAdmin.answersOf', { date: viewing ? when(viewing) : '' })}
        closeButtonProps={{ 'aria-label': t('account.cancel') }}
        size="lg"
        centered
      >
        <dl className={pageClasses.details}>
          {viewing?.answers.map((answer) => (
            <Fragment key={answer.questionId}>
              <dt>{arabic ? answer.questionAr : answer.questionEn}</dt>
              <dd>
                <bdi>{arabic ? answer.answerAr : answer.answerEn}</bdi>
              </dd>
            </Fragment>
          ))}
        </dl>
      </Modal>
    </Page>
  );
}
