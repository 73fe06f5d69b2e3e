import { SaveBar } from './EditPage';
import { Button, Switch, type MantineSpacing } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import classes from './page.module.css';

/** Edit and Delete for one row of a back-office table, each named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.rowActions}>
      <Button size="xs" variant="default" aria-label={t('lookups.editLabel', { name })} onClick={onEdit}>
        {t('lookups.edit')}
      </Button>
      <Button size="xs" variant="outline" color="red.9" aria-label={t('lookups.deleteLabel', { name })} onClick={onDelete}>
        {t('lookups.delete')}
      </Button>
    </div>
  );
}

/** Save and Cancel at the foot of a form in a dialog. */
export function SaveOrCancel({
  saving,
  onCancel,
  uploading = false,
}: {
  saving: boolean;
  onCancel: () => void;
  /** A file of the form is still being sent. */ uploading?: boolean;
}) {
  return <SaveBar saving={saving} uploading={uploading} onCancel={onCancel} />;
}

/** A form's `isActive` switch, on until staff turn it off. */
export function ActiveSwitch<T extends FieldValues & { isActive?: boolean | null }, TOutput>({
  control,
  label,
  mt,
}: {
  control: Control<T, unknown, TOutput>;
  label: string;
  mt?: MantineSpacing;
}) {
  return (
    <Controller
      control={control}
      name={'isActive' as Path<T>}
      render={({ field }) => <Switch mt={mt} label={label} checked={field.value ?? true} onChange={(event) => field.onChange(event.currentTarget.checked)} />}
    />
  );
}
