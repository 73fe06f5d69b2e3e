import { eitherLanguage, WEB_ROUTES } from '@app/shared';
import { Button, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDelete } from '../../../app/ui/ConfirmDelete';
import { Page } from '../../../app/ui/Page';
import { useAdminPage, useDeletePage } from '../api';
import { newPage, PageForm } from '../components/PageForm';
import { NewSectionForm, SectionForm } from '../components/SectionForm';
import { ContentTabs } from '../ContentTabs';

function DeletePage({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeletePage();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="outline" color="red.9" onClick={() => setConfirming(true)}>
        {t('contentAdmin.deletePage')}
      </Button>
      <ConfirmDelete
        open={confirming}
        title={t('contentAdmin.deletePageTitle')}
        text={t('contentAdmin.deletePageText', { title })}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(id, { onSuccess: () => void navigate(WEB_ROUTES.contentPages), onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

function EditPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const page = useAdminPage(id);
  if (page.isError) return <p role="alert">{t('cms.pageNotFound')}</p>;
  if (!page.data) return <Loader role="status" aria-label={t('app.loading')} />;
  const { sections } = page.data;
  return (
    <Stack gap="xl">
      <PageForm key={page.data.id} page={page.data} />
      <section aria-labelledby="sections-title">
        <h2 id="sections-title">{t('contentAdmin.sections')}</h2>
        <Stack gap="xl">
          {sections.map((section) => (
            <SectionForm key={section.id} section={section} />
          ))}
          <NewSectionForm pageId={id} nextOrder={sections.length ? Math.max(...sections.map((section) => section.sortOrder)) + 1 : 1} />
        </Stack>
      </section>
      <div>
        <DeletePage id={id} title={eitherLanguage(page.data.en.title, page.data.ar.title, i18n.language)} />
      </div>
    </Stack>
  );
}

/** `/ContentPages/new?kind=article` writes a new page or article; `/ContentPages/{id}` edits one with its sections. */
export default function ContentPageEditor() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const creating = id === 'new';
  return (
    <Page title={creating ? t('contentAdmin.newTitle') : t('contentAdmin.editTitle')} size="wide" intro={<ContentTabs />}>
      {creating ? <PageForm page={newPage(params.get('kind') === 'page' ? 'page' : 'article')} /> : <EditPage id={Number(id)} />}
    </Page>
  );
}
