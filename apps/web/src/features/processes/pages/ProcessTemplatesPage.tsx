import { Loader, NativeSelect } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { Page } from '../../../app/ui/Page';
import { useTranslation } from '../../../lib/i18n';
import { useProcessTemplates } from '../api';
import { TemplateEditor } from '../components/TemplateEditor';

/** The four templates (package and where the worker is), one edited at a time; which one is in the address. */
export default function ProcessTemplatesPage() {
  const { t } = useTranslation();
  const templates = useProcessTemplates();
  const [params, setParams] = useSearchParams();
  const all = templates.data ?? [];
  const shown = all.find((template) => String(template.id) === params.get('template')) ?? all[0];
  return (
    <Page title={t('processes.templatesMenu')} size="wide" intro={<p>{t('processesUi.templatesIntro')}</p>}>
      {templates.isPending && <Loader role="status" aria-label={t('app.loading')} mx="auto" display="block" />}
      {shown && (
        <>
          <NativeSelect
            mb="lg"
            label={t('processesUi.template')}
            value={String(shown.id)}
            onChange={(event) => setParams({ template: event.currentTarget.value }, { replace: true })}
            data={all.map((template) => ({
              value: String(template.id),
              label: t('processesUi.templateName', {
                package: t(`packageKind.${template.packageKind}`),
                location: t(`processes.locationShort.${template.location}`),
              }),
            }))}
          />
          <TemplateEditor key={`${shown.id}-${shown.version}`} template={shown} />
        </>
      )}
    </Page>
  );
}
