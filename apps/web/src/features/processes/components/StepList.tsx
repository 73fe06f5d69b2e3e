import type { TProcess, TProcessStep } from '@app/shared';
import { useState } from 'react';
import { Button } from '@mantine/core';
import { RecordFacts } from '../../../app/ui/RecordPage';
import { useTranslation } from '../../../lib/i18n';
import { uaeDay } from '../../../lib/money';
import { useCan } from '../../../lib/session/current-user';
import { Appointment, StepBadges, useStepName } from './StepBadges';
import { StepDialog } from './StepDialog';
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

/** The process's steps in order; staff who run steps edit one in a dialog while the process runs. */
export function StepList({ process }: { process: TProcess }) {
  const { t } = useTranslation();
  const stepName = useStepName();
  const mayEdit = useCan()('placements.manage') && process.status === 'running';
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
          </li>
        ))}
      </ol>
      {edited && <StepDialog key={`${edited.id}-${edited.version}`} processId={process.id} step={edited} onClose={() => setEditing(null)} />}
    </>
  );
}
