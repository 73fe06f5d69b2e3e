import { eitherLanguage, WEB_ROUTES } from '@app/shared';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDelete } from '../../../app/ui/ConfirmDelete';
import { EditPage } from '../../../app/ui/EditPage';
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

/** A page or article with its sections, and the way to delete it. */
function ExistingPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const page = useAdminPage(id);
  return (
    <EditPage title={t('contentAdmin.editTitle')} intro={<ContentTabs />} record={page} notFound={t('cms.pageNotFound')}>
      {(record) => (
        <Stack gap="xl">
          <PageForm key={record.id} page={record} />
          <section aria-labelledby="sections-title">
            <h2 id="sections-title">{t('contentAdmin.sections')}</h2>
            <Stack gap="xl">
              {record.sections.map((section) => (
                <SectionForm key={section.id} section={section} />
              ))}
              <NewSectionForm pageId={id} nextOrder={record.sections.length ? Math.max(...record.sections.map((section) => section.sortOrder)) + 1 : 1} />
            </Stack>
          </section>
          <div>
            <DeletePage id={id} title={eitherLanguage(record.en.title, record.ar.title, i18n.language)} />
          </div>
        </Stack>
      )}
    </EditPage>
  );
}

/** `/ContentPages/new?kind=article` writes a new page or article; `/ContentPages/{id}` edits one with its sections. */
export default function ContentPageEditor() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  if (id !== 'new') return <ExistingPage id={Number(id)} />;
  const kind = params.get('kind') === 'page' ? 'page' : 'article';
  return (
    <EditPage title={t(kind === 'page' ? 'contentAdmin.newTitle' : 'contentAdmin.newArticleTitle')} intro={<ContentTabs />}>
      <PageForm page={newPage(kind)} />
    </EditPage>
  );
}
