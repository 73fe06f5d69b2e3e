import '../../../app/ui/public-styles';
import { inLanguage, WEB_ROUTES, ZOrderRequestSchema, type TPackage, type TPublicLabor } from '@app/shared';
import { Button, Checkbox, Modal, Radio, Stack } from '@mantine/core';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { generatePath, useNavigate, useSearchParams } from 'react-router';
import { usePackages, useRequestWorker } from '../api';
import { money, vatBreakdown } from '../../../lib/money';
import { forgetReplacement, rememberedReplacement, rememberReplacement, type TRememberedReplacement } from '../../../lib/replacement';
import { REQUEST_PARAM } from '../../../lib/session/access';
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
      <span className={`${classes.line} ${classes.price}`}>
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

/**
 * A replacement the client set out to choose from her order (lib/replacement.ts): offered, and
 * ticked, for this request; the package is the original order's and there is no new fee. Unticking
 * it makes a normal request and forgets it.
 */
function ReplacementChoice({ replacement, chosen, onChange }: { replacement: TRememberedReplacement; chosen: boolean; onChange: (chosen: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const packageName = inLanguage(usePackages().data?.find((item) => item.kind === replacement.package) ?? { name: '', nameAr: '' }, 'name', i18n.language);
  return (
    <Checkbox
      mb="md"
      checked={chosen}
      onChange={(event) => onChange(event.currentTarget.checked)}
      // The label wraps the description too: the name is the label alone, the description stays a description.
      aria-label={t('placements.ui.asReplacement', { number: replacement.orderNumber })}
      label={t('placements.ui.asReplacement', { number: replacement.orderNumber })}
      description={
        <>
          <span className={classes.line}>{t('placements.ui.replacementPackage', { name: packageName || t(`packageKind.${replacement.package}`) })}</span>
          <span className={classes.line}>{t('placements.ui.forgetReplacement')}</span>
        </>
      }
    />
  );
}

/**
 * Whether the address asks for the dialog (?request=1: a visitor tapped "Request this worker", then
 * signed in or registered): it opens once, and the parameter leaves the address, so a reload or a
 * way back to the page does not open it again.
 */
function useAskedByAddress(): boolean {
  const [params, setParams] = useSearchParams();
  const asked = params.get(REQUEST_PARAM) === '1';
  useEffect(() => {
    if (!asked) return;
    setParams(
      (current) => {
        const rest = new URLSearchParams(current);
        rest.delete(REQUEST_PARAM);
        return rest;
      },
      { replace: true },
    );
  }, [asked, setParams]);
  return asked;
}

/** A signed-in client requests an Available worker with the package they choose, or as the replacement she set out to choose. */
export default function RequestWorker({ labor }: { labor: Pick<TPublicLabor, 'id' | 'name' | 'nameAr'> }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const packages = usePackages();
  const request = useRequestWorker();
  const [open, setOpen] = useState(useAskedByAddress());
  const [replacement] = useState(rememberedReplacement);
  const [asReplacement, setAsReplacement] = useState(replacement !== null);
  const fieldError = useFieldError();
  const form = useSchemaForm(ZOrderRequestSchema, { laborId: labor.id });
  const name = inLanguage(labor, 'name', i18n.language);
  const chooseReplacement = (chosen: boolean) => {
    setAsReplacement(chosen);
    if (!replacement) return;
    if (chosen) rememberReplacement(replacement);
    else forgetReplacement();
  };
  const replacing = asReplacement && replacement !== null;
  const send = (input: Parameters<typeof request.mutate>[0]) =>
    request.mutate(input, {
      onSuccess: (result) => {
        // Done: the replacement is asked for, and not offered again.
        if (input.replacesPlacementId) forgetReplacement();
        void navigate(generatePath(WEB_ROUTES.clientOrder, { id: String(result.data.id) }));
      },
      onError: (error) => applyServerErrors(error, form),
    });
  // A replacement keeps the original's package: the package is not asked for.
  const onSubmit = replacing
    ? (event: FormEvent) => {
        event.preventDefault();
        send({ laborId: labor.id, package: replacement.package, replacesPlacementId: replacement.placementId });
      }
    : form.handleSubmit((input) => send({ laborId: input.laborId, package: input.package }));
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
          {replacement && <ReplacementChoice replacement={replacement} chosen={asReplacement} onChange={chooseReplacement} />}
          {!replacing && (
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
          )}
          <Button type="submit" mt="lg" loading={request.isPending}>
            {t('clientOrders.sendRequest')}
          </Button>
        </form>
      </Modal>
    </>
  );
}
