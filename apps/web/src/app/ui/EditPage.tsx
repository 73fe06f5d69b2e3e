import './public-styles';
import { Alert, Button, Loader } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import adminClasses from './admin.module.css';
import classes from './edit-page.module.css';
import { Page } from './Page';
import pageClasses from './page.module.css';
import { WaitForUploads } from './WaitForUploads';

/** What an edit page needs of the query for its record: the record once read, or why not. */
export type TRecordQuery<T> = { data: T | undefined; isPending: boolean; isError: boolean; error: Error | null };

type TEditPageProps<T> = {
  title: string;
  /** narrow: a short form; wide: a long form or a record with more than its form. */
  size?: 'narrow' | 'wide';
  /** The link back to where the record is listed, under the title ('Back to the workers'). */
  back?: { to: string; label: string };
  /** Anything else under the title: tabs, or a sentence on what the page changes. */
  intro?: ReactNode;
  /** The record edited, while it is read: a spinner, then the alert that says why not, or the page. Absent on a page that adds one. */
  record?: TRecordQuery<T>;
  /** What the alert says when the record can not be read; by default the server's message. */
  notFound?: string;
  /** The form (given the record, when the page reads one). */
  children: ReactNode | ((record: T) => ReactNode);
};

/**
 * A back-office page that edits one record (or adds one): its title, its way back, the record's
 * loading and error states, then its form. The form ends with a SaveBar, inside an EditForm.
 */
export function EditPage<T>({ title, size = 'wide', back, intro, record, notFound, children }: TEditPageProps<T>) {
  const { t } = useTranslation();
  const head =
    back || intro ? (
      <div className={classes.head}>
        {back && (
          <Link to={back.to} className={adminClasses.link}>
            {back.label}
          </Link>
        )}
        {intro}
      </div>
    ) : undefined;
  let body: ReactNode;
  if (record?.isPending) body = <Loader role="status" aria-label={t('app.loading')} mx="auto" display="block" />;
  else if (record?.isError || (record && record.data === undefined)) body = <Alert color="red">{notFound ?? record.error?.message}</Alert>;
  else if (typeof children === 'function') body = record?.data === undefined ? null : children(record.data);
  else body = children;
  return (
    <Page title={title} size={size} intro={head}>
      {body}
    </Page>
  );
}

type TSaveBarProps = {
  /** The submit button's words; 'Save' by default ('Add the worker', 'Create'). */
  label?: string;
  saving: boolean;
  /** A file of the form is still being sent: Save waits for it, and says so. */
  uploading?: boolean;
  /** Given, a Cancel button beside Save (a form in a dialog). */
  onCancel?: () => void;
  /** Given, Cancel is a link back to this address instead (a page that was opened from another). */
  cancelTo?: string;
  /** Other actions of the record, after Save and Cancel (Delete). */
  children?: ReactNode;
};

/** The foot of a form: its submit button, busy while saving, held while a file uploads; and Cancel where there is one. */
export function SaveBar({ label, saving, uploading = false, onCancel, cancelTo, children }: TSaveBarProps) {
  const { t } = useTranslation();
  return (
    <div className={pageClasses.actions}>
      <WaitForUploads busy={uploading}>
        {(describedBy) => (
          <Button type="submit" loading={saving} disabled={uploading} aria-describedby={describedBy}>
            {label ?? t('lookups.save')}
          </Button>
        )}
      </WaitForUploads>
      {onCancel && (
        <Button variant="subtle" onClick={onCancel}>
          {t('account.cancel')}
        </Button>
      )}
      {cancelTo !== undefined && (
        <Button component={Link} to={cancelTo} variant="subtle">
          {t('account.cancel')}
        </Button>
      )}
      {children}
    </div>
  );
}

type TEditFormProps = Omit<TSaveBarProps, 'children'> & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's name for screen readers, when the page has more than one form. */
  'aria-labelledby'?: string;
  children: ReactNode;
};

/** A back-office form: checked by its schema, not the browser's, its fields one under another, then its SaveBar. */
export function EditForm({ onSubmit, children, 'aria-labelledby': labelledBy, ...saveBar }: TEditFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className={pageClasses.form} aria-labelledby={labelledBy}>
      {children}
      <SaveBar {...saveBar} />
    </form>
  );
}
