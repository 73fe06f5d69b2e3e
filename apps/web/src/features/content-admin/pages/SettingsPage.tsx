import { Button, Loader, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Page } from '../../../app/ui/Page';
import { useSaveSettings, useSettings } from '../api';
import { ContentTabs } from '../ContentTabs';
import { useServerErrors } from '../server-errors';

/** Settings the site shows, each with its English and Arabic value; links are shared by both. */
const BILINGUAL = ['siteName', 'tagline', 'footerAbout', 'openingHours', 'mapUrl', 'copyright', 'heroCta', 'whatsAppMessage'] as const;
const SHARED = ['facebookLink', 'twitterLink', 'linkedinLink', 'instagramLink'] as const;
/** What the tax invoice prints about the agency. */
const INVOICE_BILINGUAL = ['agencyLegalName', 'agencyAddress'] as const;
const INVOICE_SHARED = ['agencyTrn'] as const;

function SettingsForm({ initial }: { initial: Record<string, string> }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const [values, setValues] = useState(initial);
  const { errors, clear } = useServerErrors(save.error);
  const field = (key: string, label: string, arabic = false) => (
    <TextInput
      key={key}
      label={label}
      value={values[key] ?? ''}
      lang={arabic ? 'ar' : 'en'}
      dir={key.endsWith('Link') || key.startsWith('mapUrl') || key === 'agencyTrn' ? 'ltr' : arabic ? 'rtl' : undefined}
      error={errors[key]}
      onChange={(event) => {
        clear(key);
        setValues({ ...values, [key]: event.currentTarget.value });
      }}
    />
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Only what was changed is sent, so two editors at once do not undo each other's work.
    const keys = [...[...BILINGUAL, ...INVOICE_BILINGUAL].flatMap((key) => [`${key}.en`, `${key}.ar`]), ...SHARED, ...INVOICE_SHARED];
    save.mutate(Object.fromEntries(keys.filter((key) => (values[key] ?? '') !== (initial[key] ?? '')).map((key) => [key, values[key] ?? ''])));
  };
  const pair = (key: (typeof BILINGUAL)[number] | (typeof INVOICE_BILINGUAL)[number]) => (
    <div key={key} style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: '1rem' }}>
      {field(`${key}.en`, `${t(`contentAdmin.setting.${key}`)} (${t('contentAdmin.in.en')})`)}
      {field(`${key}.ar`, `${t(`contentAdmin.setting.${key}`)} (${t('contentAdmin.in.ar')})`, true)}
    </div>
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {BILINGUAL.map(pair)}
        {SHARED.map((key) => field(key, t(`contentAdmin.setting.${key}`)))}
        <h2 style={{ marginBlock: '1rem 0', fontSize: '1.125rem' }}>{t('contentAdmin.invoiceSettings')}</h2>
        {INVOICE_BILINGUAL.map(pair)}
        {INVOICE_SHARED.map((key) => field(key, t(`contentAdmin.setting.${key}`)))}
        <div>
          <Button type="submit" loading={save.isPending}>
            {t('lookups.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <Page title={t('contentAdmin.settingsTitle')} size="wide" intro={<ContentTabs />}>
      {/* Saved values come back as the new starting point, so the next save sends only what changed since. */}
      {settings.data ? <SettingsForm key={JSON.stringify(settings.data)} initial={settings.data} /> : <Loader role="status" aria-label={t('app.loading')} />}
    </Page>
  );
}
