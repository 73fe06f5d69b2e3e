import '../../../app/ui/public-styles';
import { Button, type ButtonProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import classes from '../../../app/ui/page.module.css';
import twoStep from '../two-step.module.css';

type TProps = {
  /** The sentence above the fields. */
  hint: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pending: boolean;
  /** The submit button's look, where it is not the main one. */
  submitProps?: ButtonProps;
  children: ReactNode;
};

/** A short form of the two-step screens: a hint, its fields, one submit button. */
export function StepForm({ hint, onSubmit, submitLabel, pending, submitProps, children }: TProps) {
  return (
    <form noValidate onSubmit={onSubmit} className={classes.form}>
      <p className={twoStep.hint}>{hint}</p>
      {children}
      <div className={classes.actions}>
        <Button type="submit" loading={pending} {...submitProps}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
