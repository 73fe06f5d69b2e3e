import { inLanguage, type TSubmission } from '@app/shared';
import { Button, Modal } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import pageClasses from '../../../app/ui/page.module.css';
import { Page } from '../../../app/ui/Page';
import { ResourceTable } from '../../../app/ui/ResourceTable';
import { formatDateTime } from '../../../lib/dates';
import { currentLanguageId } from '../../../lib/language';
import { useListController } from '../../../lib/list-controller';
import { useAnswers, useExportAnswers } from '../api';
import { ContentTabs } from '../ContentTabs';

const NO_FILTERS = [] as const;

/** Applications sent from /Apply: newest first, each one readable in full, all of them as CSV. */
export default function AnswersPage() {
  const { t, i18n } = useTranslation();
  const list = useListController(NO_FILTERS);
  const answers = useAnswers(list.pageNumber);
  const exportCsv = useExportAnswers();
  const [viewing, setViewing] = useState<TSubmission | null>(null);
  const when = (submission: TSubmission) => formatDateTime(submission.createdAt, currentLanguageId());
  const firstAnswer = ({ answers: [first] }: TSubmission) => (first ? inLanguage(first, 'answer', i18n.language) : '');
  return (
    <Page title={t('contentAdmin.answersTitle')} size="wide" intro={<ContentTabs />}>
      <Button variant="outline" mb="md" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
        {t('contentAdmin.exportCsv')}
      </Button>
      <ResourceTable
        query={answers}
        list={list}
        pagerLabel={t('contentAdmin.answersPages')}
        columns={[
          { header: t('contentAdmin.receivedAt'), cell: when },
          { header: t('contentAdmin.firstAnswer'), cell: (submission) => <bdi>{firstAnswer(submission)}</bdi> },
          { header: t('contentAdmin.sentBy'), cell: (submission) => submission.userName ?? t('contentAdmin.visitor'), cellProps: { dir: 'ltr' } },
        ]}
        rowActions={(submission) => (
          <Button
            size="xs"
            variant="default"
            aria-label={t('contentAdmin.viewAnswers', { name: firstAnswer(submission) })}
            onClick={() => setViewing(submission)}
          >
            {t('contentAdmin.view')}
          </Button>
        )}
      />
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
              <dt>{inLanguage(answer, 'question', i18n.language)}</dt>
              <dd>
                <bdi>{inLanguage(answer, 'answer', i18n.language)}</bdi>
              </dd>
            </Fragment>
          ))}
        </dl>
      </Modal>
    </Page>
  );
}
