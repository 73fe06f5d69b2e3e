import '../../../app/ui/public-styles';
import { inLanguage, WEB_ROUTES, ZOrderRequestSchema, type TPackage, type TPublicLabor } from '@app/shared';
import { Button, Modal, Radio, Stack } from '@mantine/core';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { generatePath, useNavigate } from 'react-router';
import { usePackages, useRequestWorker } from '../api';
import { money, vatBreakdown } from '../../../lib/money';
import classes from './orders.module.css';

/**
 * A package's price and terms, as the radio's description: Mantine writes it as a paragraph, so
 * text only, its lines as spans shown one under another.
 */
function PackageTerms({ item }: { item: TPackage }) {
  const { t, i18n } = useTranslation();
  const price = money(item.priceAed);
  return (
    <>
      <span className={classes.line}>
        {item.minMonths ? t('clientOrders.perMonth', { price, months: item.minMonths }) : t('clientOrders.oneTime', { price })}
      </span>
      {/* The price before approval is the whole price: VAT and the total, for the minimum term when monthly. */}
      <span className={`${classes.line} ${classes.quote}`}>
        {item.minMonths && <>{t('clientOrders.minimumTerm', { months: item.minMonths })} </>}
        {vatBreakdown(item.priceAed * (item.minMonths ?? 1))}
      </span>
      <span className={`${classes.line} ${classes.note}`}>{inLanguage(item, 'description', i18n.language)}</span>
    </>
  );
}

/**
 * A package to choose: its name, its terms and, under them, the list of what it includes. The list
 * can not be in the description's paragraph; the radio names it among its descriptions instead.
 */
function PackageChoice({ item }: { item: TPackage }) {
  const { i18n } = useTranslation();
  const includesId = useId();
  return (
    <div>
      <Radio value={item.kind} label={inLanguage(item, 'name', i18n.language)} description={<PackageTerms item={item} />} aria-describedby={includesId} />
      <ul id={includesId} className={classes.includes}>
        {inLanguage(item, 'includes', i18n.language).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** A signed-in client requests an Available worker with the package they choose. */
export default function RequestWorker({ labor }: { labor: TPublicLabor }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const packages = usePackages();
  const request = useRequestWorker();
  const [open, setOpen] = useState(false);
  const fieldError = useFieldError();
  const form = useSchemaForm(ZOrderRequestSchema, { laborId: labor.id });
  const name = inLanguage(labor, 'name', i18n.language);
  const onSubmit = form.handleSubmit((input) =>
    request.mutate(input, {
      onSuccess: (result) => void navigate(generatePath(WEB_ROUTES.clientOrder, { id: String(result.data.id) })),
      onError: (error) => applyServerErrors(error, form.setError, ['package']),
    }),
  );
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('catalogue.request')}</Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('clientOrders.requestTitle', { name })}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <form onSubmit={onSubmit} noValidate>
          <Controller
            control={form.control}
            name="package"
            render={({ field, fieldState }) => (
              <Radio.Group
                label={t('clientOrders.package')}
                required
                value={field.value ?? null}
                onChange={field.onChange}
                error={fieldError(fieldState.error)}
              >
                <Stack gap="md" mt="sm">
                  {packages.data?.map((item) => (
                    <PackageChoice key={item.kind} item={item} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <Button type="submit" mt="lg" loading={request.isPending}>
            {t('clientOrders.sendRequest')}
          </Button>
        </form>
      </Modal>
    </>
  );
}
