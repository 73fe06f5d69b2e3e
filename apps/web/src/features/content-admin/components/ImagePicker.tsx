import { Button, FileButton, Input, Loader, Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ListFooter } from '../../../app/ui/ListFooter';
import { mediaUrl } from '../../catalogue/params';
import { useMedia, useUploadMedia } from '../api';
import classes from './editor.module.css';

type TPicked = { id: number; fileName: string } | null;

function MediaChoices({ selectedId, onPick }: { selectedId: number | null; onPick: (picked: TPicked) => void }) {
  const { t } = useTranslation();
  const [pageNumber, setPageNumber] = useState(1);
  const media = useMedia(pageNumber);
  const upload = useUploadMedia();
  return (
    <>
      <FileButton
        accept="image/jpeg,image/png,image/webp"
        onChange={(file) => file && upload.mutate(file, { onSuccess: ({ data }) => onPick({ id: data.id, fileName: data.fileName }) })}
      >
        {(props) => (
          <Button {...props} variant="outline" mb="md" loading={upload.isPending}>
            {t('contentAdmin.upload')}
          </Button>
        )}
      </FileButton>
      {media.isPending && <Loader role="status" aria-label={t('app.loading')} />}
      <ul className={classes.choices}>
        {media.data?.items
          .filter((asset) => asset.kind === 'image')
          .map((asset) => (
            <li key={asset.id}>
              <button
                type="button"
                className={classes.choice}
                aria-pressed={asset.id === selectedId}
                aria-label={t('contentAdmin.useImage', { name: asset.originalName })}
                onClick={() => onPick({ id: asset.id, fileName: asset.fileName })}
              >
                <img src={mediaUrl(asset.thumbnail ?? asset.fileName)} alt="" loading="lazy" />
              </button>
            </li>
          ))}
      </ul>
      <ListFooter page={media.data} label={t('contentAdmin.mediaPages')} onPage={setPageNumber} />
    </>
  );
}

/** A page's or section's picture, chosen from the media library (or uploaded into it on the spot). */
export function ImagePicker({ label, image, imageId, onChange }: { label: string; image: string | null; imageId: number | null; onChange: (picked: TPicked) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Input.Wrapper label={label} labelElement="div">
      <div className={classes.picker}>
        {image ? <img className={classes.preview} src={mediaUrl(image)} alt={t('contentAdmin.currentImage')} /> : <span>{t('contentAdmin.noImage')}</span>}
        <Button variant="default" onClick={() => setOpen(true)}>
          {t('contentAdmin.chooseImage')}
        </Button>
        {imageId !== null && (
          <Button variant="outline" onClick={() => onChange(null)}>
            {t('contentAdmin.removeImage')}
          </Button>
        )}
      </div>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('contentAdmin.chooseImage')} closeButtonProps={{ 'aria-label': t('account.cancel') }} size="xl">
        {open && (
          <MediaChoices
            selectedId={imageId}
            onPick={(picked) => {
              onChange(picked);
              setOpen(false);
            }}
          />
        )}
      </Modal>
    </Input.Wrapper>
  );
}
