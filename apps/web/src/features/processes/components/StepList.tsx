import type { TProcess, TProcessStep } from '@app/shared';
import { useState } from 'react';
import { Button } from '@mantine/core';
import { RecordFacts } from '../../../app/ui/RecordPage';
import { useTranslation } from '../../../lib/i18n';
import { uaeDay } from '../../../lib/money';
import { useCan } from '../../../lib/session/current-user';
import { useFamilyFiles, useStepDocuments, useStepPapersAccess } from '../documents-api';
import { Appointment, StepBadges, useStepName } from './StepBadges';
import { StepDialog } from './StepDialog';
import { StepPapers, type TStepDocumentForm } from './StepPapers';
import classes from './processes.module.css';

/** What is known of one step: its days, its appointment, who runs it, why it is held up, its notes. */
function StepFacts({ step }: { step: TProcessStep }) {
  const { t } = useTranslation();
  const finished = step.state === 'done' || step.state === 'notNeeded';
  return (
    <div className={classes.stepFacts}>
      <RecordFacts
        layout="beside"
        facts={[
          step.state === 'done' && !!step.doneOn
            ? { label: t('processesUi.doneOn'), value: uaeDay(step.doneOn) }
            : !finished && { label: t('processesUi.due'), value: uaeDay(step.dueDate) },
          !!step.appointmentAt && { label: t('processesUi.appointment'), value: <Appointment step={step} /> },
          step.state === 'blocked' && { label: t('processesUi.blockedReason'), value: <bdi>{step.blockedReason}</bdi> },
          { label: t('processesUi.assignee'), value: step.assignee ? <bdi>{step.assignee.name}</bdi> : t('processesUi.notAssigned') },
          !!step.notes && { label: t('processesUi.notes'), value: <bdi>{step.notes}</bdi> },
        ]}
      />
    </div>
  );
}

/** The papers of the process's steps, each role reading what it may (docs/decisions/034). */
function useProcessPapers(processId: number) {
  const access = useStepPapersAccess();
  const documents = useStepDocuments(processId, access.documents).data;
  const familyFiles = useFamilyFiles(processId, access.familyFiles).data;
  return (stepId: number) => ({
    documents: documents?.filter((document) => document.processStepId === stepId),
    familyFiles: familyFiles?.filter((file) => file.stepId === stepId),
  });
}

/**
 * The process's steps in order; staff who run steps edit one in a dialog while the process runs.
 * `documentForm`: the documents module's form, to add a document from a step.
 */
export function StepList({ process, documentForm }: { process: TProcess; documentForm?: TStepDocumentForm }) {
  const { t } = useTranslation();
  const stepName = useStepName();
  const mayEdit = useCan()('placements.manage') && process.status === 'running';
  const papersOf = useProcessPapers(process.id);
  const [editing, setEditing] = useState<number | null>(null);
  const edited = process.steps.find((step) => step.id === editing);
  return (
    <>
      <ol className={classes.steps}>
        {process.steps.map((step) => (
          <li key={step.id} className={classes.step} data-state={step.state} data-current={step.id === process.currentStep?.id}>
            <div className={classes.stepHead}>
              <h3>
                <bdi>{stepName(step)}</bdi>
              </h3>
              <StepBadges step={step} />
              {mayEdit && (
                <Button size="xs" variant="outline" onClick={() => setEditing(step.id)} aria-label={t('processesUi.editStepNamed', { name: stepName(step) })}>
                  {t('processesUi.editStep')}
                </Button>
              )}
            </div>
            <StepFacts step={step} />
            <StepPapers processId={process.id} laborId={process.labor.id} step={step} documentForm={documentForm} {...papersOf(step.id)} />
          </li>
        ))}
      </ol>
      {edited && <StepDialog key={`${edited.id}-${edited.version}`} processId={process.id} step={edited} onClose={() => setEditing(null)} />}
    </>
  );
}
