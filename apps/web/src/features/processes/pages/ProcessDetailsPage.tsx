import { inLanguage, WEB_ROUTES } from '@app/shared';
import { RecordPage, useRecordId } from '../../../app/ui/RecordPage';
import { useTranslation } from '../../../lib/i18n';
import { useCan } from '../../../lib/session/current-user';
import { useProcess } from '../api';
import { useFeesPanel } from '../components/Disbursements';
import { ContractDownload } from '../components/ContractDownload';
import { ProcessFacts } from '../components/ProcessFacts';
import { ProcessHistory } from '../components/ProcessHistory';
import { StepList } from '../components/StepList';
import type { TStepDocumentForm } from '../components/StepPapers';

/**
 * One worker's visa process: whose it is, its steps in order (edited one at a time, their papers)
 * and what changed. `documentForm`: the documents module's form, given by app/compose.
 */
export default function ProcessDetailsPage({ documentForm }: { documentForm?: TStepDocumentForm }) {
  const { t, i18n } = useTranslation();
  const process = useProcess(useRecordId());
  const feesPanel = useFeesPanel();
  // The contract is drawn from the order, by the staff who run steps.
  const mayDownload = useCan()('placements.manage');
  return (
    <RecordPage
      title={t('processesUi.detailsTitle')}
      name={(record) => inLanguage(record.labor, 'name', i18n.language)}
      back={{ to: WEB_ROUTES.processes, label: t('processes.menu') }}
      record={process}
      notFound={t('processes.notFound')}
      panels={(record) => ({
        main: [{ title: t('processesUi.steps'), content: <StepList process={record} documentForm={documentForm} /> }, feesPanel(record)],
        side: [
          { title: t('processesUi.detailsTitle'), content: <ProcessFacts process={record} /> },
          ...(record.order && mayDownload ? [{ title: t('processes.stepKind.contract'), content: <ContractDownload process={record} /> }] : []),
          { title: t('processesUi.history'), content: <ProcessHistory history={record.history} /> },
        ],
      })}
    />
  );
}
