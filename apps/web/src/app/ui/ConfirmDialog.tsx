import './public-styles';
import { Button, Modal, Stack, type ButtonProps } from '@mantine/core';
import { useState, type BaseSyntheticEvent, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import classes from './confirm-dialog.module.css';

type TConfirmDialogProps = {
  /** The words of the button that opens the dialog and of the one in it that takes the step. */
  label: string;
  /** The dialog's title: the label unless said. */
  title?: string;
  /** A step that ends or takes something away: its buttons are red, the one that opens it outlined. */
  danger?: boolean;
  /** The button that leaves everything as it was: 'Go back' unless said. */
  backLabel?: string;
  pending: boolean;
  /** For both step buttons (a long label that must wrap). */
  buttonClassNames?: ButtonProps['classNames'];
  /** Its fields and the words saying what will happen. */
  children: ReactNode;
  /** The form's submit handler, given what closes the dialog (on success, or on an error no field shows). */
  onSubmit: (close: () => void) => (event?: BaseSyntheticEvent) => Promise<void>;
};

/** A step that asks first: its button opens a dialog saying what will happen, with its fields, a way back and the step's own button. */
export function ConfirmDialog({ label, title, danger = false, backLabel, pending, buttonClassNames, children, onSubmit }: TConfirmDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const color = danger ? 'red.9' : undefined;
  return (
    <>
      <Button color={color} variant={danger ? 'outline' : 'filled'} classNames={buttonClassNames} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal opened={open} onClose={close} title={title ?? label} closeButtonProps={{ 'aria-label': t('common.close') }}>
        <form onSubmit={onSubmit(close)} noValidate>
          <Stack gap="md">
            {children}
            <div className={classes.buttons}>
              <Button variant="default" onClick={close}>
                {backLabel ?? t('clientOrders.goBack')}
              </Button>
              <Button type="submit" color={color} loading={pending} classNames={buttonClassNames}>
                {label}
              </Button>
            </div>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/** What the step will do, in the words of the one about to take it. */
export function Consequence(props: Omit<ComponentProps<'p'>, 'className'>) {
  return <p {...props} className={classes.consequence} />;
}
