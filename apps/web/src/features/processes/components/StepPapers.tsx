import { STEP_DOCUMENT_KIND, type TFamilyFile, type TProcessStep, type TStepDocument } from '@app/shared';
import { Button, Modal } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { uaeDay } from '../../../lib/money';
import { useFamilyFileDownload, useStepScanDownload } from '../documents-api';
import { useStepName } from './StepBadges';
import classes from './processes.module.css';

/** What the documents module's form needs to add a document from a step (app/compose gives the form). */
export type TStepDocumentFormProps = {
  laborId: number;
  step: { processId: number; stepId: number; kind?: (typeof STEP_DOCUMENT_KIND)[keyof typeof STEP_DOCUMENT_KIND] };
  onDone: () => void;
};
export type TStepDocumentForm = (props: TStepDocumentFormProps) => ReactNode;

/** The worker's documents from this step: kind, number, expiry and state, the scan to open. */
function StepDocuments({ documents }: { documents: TStepDocument[] }) {
  const { t } = useTranslation();
  const download = useStepScanDownload();
  if (documents.length === 0) return null;
  return (
    <ul className={classes.papers} aria-label={t('processDocuments.ui.documents')}>
      {documents.map((document) => (
        <li key={document.id} className={classes.paper}>
          <span className={classes.paperKind}>{t(`documents.kinds.${document.kind}`)}</span>
          {document.number && <bdi dir="ltr">{document.number}</bdi>}
          {document.expiryDate && <span>{t('processDocuments.ui.expires', { date: uaeDay(document.expiryDate) })}</span>}
          <span className={classes.sub}>{t(`documents.states.${document.state}`)}</span>
          {document.scan && (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => download.mutate(document)}
              aria-label={t('processDocuments.ui.openNamed', { kind: t(`documents.kinds.${document.kind}`), file: document.scan.fileName })}
            >
              <bdi>{document.scan.fileName}</bdi>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** What the step asks of the family, and the file they gave for each, to open. */
function FamilyFiles({ processId, step, files }: { processId: number; step: TProcessStep; files: TFamilyFile[] }) {
  const { t } = useTranslation();
  const download = useFamilyFileDownload(processId);
  return (
    <ul className={classes.papers} aria-label={t('processDocuments.ui.familyFiles')}>
      {step.familyAsks.map((kind) => {
        const file = files.find((each) => each.kind === kind);
        const kindName = t(`processDocuments.kinds.${kind}`);
        return (
          <li key={kind} className={classes.paper}>
            <span className={classes.paperKind}>{kindName}</span>
            {file ? (
              <>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => download.mutate(file)}
                  aria-label={t('processDocuments.ui.openNamed', { kind: kindName, file: file.fileName })}
                >
                  <bdi>{file.fileName}</bdi>
                </Button>
                <span className={classes.sub}>
                  {file.source === 'profile' ? t('processDocuments.ui.fromProfile', { date: uaeDay(file.uploadedAt) }) : uaeDay(file.uploadedAt)}
                </span>
              </>
            ) : (
              <span className={classes.sub}>{t('processDocuments.ui.notGiven')}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

type TProps = {
  processId: number;
  laborId: number;
  step: TProcessStep;
  /** Undefined for a role that does not see workers' documents. */
  documents?: TStepDocument[];
  /** Undefined for a role that does not see clients' papers. */
  familyFiles?: TFamilyFile[];
  documentForm?: TStepDocumentForm;
};

/** A step's papers: the worker's documents from it (and adding one), and what the family gave for it. */
export function StepPapers({ processId, laborId, step, documents, familyFiles, documentForm }: TProps) {
  const { t } = useTranslation();
  const stepName = useStepName();
  const [adding, setAdding] = useState(false);
  const asksFamily = familyFiles !== undefined && step.familyAsks.length > 0;
  const mayAdd = documents !== undefined && documentForm !== undefined;
  if (!asksFamily && !mayAdd && !documents?.length) return null;
  const title = t('processDocuments.ui.addTitle', { name: stepName(step) });
  return (
    <div className={classes.stepPapers}>
      {documents && <StepDocuments documents={documents} />}
      {asksFamily && (
        <>
          <p className={classes.sub}>{t('processDocuments.ui.familyFiles')}</p>
          <FamilyFiles processId={processId} step={step} files={familyFiles} />
        </>
      )}
      {mayAdd && (
        <>
          <Button size="xs" variant="default" onClick={() => setAdding(true)} aria-label={t('processDocuments.ui.addDocumentNamed', { name: stepName(step) })}>
            {t('processDocuments.ui.addDocument')}
          </Button>
          <Modal opened={adding} onClose={() => setAdding(false)} title={title} closeButtonProps={{ 'aria-label': t('common.close') }}>
            {adding && documentForm({ laborId, step: { processId, stepId: step.id, kind: STEP_DOCUMENT_KIND[step.kind] }, onDone: () => setAdding(false) })}
          </Modal>
        </>
      )}
    </div>
  );
}
