import { inLanguage, WEB_ROUTES, ZAdminOrderInputSchema, type TAdminOrderInput } from '@app/shared';
import { Radio, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { generatePath, useNavigate, useSearchParams } from 'react-router';
import { EditForm, EditPage } from '../../app/ui/EditPage';
import { WorkerPicker } from '../../app/ui/orders/WorkerPicker';
import { PhoneInput } from '../../app/ui/PhoneInput';
import { TextWithLtrValue } from '../../app/ui/TextWithLtrValue';
import { formatPhone } from '../../lib/phone';
import pageClasses from '../../app/ui/page.module.css';
import { useSettled } from '../../lib/add-order-workers';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../lib/forms';
import { useTranslation } from '../../lib/i18n';
import { useSendOnce } from '../../lib/send-once';
import { useActivePackages, useAddOrder, useClientById, useClientSearch, useDueReplacements } from './api';
import classes from './add-order.module.css';

const NEW_CLIENT = { userName: '', email: '', phoneNumber: '' };

type TSaveOrder = {
  mutate: (input: TAdminOrderInput, options: { onSuccess: (result: { data: { id: number } }) => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
};

type TOrderFormProps = {
  /** The first values: a client chosen or a new one's details, maybe the worker and the package. */
  initialValues: Partial<Pick<TAdminOrderInput, 'clientId' | 'newClient' | 'laborId' | 'package'>>;
  /** What the worker search starts with (the worker asked about: her code). */
  workerSearch?: string;
  save: TSaveOrder;
  label: string;
  /** Shown above the client's choice (an enquiry's phone or e-mail already belongs to a client). */
  clientNotice?: ReactNode;
  'aria-labelledby'?: string;
};

/** "Add Order" (SPEC.md section 2): staff order a worker for a client on the phone or at the office. */
export default function AddOrderPage() {
  const { t } = useTranslation();
  const presetClientId = Number(useSearchParams()[0].get('clientId')) || null;
  const add = useAddOrder();
  return (
    <EditPage title={t('addOrder.title')} intro={<p>{t('addOrder.intro')}</p>}>
      <AddOrderForm initialValues={{ clientId: presetClientId, newClient: null }} save={add} label={t('addOrder.submit')} />
    </EditPage>
  );
}

/** The order's client (chosen or new), worker and package; saved, the order's page opens. Also an enquiry's conversion (app/compose). */
export function AddOrderForm({ initialValues, workerSearch = '', save, label, clientNotice, 'aria-labelledby': labelledBy }: TOrderFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const form = useSchemaForm(ZAdminOrderInputSchema, { clientId: null, newClient: null, ...initialValues });
  const { errors } = form.formState;
  const isNewClient = form.watch('newClient') !== null;

  // Another client's replacement is not this one's.
  const forgetReplacement = () => form.setValue('replacesPlacementId', null);
  const chooseClientKind = (kind: string) => {
    form.setValue('clientId', null);
    form.setValue('newClient', kind === 'new' ? NEW_CLIENT : null);
    forgetReplacement();
    form.clearErrors('clientId');
  };

  // One order however often the button is pressed; once saved, the order's page opens.
  const once = useSendOnce();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    once.run(
      (done) =>
        void form.handleSubmit(
          (input: TAdminOrderInput) =>
            save.mutate(input, {
              onSuccess: ({ data }) => {
                done(true);
                void navigate(generatePath(WEB_ROUTES.orderDetails, { id: String(data.id) }));
              },
              onError: (error) => {
                done(false);
                applyServerErrors(error, form);
              },
            }),
          () => done(false),
        )(event),
    );
  };
  const clientId = form.watch('clientId') ?? null;

  return (
    <EditForm onSubmit={onSubmit} label={label} saving={once.busy || save.isPending} aria-labelledby={labelledBy}>
      <fieldset className={pageClasses.fieldset}>
        <legend>{t('addOrder.client')}</legend>
        {clientNotice}
        <Radio.Group value={isNewClient ? 'new' : 'existing'} onChange={chooseClientKind} aria-label={t('addOrder.client')}>
          <div className={classes.choices}>
            <Radio value="existing" label={t('addOrder.existingClient')} />
            <Radio value="new" label={t('addOrder.newClient')} />
          </div>
        </Radio.Group>
        {isNewClient ? (
          <div className={classes.grid}>
            <TextInput label={t('account.userName')} required {...form.register('newClient.userName')} error={fieldError(errors.newClient?.userName)} />
            <TextInput
              type="email"
              label={t('account.email')}
              required
              dir="ltr"
              {...form.register('newClient.email')}
              error={fieldError(errors.newClient?.email)}
            />
            <PhoneInput
              label={t('account.phone')}
              description={t('account.phoneHint')}
              required
              {...form.register('newClient.phoneNumber')}
              error={fieldError(errors.newClient?.phoneNumber)}
            />
            <p className={classes.hint}>{t('addOrder.newClientHint')}</p>
          </div>
        ) : (
          <Controller
            control={form.control}
            name="clientId"
            render={({ field, fieldState }) => (
              <ClientPicker
                value={field.value ?? null}
                onChange={(id) => {
                  field.onChange(id);
                  forgetReplacement();
                }}
                error={fieldError(fieldState.error)}
              />
            )}
          />
        )}
      </fieldset>

      <fieldset className={pageClasses.fieldset}>
        <legend>{t('addOrder.worker')}</legend>
        <Controller
          control={form.control}
          name="laborId"
          render={({ field, fieldState }) => (
            <WorkerPicker initialSearch={workerSearch} value={field.value ?? null} onChange={field.onChange} error={fieldError(fieldState.error)} />
          )}
        />
      </fieldset>

      <fieldset className={pageClasses.fieldset}>
        <legend>{t('addOrder.package')}</legend>
        <Controller
          control={form.control}
          name="package"
          render={({ field, fieldState }) => (
            <PackagePicker
              clientId={isNewClient ? null : clientId}
              value={field.value ?? null}
              replacesPlacementId={form.watch('replacesPlacementId') ?? null}
              onChange={(kind, replacesPlacementId) => {
                field.onChange(kind);
                form.setValue('replacesPlacementId', replacesPlacementId);
              }}
              error={fieldError(fieldState.error ?? errors.replacesPlacementId)}
            />
          )}
        />
      </fieldset>
    </EditForm>
  );
}

type TPickerProps<T> = { value: T | null; onChange: (value: T) => void; error?: string };

/** Search, then one radio per match; a client chosen before (from the client's page) stays listed. */
function ClientPicker({ value, onChange, error }: TPickerProps<number>) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const search = useSettled(typed);
  const found = useClientSearch(search);
  const preset = useClientById(value);
  const matches = [
    ...(preset.data && !found.data?.items.some((client) => client.id === value) ? [preset.data] : []),
    ...(search ? (found.data?.items ?? []) : []),
  ];
  return (
    <>
      <TextInput type="search" label={t('addOrder.searchClient')} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
      <Radio.Group label={t('addOrder.chooseClient')} value={value === null ? '' : String(value)} onChange={(id) => onChange(Number(id))} error={error} mt="sm">
        <div className={classes.options}>
          {search && found.data?.totalCount === 0 && !preset.data && <p>{t('addOrder.noClients')}</p>}
          {matches.map((client) => (
            <Radio
              key={client.id}
              value={String(client.id)}
              label={
                <>
                  <bdi>{client.userName}</bdi> · <span dir="ltr">{client.email}</span> · <span dir="ltr">{formatPhone(client.phoneNumber)}</span>
                </>
              }
            />
          ))}
        </div>
      </Radio.Group>
    </>
  );
}

type TPackageChoice = TAdminOrderInput['package'];
type TPackagePickerProps = {
  /** The client chosen: her ended placements whose replacement is still to open are offered too. */
  clientId: number | null;
  value: TPackageChoice | null;
  replacesPlacementId: number | null;
  onChange: (kind: TPackageChoice, replacesPlacementId: number | null) => void;
  error?: string;
};

const REPLACES = 'replaces:';

/** A package on sale, or a no-fee replacement under a placement's guarantee (the original's package, AED 0). */
function PackagePicker({ clientId, value, replacesPlacementId, onChange, error }: TPackagePickerProps) {
  const { t, i18n } = useTranslation();
  const packages = useActivePackages();
  const replacements = useDueReplacements(clientId).data ?? [];
  const choose = (choice: string) => {
    const replaced = choice.startsWith(REPLACES) ? replacements.find((placement) => `${REPLACES}${placement.id}` === choice) : undefined;
    if (replaced) onChange(replaced.package, replaced.id);
    else onChange(choice as TPackageChoice, null);
  };
  const chosen = replacesPlacementId !== null ? `${REPLACES}${replacesPlacementId}` : (value ?? '');
  return (
    <Radio.Group aria-label={t('addOrder.package')} value={chosen} onChange={choose} error={error}>
      <div className={classes.choices}>
        {packages.data?.map((item) => (
          <Radio key={item.kind} value={item.kind} label={inLanguage(item, 'name', i18n.language)} />
        ))}
      </div>
      {replacements.length > 0 && (
        <div className={classes.options}>
          {replacements.map((placement) => (
            <Radio
              key={placement.id}
              value={`${REPLACES}${placement.id}`}
              label={<TextWithLtrValue sentence={(number) => t('addOrder.replacementFor', { number })} value={placement.orderNumber} />}
              description={t('addOrder.replacementHint', { package: t(`packageKind.${placement.package}`) })}
            />
          ))}
        </div>
      )}
    </Radio.Group>
  );
}
