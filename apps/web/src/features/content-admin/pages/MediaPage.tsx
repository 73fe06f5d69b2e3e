import { inLanguage, WEB_ROUTES, type TAsset } from '@app/shared';
import { Button, FileButton } from '@mantine/core';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { ConfirmDeleteStep, useResourceDialogs } from '../../../app/ui/ResourceDialogs';
import { TextWithLtrValue } from '../../../app/ui/TextWithLtrValue';
import { ResourceList } from '../../../app/ui/ResourceTable';
import { Page } from '../../../app/ui/Page';
import { useListController } from '../../../lib/list-controller';
import { mediaUrl } from '../../../lib/media';
import { UploadProgress } from '../../../app/ui/UploadProgress';
import { useDeleteMedia, useMedia, useUploadMedia } from '../api';
import { ContentTabs } from '../ContentTabs';
import classes from './media.module.css';

/** Where a file is shown, each page a link to its editor; a used file cannot be deleted until it is removed there. */
function MediaUses({ asset }: { asset: TAsset }) {
  const { t, i18n } = useTranslation();
  if (asset.uses.length === 0) return <span className={classes.state}>{t('contentAdmin.unused')}</span>;
  return (
    <div className={classes.state}>
      <span>{t('contentAdmin.usedOn')}</span>
      <ul className={classes.uses}>
        {asset.uses.map((use) => (
          <li key={use.pageId}>
            <Link to={generatePath(WEB_ROUTES.contentPage, { id: String(use.pageId) })}>{inLanguage(use, 'title', i18n.language)}</Link>
          </li>
        ))}
      </ul>
      <span>{t('contentAdmin.usedHint')}</span>
    </div>
  );
}

const NO_FILTERS = [] as const;

/** The media library: images for pages and articles; a file the site uses cannot be deleted, any other delete is confirmed. */
export default function MediaPage() {
  const { t } = useTranslation();
  const list = useListController(NO_FILTERS);
  const media = useMedia(list.pageNumber);
  const upload = useUploadMedia();
  const remove = useDeleteMedia();
  const [copied, setCopied] = useState<number | null>(null);
  const dialogs = useResourceDialogs<TAsset>();
  return (
    <Page title={t('contentAdmin.mediaTitle')} size="wide" intro={<ContentTabs />}>
      <FileButton accept="image/jpeg,image/png,image/webp" onChange={(file) => file && upload.mutate(file)}>
        {(props) => (
          <Button {...props} loading={upload.isPending}>
            {t('contentAdmin.upload')}
          </Button>
        )}
      </FileButton>
      <UploadProgress progress={upload.progress} />
      <ResourceList query={media} list={list} pagerLabel={t('contentAdmin.mediaPages')}>
        {(items) => (
          <ul className={classes.grid}>
            {items.map((asset) => (
              <li key={asset.id} className={classes.item}>
                <img src={mediaUrl(asset.thumbnail ?? asset.fileName)} alt={asset.originalName} loading="lazy" />
                <span className={classes.name}>{asset.originalName}</span>
                <MediaUses asset={asset} />
                <div className={classes.actions}>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('contentAdmin.copyLinkOf', { name: asset.originalName })}
                    onClick={() => {
                      void navigator.clipboard?.writeText(`${window.location.origin}${mediaUrl(asset.fileName)}`);
                      setCopied(asset.id);
                    }}
                  >
                    {copied === asset.id ? t('contentAdmin.copied') : t('contentAdmin.copyLink')}
                  </Button>
                  {!asset.isUsed && (
                    <Button
                      size="xs"
                      variant="outline"
                      color="red.9"
                      aria-label={t('contentAdmin.deleteOf', { name: asset.originalName })}
                      onClick={() => dialogs.askDelete(asset)}
                    >
                      {t('lookups.delete')}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </ResourceList>
      <ConfirmDeleteStep
        dialogs={dialogs}
        remove={remove}
        title={t('contentAdmin.deleteMediaTitle')}
        text={(asset) => <TextWithLtrValue sentence={(name) => t('contentAdmin.deleteMediaText', { name })} value={asset.originalName} />}
      />
    </Page>
  );
}
