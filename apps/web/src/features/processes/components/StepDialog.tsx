import type { TProcessStep } from '@app/shared';
import { Button, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { serverFieldErrors, useFieldError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { notifyApiError } from '../../../lib/notify';
import { isStale, useStepStaff, useUpdateStep } from '../api';
import { formFieldOf, SERVER_FIELDS, showsAppointment, STEP_STATES, stepChangeOf, stepFormValues, stepResolver, type TStepForm } from './step-form';
import { useStepName } from './StepBadges';
import classes from './processes.module.css';

/** The staff who may run it, and whoever runs it now if they are no longer among them. */
function useAssigneeOptions(step: TProcessStep) {
  const { t } = useTranslation();
  const staff = useStepStaff().data ?? [];
  const current = step.assignee && !staff.some((member) => member.id === step.assignee?.id) ? [step.assignee] : [];
  return [{ value: '', label: t('processesUi.notAssigned') }, ...[...staff, ...current].map((member) => ({ value: String(member.id), label: member.name }))];
}

type TProps = { processId: number; step: TProcessStep; onClose: () => void };

/**
 * One step's state, appointment, staff member, notes and done day. A step someone else saved
 * meanwhile is said, and the dialog shows what they saved (the page reads the process again).
 */
export function StepDialog({ processId, step, onClose }: TProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const stepName = useStepName();
  const save = useUpdateStep(processId);
  const assignees = useAssigneeOptions(step);
  const form = useForm<TStepForm>({ resolver: stepResolver(step), mode: 'onBlur', reValidateMode: 'onChange', defaultValues: stepFormValues(step) });
  const { errors } = form.formState;
  const state = useWatch({ control: form.control, name: 'state' });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { stepId: step.id, version: step.version, change: stepChangeOf(values, step) },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (isStale(error)) return;
          const onFields = serverFieldErrors(error, SERVER_FIELDS).flatMap(([field, message]) => {
            const target = formFieldOf(field);
            return target ? [[target, message] as const] : [];
          });
          if (onFields.length === 0) notifyApiError(error);
          for (const [field, message] of onFields) form.setError(field, { type: 'server', message }, { shouldFocus: true });
        },
      },
    ),
  );
  return (
    <Modal opened onClose={onClose} title={stepName(step)} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <NativeSelect
            label={t('processesUi.state')}
            data={STEP_STATES.map((value) => ({ value, label: t(`processes.stepState.${value}`) }))}
            {...form.register('state')}
            error={fieldError(errors.state)}
          />
          {state === 'blocked' && (
            <Textarea
              label={t('processesUi.blockedReason')}
              required
              maxLength={300}
              {...form.register('blockedReason')}
              error={fieldError(errors.blockedReason)}
            />
          )}
          {showsAppointment(step, state) && (
            <>
              <TextInput
                type="date"
                label={t('processesUi.appointmentDate')}
                required={state === 'booked'}
                {...form.register('appointmentDate')}
                error={fieldError(errors.appointmentDate)}
              />
              <TextInput type="time" label={t('processesUi.appointmentTime')} required={state === 'booked'} {...form.register('appointmentTime')} />
              <TextInput
                label={t('processesUi.appointmentPlace')}
                maxLength={200}
                {...form.register('appointmentPlace')}
                error={fieldError(errors.appointmentPlace)}
              />
            </>
          )}
          {state === 'done' && <TextInput type="date" label={t('processesUi.doneOn')} {...form.register('doneOn')} error={fieldError(errors.doneOn)} />}
          <NativeSelect label={t('processesUi.assignee')} data={assignees} {...form.register('assigneeId')} error={fieldError(errors.assigneeId)} />
          <Textarea label={t('processesUi.notes')} maxLength={2000} autosize minRows={2} {...form.register('notes')} error={fieldError(errors.notes)} />
          <div className={classes.formButtons}>
            <Button variant="default" onClick={onClose}>
              {t('processesUi.goBack')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('processesUi.saveStep')}
            </Button>
          </div>
        </Stack>
      </form>
    </Modal>
  );
}
