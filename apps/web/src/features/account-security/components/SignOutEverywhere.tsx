import '../../../app/ui/public-styles';
import { ZSignOutEverywhereSchema } from '@app/shared';
import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { CurrentPasswordField } from '../../../app/ui/PasswordField';
import pageClasses from '../../../app/ui/page.module.css';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { useSignOutEverywhere } from '../api';

/** "Sign out everywhere else": a dialog asks the current password, then every other session ends. */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const signOut = useSignOutEverywhere();
  const form = useSchemaForm(ZSignOutEverywhereSchema, { currentPassword: '' });
  const fieldError = useFieldError();
  const close = () => {
    setOpen(false);
    form.reset();
  };
  const onSubmit = form.handleSubmit((values) =>
    signOut.mutate(values, {
      onSuccess: close,
      onError: (error) => applyServerErrors(error, form, 'currentPassword'),
    }),
  );
  return (
    <>
      <Button variant="outline" color="red.9" onClick={() => setOpen(true)}>
        {t('accountSecurity.everywhereButton')}
      </Button>
      <Modal opened={open} onClose={close} title={t('accountSecurity.everywhereHeading')} closeButtonProps={{ 'aria-label': t('account.cancel') }} centered>
        <form noValidate onSubmit={onSubmit} className={pageClasses.form}>
          <p style={{ margin: 0 }}>{t('accountSecurity.everywhereIntro')}</p>
          <CurrentPasswordField data-autofocus {...form.register('currentPassword')} error={fieldError(form.formState.errors.currentPassword)} />
          <div className={pageClasses.actions}>
            <Button type="submit" color="red.9" loading={signOut.isPending}>
              {t('accountSecurity.everywhereSubmit')}
            </Button>
            <Button variant="subtle" onClick={close}>
              {t('account.cancel')}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
