import '../../../app/ui/public-styles';
import { ZPaymentFormSchema, type TOrder } from '@app/shared';
import { Button, CopyButton, Radio, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useContactInfo } from '../../../lib/site-content/api';
import type { TSend } from './transition-send';
import classes from './orders.module.css';

const AGENCY_IBAN = 'AE07 0260 0010 1234 5678 901';

/** The IBAN stays one left-to-right unit inside the Arabic sentence, never broken across lines. */
function BankDetails() {
  const { t } = useTranslation();
  const [before, after] = t('clientOrders.bankDetails', { iban: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <bdi dir="ltr" className={classes.iban}>
        {AGENCY_IBAN}
      </bdi>
      {after}
    </>
  );
}

/** Paying at the office: where the branches are, when they open, and what they take. */
function OfficeDetails() {
  const { t } = useTranslation();
  const branches = useContactInfo().data?.branchs ?? [];
  return (
    <div data-testid="pay-at-office">
      <p className={classes.note}>{t('clientOrders.payAtOfficeIntro')}</p>
      <ul className={classes.branches}>
        {branches.map((branch) => (
          <li key={branch.id}>
            <strong>{branch.name}</strong>
            <div>{branch.address}</div>
            {branch.workingHours && <div className={classes.note}>{t('clientOrders.branchHours', { hours: branch.workingHours })}</div>}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PaymentForm({ order, send }: { order: TOrder; send: TSend }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const form = useSchemaForm(ZPaymentFormSchema, { method: order.payment?.method ?? 'bankTransfer', reference: order.payment?.reference ?? '' });
  const { errors } = form.formState;
  const method = form.watch('method');
  // An empty reference is caught here, on its field: no request, no toast.
  const onSubmit = form.handleSubmit((body) => send.mutate(body, { onError: (error) => applyServerErrors(error, form) }));
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="method"
          render={({ field }) => (
            <Radio.Group label={t('clientOrders.howToPay')} value={field.value} onChange={field.onChange} error={fieldError(errors.method)}>
              <Stack gap="xs" mt="xs">
                <Radio value="office" label={t('paymentMethod.office')} />
                <Radio value="bankTransfer" label={t('paymentMethod.bankTransfer')} />
              </Stack>
            </Radio.Group>
          )}
        />
        {method === 'office' && <OfficeDetails />}
        {method === 'bankTransfer' && (
          <>
            <p className={classes.note}>
              <BankDetails />
            </p>
            <CopyButton value={AGENCY_IBAN.replace(/\s/g, '')}>
              {({ copied, copy }) => (
                <Button variant="light" size="xs" onClick={copy} style={{ alignSelf: 'flex-start' }}>
                  {copied ? t('clientOrders.copied') : t('clientOrders.copyIban')}
                </Button>
              )}
            </CopyButton>
            <TextInput label={t('clientOrders.reference')} required {...form.register('reference')} error={fieldError(errors.reference)} dir="ltr" />
          </>
        )}
        <Button type="submit" loading={send.isPending}>
          {t('orderAction.choosePayment')}
        </Button>
      </Stack>
    </form>
  );
}
