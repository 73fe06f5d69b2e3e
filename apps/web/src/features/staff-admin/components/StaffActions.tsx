import { WEB_ROUTES, ZStaffPasswordResetSchema, type TUser } from '@app/shared';
import { Button, Menu, Modal } from '@mantine/core';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { EditForm } from '../../../app/ui/EditPage';
import { PasswordField } from '../../../app/ui/PasswordField';
import { ConfirmStep } from '../../../app/ui/ResourceDialogs';
import { TextWithLtrValue } from '../../../app/ui/TextWithLtrValue';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session/current-user';
import { useEndStaffSessions, useResetStaffPassword, useResetStaffSecondFactor, useSetStaffStatus } from '../api';
import classes from './staff.module.css';

type TAction = 'status' | 'password' | 'sessions' | 'secondFactor';

/** The actions a manager may take on a staff member: those that apply to them, each behind its confirm step. */
function useStaffActions(member: TUser) {
  const { t } = useTranslation();
  const myId = useCurrentUser().data?.id;
  const [open, setOpen] = useState<TAction | null>(null);
  const close = () => setOpen(null);
  const actions: Array<{ action: TAction; label: string; danger: boolean }> = [];
  // Nobody disables their own account (the server refuses it too).
  if (!(member.isActive && member.id === myId)) {
    actions.push({ action: 'status', label: member.isActive ? t('staff.disable') : t('staff.enable'), danger: member.isActive });
  }
  actions.push({ action: 'password', label: t('staff.resetPassword'), danger: false });
  actions.push({ action: 'sessions', label: t('staff.endSessions'), danger: false });
  if (member.secondFactorEnabled) actions.push({ action: 'secondFactor', label: t('staff.resetSecondFactor'), danger: true });
  const dialogs = (
    <>
      <StatusStep member={member} open={open === 'status'} onClose={close} />
      <PasswordDialog member={member} open={open === 'password'} onClose={close} />
      <SessionsStep member={member} open={open === 'sessions'} onClose={close} />
      <SecondFactorStep member={member} open={open === 'secondFactor'} onClose={close} />
    </>
  );
  return { actions, setOpen, dialogs };
}

/** A row of the staff list: Edit, and a menu of the other actions, each named after the staff member. */
export function StaffRowActions({ member }: { member: TUser }) {
  const { t } = useTranslation();
  const { actions, setOpen, dialogs } = useStaffActions(member);
  return (
    <div className={classes.rowActions}>
      <Button
        component={Link}
        to={generatePath(WEB_ROUTES.staffEdit, { id: String(member.id) })}
        size="xs"
        variant="default"
        aria-label={t('staff.editLabel', { userName: member.userName })}
      >
        {t('staff.edit')}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="xs" variant="outline" aria-label={t('staff.moreLabel', { userName: member.userName })}>
            {t('staff.more')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map(({ action, label, danger }) => (
            <Menu.Item key={action} color={danger ? 'red.9' : undefined} onClick={() => setOpen(action)}>
              {label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {dialogs}
    </div>
  );
}

/** The same actions as buttons, on a staff member's own page. */
export function StaffActionButtons({ member }: { member: TUser }) {
  const { actions, setOpen, dialogs } = useStaffActions(member);
  return (
    <div className={classes.actionButtons}>
      {actions.map(({ action, label, danger }) => (
        <Button key={action} variant="outline" color={danger ? 'red.9' : undefined} onClick={() => setOpen(action)}>
          {label}
        </Button>
      ))}
      {dialogs}
    </div>
  );
}

type TStepProps = { member: TUser; open: boolean; onClose: () => void };

/** A sentence with the staff member's user name in it, kept in its own direction. */
function aboutMember(member: TUser, sentence: (userName: string) => string) {
  return <TextWithLtrValue sentence={sentence} value={member.userName} />;
}

function StatusStep({ member, open, onClose }: TStepProps) {
  const { t } = useTranslation();
  const setStatus = useSetStaffStatus(member.id);
  const disabling = member.isActive;
  return (
    <ConfirmStep
      open={open}
      title={disabling ? t('staff.disableTitle') : t('staff.enableTitle')}
      text={aboutMember(member, (userName) => (disabling ? t('staff.disableText', { userName }) : t('staff.enableText', { userName })))}
      confirmLabel={disabling ? t('staff.disable') : t('staff.enable')}
      danger={disabling}
      pending={setStatus.isPending}
      onConfirm={() => setStatus.mutate(!member.isActive, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

function SessionsStep({ member, open, onClose }: TStepProps) {
  const { t } = useTranslation();
  const end = useEndStaffSessions(member.id);
  return (
    <ConfirmStep
      open={open}
      title={t('staff.endSessionsTitle')}
      text={aboutMember(member, (userName) => t('staff.endSessionsText', { userName }))}
      confirmLabel={t('staff.endSessions')}
      pending={end.isPending}
      onConfirm={() => end.mutate(undefined, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

function SecondFactorStep({ member, open, onClose }: TStepProps) {
  const { t } = useTranslation();
  const reset = useResetStaffSecondFactor(member.id);
  return (
    <ConfirmStep
      open={open}
      title={t('staff.resetSecondFactorTitle')}
      text={aboutMember(member, (userName) => t('staff.resetSecondFactorText', { userName }))}
      confirmLabel={t('staff.resetSecondFactor')}
      danger
      pending={reset.isPending}
      onConfirm={() => reset.mutate(undefined, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

/** A new temporary password, typed by the manager: the dialog says what it does, its button does it. */
function PasswordDialog({ member, open, onClose }: TStepProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={open} onClose={onClose} title={t('staff.resetPasswordTitle')} closeButtonProps={{ 'aria-label': t('account.cancel') }} centered>
      {open && <PasswordForm member={member} onClose={onClose} />}
    </Modal>
  );
}

function PasswordForm({ member, onClose }: { member: TUser; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const reset = useResetStaffPassword(member.id);
  const form = useSchemaForm(ZStaffPasswordResetSchema, { password: '' });
  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutate(password, {
      onSuccess: onClose,
      onError: (error) => applyServerErrors(error, form),
    }),
  );
  return (
    <>
      <p className={classes.dialogIntro}>{aboutMember(member, (userName) => t('staff.resetPasswordText', { userName }))}</p>
      <EditForm onSubmit={onSubmit} label={t('staff.resetPassword')} saving={reset.isPending} onCancel={onClose}>
        <PasswordField
          label={t('staff.temporaryPassword')}
          description={t('account.passwordHint')}
          autoComplete="new-password"
          withAsterisk
          data-autofocus
          {...form.register('password')}
          error={fieldError(form.formState.errors.password)}
        />
      </EditForm>
    </>
  );
}
