import { LICENCE_SETTINGS, settingsFormSchema } from '@app/shared';
import { TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { get } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { useCan } from '../../../lib/session/current-user';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { EditForm, EditPage } from '../../../app/ui/EditPage';
import { useSaveSettings, useSettings } from '../api';
import { ContentTabs } from '../ContentTabs';

/** Settings the site shows, each with its English and Arabic value; links are shared by both. */
const BILINGUAL = ['siteName', 'tagline', 'footerAbout', 'openingHours', 'mapUrl', 'copyright', 'heroCta', 'whatsAppMessage'] as const;
const SHARED = ['facebookLink', 'twitterLink', 'linkedinLink', 'instagramLink'] as const;
/** What the tax invoice prints about the agency. */
const INVOICE_BILINGUAL = ['agencyLegalName', 'agencyAddress'] as const;
const INVOICE_SHARED = ['agencyTrn'] as const;

type TBilingualSetting = (typeof BILINGUAL)[number] | (typeof INVOICE_BILINGUAL)[number];
type TSharedSetting = (typeof SHARED)[number] | (typeof INVOICE_SHARED)[number] | (typeof LICENCE_SETTINGS)[number];
const BILINGUAL_KEYS: TBilingualSetting[] = [...BILINGUAL, ...INVOICE_BILINGUAL];
const SHARED_KEYS: TSharedSetting[] = [...SHARED, ...LICENCE_SETTINGS, ...INVOICE_SHARED];
/** Numbers and links read left to right in both languages. */
const LTR_KEYS: string[] = [...LICENCE_SETTINGS, ...INVOICE_SHARED];

const HEADING = { marginBlock: '1rem 0', fontSize: '1.125rem' };

/** The form's values: a text in both languages under its name (`siteName.en` is `siteName: { en }`), a link alone. */
function formValues(saved: Record<string, string>) {
  return {
    ...Object.fromEntries(BILINGUAL_KEYS.map((key) => [key, { en: saved[`${key}.en`] ?? '', ar: saved[`${key}.ar`] ?? '' }])),
    ...Object.fromEntries(SHARED_KEYS.map((key) => [key, saved[key] ?? ''])),
  };
}

function SettingsForm({ initial }: { initial: Record<string, string> }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  // Content staff edit the site's texts and licences; the invoice's settings are the manager's.
  const mayEditInvoice = useCan()('settings.manage');
  const save = useSaveSettings();
  const schema = useMemo(() => settingsFormSchema(initial), [initial]);
  const form = useSchemaForm(schema, formValues(initial));
  const field = (key: string, label: string, arabic = false) => (
    <TextInput
      key={key}
      label={label}
      lang={arabic ? 'ar' : 'en'}
      dir={key.endsWith('Link') || key.startsWith('mapUrl') || LTR_KEYS.includes(key) ? 'ltr' : arabic ? 'rtl' : undefined}
      {...form.register(key)}
      error={fieldError(get(form.formState.errors, key))}
    />
  );
  const onSubmit = form.handleSubmit((changed) => save.mutate(changed, { onError: (error) => applyServerErrors(error, form) }));
  const pair = (key: TBilingualSetting) => (
    <div key={key} style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: '1rem' }}>
      {field(`${key}.en`, `${t(`contentAdmin.setting.${key}`)} (${t('contentAdmin.in.en')})`)}
      {field(`${key}.ar`, `${t(`contentAdmin.setting.${key}`)} (${t('contentAdmin.in.ar')})`, true)}
    </div>
  );
  return (
    <EditForm onSubmit={onSubmit} saving={save.isPending}>
      {BILINGUAL.map(pair)}
      {SHARED.map((key) => field(key, t(`contentAdmin.setting.${key}`)))}
      <h2 style={HEADING}>{t('contentAdmin.licenceSettings')}</h2>
      {LICENCE_SETTINGS.map((key) => field(key, t(`contentAdmin.setting.${key}`)))}
      {mayEditInvoice && (
        <>
          <h2 style={HEADING}>{t('contentAdmin.invoiceSettings')}</h2>
          {INVOICE_BILINGUAL.map(pair)}
          {INVOICE_SHARED.map((key) => field(key, t(`contentAdmin.setting.${key}`)))}
        </>
      )}
    </EditForm>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <EditPage title={t('contentAdmin.settingsTitle')} intro={<ContentTabs />} record={settings}>
      {/* Saved values come back as the new starting point, so the next save sends only what changed since. */}
      {(saved) => <SettingsForm key={JSON.stringify(saved)} initial={saved} />}
    </EditPage>
  );
}
