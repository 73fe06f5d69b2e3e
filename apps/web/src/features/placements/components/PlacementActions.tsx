import '../../../app/ui/public-styles';
import {
  RETURN_REASONS,
  todayInUae,
  withVat,
  WEB_ROUTES,
  ZClientEndPlacementSchema,
  ZEndPlacementSchema,
  ZPlacementStepSchema,
  ZRenewPlacementSchema,
  type TPermission,
  type TPlacement,
  type TPlacementAction,
  type TRemedy,
} from '@app/shared';
import { Button, NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import type { ComponentProps } from 'react';
import { Controller } from 'react-hook-form';
import { generatePath, Link, useNavigate } from 'react-router';
import { ConfirmDialog, Consequence } from '../../../app/ui/ConfirmDialog';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { money, uaeDay } from '../../../lib/money';
import { rememberReplacement } from '../../../lib/replacement';
import { useCan } from '../../../lib/session/current-user';
import { usePlacementStep, type TPlacementStepInput, type TPlacementTarget } from '../api';
import { OpenReplacement } from './OpenReplacement';
import classes from './placements.module.css';

type TStep = ReturnType<typeof usePlacementStep>;

/** The permission each staff step needs (packages/shared/src/api/placements.ts). */
const STAFF_PERMISSION: Record<TPlacementAction, TPermission> = {
  end: 'placements.manage',
  chooseRemedy: 'placements.manage',
  workerBack: 'placements.manage',
  stop: 'placements.manage',
  resume: 'placements.manage',
  renew: 'orders.finance',
  openReplacement: 'orders.manage',
};

const STEP_BUTTON = { root: classes.stepButton, label: classes.stepLabel };

/** A step that asks first, its long label wrapping inside its buttons. */
function StepDialog(props: Omit<ComponentProps<typeof ConfirmDialog>, 'buttonClassNames'>) {
  return <ConfirmDialog {...props} buttonClassNames={STEP_BUTTON} />;
}

/** Sends a step from a dialog: closes it when done, puts the server's field messages on the fields. */
const sendFrom = (step: TStep, close: () => void, onFieldErrors?: (error: unknown) => void) => (input: TPlacementStepInput) =>
  step.mutate(input, { onSuccess: close, onError: (error) => onFieldErrors?.(error) });

function useReasonOptions() {
  const { t } = useTranslation();
  return [
    { value: '', label: t('placements.ui.chooseReason') },
    ...RETURN_REASONS.map((reason) => ({ value: reason, label: t(`placements.ui.reasons.${reason}`) })),
  ];
}

/** A reason chosen from the list; the empty first choice is no reason. */
const asReason = { setValueAs: (value: string) => value || null };

/** The family returns the worker (with the reason) or reports her absent. */
function ClientEnd({ placement, step, kind }: { placement: TPlacement; step: TStep; kind: 'returned' | 'absent' }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const reasons = useReasonOptions();
  const form = useSchemaForm(ZClientEndPlacementSchema, { kind, reason: null, note: '', version: placement.version });
  const { errors } = form.formState;
  const returned = kind === 'returned';
  return (
    <StepDialog
      label={t(returned ? 'placements.ui.returnWorker' : 'placements.ui.reportAbsent')}
      danger
      pending={step.isPending}
      onSubmit={(close) =>
        form.handleSubmit(({ reason, note }) =>
          sendFrom(step, close, (error) => applyServerErrors(error, form))({ action: 'end', body: { kind, reason, note } }),
        )
      }
    >
      <Consequence>{t(returned ? 'placements.ui.returnIntro' : 'placements.ui.absentIntro')}</Consequence>
      {returned && (
        <NativeSelect label={t('placements.ui.reason')} required data={reasons} {...form.register('reason', asReason)} error={fieldError(errors.reason)} />
      )}
      <Textarea label={t('clientOrders.note')} maxLength={1000} {...form.register('note')} error={fieldError(errors.note)} />
    </StepDialog>
  );
}

/** Staff record the end: completed, returned (with the reason) or absent, and the day it happened. */
function StaffEnd({ placement, step }: { placement: TPlacement; step: TStep }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const reasons = useReasonOptions();
  const form = useSchemaForm(ZEndPlacementSchema, {
    kind: 'returned',
    reason: null,
    endedOn: todayInUae(),
    note: '',
    governmentFeesAed: 0,
    version: placement.version,
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  // Where the worker was found medically unfit, the government fees the family paid are refunded too.
  const unfit = kind === 'returned' && form.watch('reason') === 'medicallyUnfit';
  return (
    <StepDialog
      label={t('placements.ui.endPlacement')}
      danger
      pending={step.isPending}
      onSubmit={(close) =>
        form.handleSubmit(({ kind: endKind, reason, endedOn, note, governmentFeesAed }) =>
          sendFrom(step, close, (error) => applyServerErrors(error, form))({
            action: 'end',
            body: {
              kind: endKind,
              reason: endKind === 'returned' ? reason : null,
              endedOn,
              note,
              governmentFeesAed: endKind === 'returned' && reason === 'medicallyUnfit' ? governmentFeesAed : 0,
            },
          }),
        )
      }
    >
      <Consequence>{t('placements.ui.consequence.end')}</Consequence>
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <Radio.Group label={t('placements.ui.endKindLabel')} required value={field.value} onChange={field.onChange} error={fieldError(errors.kind)}>
            <Stack gap="xs" mt="xs">
              {(['completed', 'returned', 'absent'] as const).map((value) => (
                <Radio key={value} value={value} label={t(`placements.ui.endKind.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      {kind === 'returned' && (
        <NativeSelect label={t('placements.ui.reason')} required data={reasons} {...form.register('reason', asReason)} error={fieldError(errors.reason)} />
      )}
      {unfit && (
        <TextInput
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          dir="ltr"
          label={t('placements.ui.governmentFeesInput')}
          description={t('placements.ui.governmentFeesHint')}
          {...form.register('governmentFeesAed', { setValueAs: (value: string) => (value === '' ? 0 : Number(value)) })}
          error={fieldError(errors.governmentFeesAed)}
        />
      )}
      <TextInput
        type="date"
        label={t('placements.ui.endedOnLabel')}
        required
        dir="ltr"
        {...form.register('endedOn', { setValueAs: (value: string) => value || undefined })}
        error={fieldError(errors.endedOn)}
      />
      <Textarea label={t('clientOrders.note')} maxLength={1000} {...form.register('note')} error={fieldError(errors.note)} />
    </StepDialog>
  );
}

/** Refund or replacement: the family's choice, or staff recording it on her word. */
function ChooseRemedy({ placement, step, remedy, staff }: { placement: TPlacement; step: TStep; remedy: TRemedy; staff: boolean }) {
  const { t } = useTranslation();
  const guarantee = placement.guarantee!;
  const params = { amount: money(guarantee.refundAed), date: guarantee.dueOn ? uaeDay(guarantee.dueOn) : '' };
  const label = staff
    ? t(remedy === 'refund' ? 'placements.ui.recordRefund' : 'placements.ui.recordReplacement')
    : t(remedy === 'refund' ? 'placements.ui.chooseRefund' : 'placements.ui.chooseReplacement');
  const consequence = staff
    ? t(remedy === 'refund' ? 'placements.ui.consequence.staffRefund' : 'placements.ui.consequence.staffReplacement', params)
    : t(`placements.ui.consequence.${remedy}`, params);
  return (
    <StepDialog
      label={label}
      pending={step.isPending}
      onSubmit={(close) => async (event) => {
        event?.preventDefault();
        sendFrom(step, close)({ action: 'chooseRemedy', body: { remedy } });
      }}
    >
      <Consequence>{consequence}</Consequence>
    </StepDialog>
  );
}

/** The worker back at the accommodation, a Monthly placement's stop and its undoing: a confirmation with a note. */
function NotedStep({ placement, step, action }: { placement: TPlacement; step: TStep; action: 'workerBack' | 'stop' | 'resume' }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const form = useSchemaForm(ZPlacementStepSchema, { note: '', version: placement.version });
  const date = placement.paidUntil ? uaeDay(placement.paidUntil) : '';
  return (
    <StepDialog
      label={t(`placements.ui.${action}`)}
      pending={step.isPending}
      onSubmit={(close) => form.handleSubmit(({ note }) => sendFrom(step, close, (error) => applyServerErrors(error, form))({ action, body: { note } }))}
    >
      <Consequence>{t(`placements.ui.consequence.${action}`, { date })}</Consequence>
      <Textarea label={t('clientOrders.note')} maxLength={1000} {...form.register('note')} error={fieldError(form.formState.errors.note)} />
    </StepDialog>
  );
}

/** Monthly: renew for some months; the dialog says the new invoice's total as the months are typed. */
function Renew({ placement, step }: { placement: TPlacement; step: TStep }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const form = useSchemaForm(ZRenewPlacementSchema, { months: 1, version: placement.version });
  const months = Number(form.watch('months'));
  const total = Number.isInteger(months) && months > 0 ? withVat((placement.monthlyPriceAed ?? 0) * months).totalAed : 0;
  return (
    <StepDialog
      label={t('placements.ui.renew')}
      pending={step.isPending}
      onSubmit={(close) =>
        form.handleSubmit((body) => sendFrom(step, close, (error) => applyServerErrors(error, form))({ action: 'renew', body: { months: body.months } }))
      }
    >
      <TextInput
        type="number"
        label={t('placements.ui.renewMonths')}
        required
        min={1}
        max={24}
        dir="ltr"
        {...form.register('months', { valueAsNumber: true })}
        error={fieldError(form.formState.errors.months)}
      />
      {total > 0 && <Consequence>{t('placements.ui.consequence.renew', { total: money(total) })}</Consequence>}
    </StepDialog>
  );
}

/** After choosing a replacement: she goes to the workers, and the request dialog offers the replacement. */
function PickReplacement({ placement }: { placement: TPlacement }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pick = () => {
    rememberReplacement({ placementId: placement.id, orderNumber: placement.orderNumber, package: placement.package });
    void navigate(WEB_ROUTES.workers);
  };
  return (
    <Stack gap="xs">
      <p className={classes.muted}>{t('placements.ui.pickReplacementHint')}</p>
      <div>
        <Button onClick={pick} classNames={STEP_BUTTON}>
          {t('placements.ui.pickReplacement')}
        </Button>
      </div>
    </Stack>
  );
}

type TActionsProps = {
  placement: TPlacement;
  target: TPlacementTarget;
  /** On the order page, staff get a link to the placement's own page. */
  pageLink?: boolean;
};

function ClientActions({ placement, step }: { placement: TPlacement; step: TStep }) {
  const can = (action: TPlacementAction) => placement.actions.includes(action);
  const remedies = can('chooseRemedy') ? (placement.guarantee?.remedies ?? []) : [];
  const picking = placement.remedy === 'replacement' && placement.replacementOrder === null;
  return (
    <>
      {can('end') && (
        <div className={classes.actions}>
          <ClientEnd placement={placement} step={step} kind="returned" />
          <ClientEnd placement={placement} step={step} kind="absent" />
        </div>
      )}
      {remedies.length > 0 && (
        <div className={classes.actions}>
          {remedies.map((remedy) => (
            <ChooseRemedy key={remedy} placement={placement} step={step} remedy={remedy} staff={false} />
          ))}
        </div>
      )}
      {picking && (
        <div className={classes.actions}>
          <PickReplacement placement={placement} />
        </div>
      )}
    </>
  );
}

function StaffActions({ placement, step }: { placement: TPlacement; step: TStep }) {
  const may = useCan();
  const can = (action: TPlacementAction) => placement.actions.includes(action) && may(STAFF_PERMISSION[action]);
  const remedies = can('chooseRemedy') ? (placement.guarantee?.remedies ?? []) : [];
  return (
    <div className={classes.actions}>
      {can('openReplacement') && <OpenReplacement placement={placement} />}
      {remedies.map((remedy) => (
        <ChooseRemedy key={remedy} placement={placement} step={step} remedy={remedy} staff />
      ))}
      {can('workerBack') && <NotedStep placement={placement} step={step} action="workerBack" />}
      {can('renew') && <Renew placement={placement} step={step} />}
      {can('stop') && <NotedStep placement={placement} step={step} action="stop" />}
      {can('resume') && <NotedStep placement={placement} step={step} action="resume" />}
      {can('end') && <StaffEnd placement={placement} step={step} />}
    </div>
  );
}

/** What the family or staff may do with the placement now (the server lists it), each step asking first. */
export function PlacementActions({ placement, target, pageLink = false }: TActionsProps) {
  const { t } = useTranslation();
  const step = usePlacementStep(target);
  const staff = target.side === 'admin';
  return (
    <>
      {/* Keyed by version: a step done (or refused and read again) starts the dialogs afresh. */}
      {staff ? (
        <StaffActions key={placement.version} placement={placement} step={step} />
      ) : (
        <ClientActions key={placement.version} placement={placement} step={step} />
      )}
      {staff && pageLink && (
        <p className={classes.actions}>
          <Link to={generatePath(WEB_ROUTES.placementDetails, { id: String(placement.id) })}>{t('placements.ui.openPage')}</Link>
        </p>
      )}
    </>
  );
}
