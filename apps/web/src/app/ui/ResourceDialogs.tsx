import './public-styles';
import { Button, Modal, type ModalProps } from '@mantine/core';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import pageClasses from './page.module.css';

type TRecord = { id: number };

/**
 * Which record of a list is being added, edited or deleted. One open dialog at a time: the edit
 * dialog (a record, or null for a new one) or the confirm step before a delete.
 */
export function useResourceDialogs<T extends TRecord>() {
  const [editing, setEditing] = useState<{ record: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    editing,
    deleting,
    add: () => setEditing({ record: null }),
    edit: (record: T) => setEditing({ record }),
    askDelete: (record: T) => setDeleting(record),
    closeEdit: () => setEditing(null),
    closeDelete: () => setDeleting(null),
  };
}

export type TResourceDialogs<T extends TRecord> = ReturnType<typeof useResourceDialogs<T>>;

type TEditDialogProps<T extends TRecord> = {
  dialogs: TResourceDialogs<T>;
  addTitle: string;
  editTitle: string;
  size?: ModalProps['size'];
  centered?: boolean;
  /** The form, given the record (null: a new one) and what to call once saved or cancelled. */
  children: (record: T | null, done: () => void) => ReactNode;
};

/** The add/edit dialog of a list: a fresh form for each record, closed by the form when it has saved. */
export function EditDialog<T extends TRecord>({ dialogs, addTitle, editTitle, size, centered, children }: TEditDialogProps<T>) {
  const { t } = useTranslation();
  const { editing } = dialogs;
  return (
    <Modal
      opened={editing !== null}
      onClose={dialogs.closeEdit}
      title={editing?.record ? editTitle : addTitle}
      closeButtonProps={{ 'aria-label': t('account.cancel') }}
      size={size}
      centered={centered}
    >
      {editing && <Fragment key={editing.record?.id ?? 'new'}>{children(editing.record, dialogs.closeEdit)}</Fragment>}
    </Modal>
  );
}

type TConfirmStepProps = {
  open: boolean;
  title: string;
  /** What will happen, said in the reader's language; a user name, code or file name in it sits in a TextWithLtrValue. */
  text: ReactNode;
  /** The confirm button's words: the action itself ('Delete', 'Disable', 'Change the status'). */
  confirmLabel: string;
  /** An action that takes something away (a delete, disabling an account): its button is red. */
  danger?: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The step before an action that needs a second thought: says what it will do, does it on the
 * confirm button, and Cancel (or Escape, or the close button) leaves everything as it was.
 */
export function ConfirmStep({ open, title, text, confirmLabel, danger = false, pending, onConfirm, onClose }: TConfirmStepProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={open} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('account.cancel') }} centered>
      <p style={{ marginBlockStart: 0 }}>{text}</p>
      <div className={pageClasses.actions}>
        <Button color={danger ? 'red.9' : undefined} loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="subtle" onClick={onClose}>
          {t('account.cancel')}
        </Button>
      </div>
    </Modal>
  );
}

/** A delete that takes the record's id, as every back-office delete does. */
type TDeleteMutation = { isPending: boolean; mutate: (id: number, options: { onSettled: () => void }) => void };

type TConfirmDeleteStepProps<T extends TRecord> = {
  dialogs: TResourceDialogs<T>;
  remove: TDeleteMutation;
  title: string;
  /** What will go, named in the reader's language (a TextWithLtrValue around a name that reads left to right). */
  text: (record: T) => ReactNode;
};

/** The confirm step before a delete: says what will go, deletes on confirm, closes either way. */
export function ConfirmDeleteStep<T extends TRecord>({ dialogs, remove, title, text }: TConfirmDeleteStepProps<T>) {
  const { t } = useTranslation();
  const { deleting } = dialogs;
  return (
    <ConfirmStep
      open={deleting !== null}
      title={title}
      text={deleting ? text(deleting) : ''}
      confirmLabel={t('lookups.delete')}
      danger
      pending={remove.isPending}
      onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: dialogs.closeDelete })}
      onClose={dialogs.closeDelete}
    />
  );
}
