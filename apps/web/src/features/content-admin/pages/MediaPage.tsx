import { Button, FileButton, Loader } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import list from '../../../app/ui/list.module.css';
import { ListFooter } from '../../../app/ui/ListFooter';
import { Page } from '../../../app/ui/Page';
import { mediaUrl } from '../../catalogue/params';
import { useDeleteMedia, useMedia, useUploadMedia } from '../api';
import { ContentTabs } from '../ContentTabs';
import classes from './media.module.css';

/** The media library: images for pages and articles; a file the site uses cannot be deleted. */
export default function MediaPage() {
  const { t } = useTranslation();
  const [pageNumber, setPageNumber] = useState(1);
  const media = useMedia(pageNumber);
  const upload = useUploadMedia();
  const remove = useDeleteMedia();
  const [copied, setCopied] = useState<number | null>(null);
  return (
    <Page title={t('contentAdmin.mediaTitle')} size="wide" intro={<ContentTabs />}>
      <FileButton accept="image/jpeg,image/png,image/webp" onChange={(file) => file && upload.mutate(file)}>
        {(props) => (
          <Button {...props} loading={upload.isPending}>
            {t('contentAdmin.upload')}
          </Button>
        )}
      </FileButton>
      {media.isPending && <Loader role="status" aria-label={t('app.loading')} />}
      {media.data?.items.length === 0 && <p className={list.empty}>{t('common.noData')}</p>}
      <ul className={classes.grid}>
        {media.data?.items.map((asset) => (
          <li key={asset.id} className={classes.item}>
            <img src={mediaUrl(asset.thumbnail ?? asset.fileName)} alt={asset.originalName} loading="lazy" />
            <span className={classes.name}>{asset.originalName}</span>
            <span className={classes.state}>{asset.isUsed ? t('contentAdmin.inUse') : t('contentAdmin.unused')}</span>
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
                <Button size="xs" variant="outline" color="red.9" aria-label={t('contentAdmin.deleteOf', { name: asset.originalName })} onClick={() => remove.mutate(asset.id)}>
                  {t('lookups.delete')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ListFooter page={media.data} label={t('contentAdmin.mediaPages')} onPage={setPageNumber} />
    </Page>
  );
}
