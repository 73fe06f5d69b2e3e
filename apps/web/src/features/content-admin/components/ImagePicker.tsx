import { Button, FileButton, Input, Loader, Modal } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ListFooter } from '../../../app/ui/ListFooter';
import { mediaUrl } from '../../../lib/media';
import { useMedia, useUploadMedia } from '../api';
import { UploadProgress } from '../../../app/ui/UploadProgress';
import classes from './editor.module.css';

type TPicked = { id: number; fileName: string } | null;

type TMediaUpload = ReturnType<typeof useUploadMedia>;

function MediaChoices({
  selectedId,
  upload,
  onPick,
  onUpload,
}: {
  selectedId: number | null;
  upload: TMediaUpload;
  onPick: (picked: TPicked) => void;
  onUpload: (file: File) => void;
}) {
  const { t } = useTranslation();
  const [pageNumber, setPageNumber] = useState(1);
  const media = useMedia(pageNumber);
  return (
    <>
      <FileButton accept="image/jpeg,image/png,image/webp" onChange={(file) => file && onUpload(file)}>
        {(props) => (
          <Button {...props} variant="outline" loading={upload.isPending}>
            {t('contentAdmin.upload')}
          </Button>
        )}
      </FileButton>
      <UploadProgress progress={upload.progress} />
      {media.isPending && <Loader role="status" aria-label={t('app.loading')} />}
      <ul className={classes.choices} style={{ marginBlockStart: '1rem' }}>
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
export function ImagePicker({
  label,
  image,
  imageId,
  onChange,
  onBusyChange,
}: {
  label: string;
  image: string | null;
  imageId: number | null;
  onChange: (picked: TPicked) => void;
  /** Told when an upload starts and ends: the form holds its Save until the picture is stored. */
  onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The upload lives here, not in the dialog, so closing the dialog cannot lose a picture on its way.
  const upload = useUploadMedia();
  const busy = upload.isPending;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  const pick = (picked: TPicked) => {
    onChange(picked);
    setOpen(false);
  };
  return (
    <Input.Wrapper label={label} labelElement="div">
      <div className={classes.picker}>
        {image ? <img className={classes.preview} src={mediaUrl(image)} alt={t('contentAdmin.currentImage')} /> : <span>{t('contentAdmin.noImage')}</span>}
        <Button variant="default" onClick={() => setOpen(true)}>
          {t('contentAdmin.chooseImage')}
        </Button>
        <UploadProgress progress={open ? null : upload.progress} />
        {imageId !== null && (
          <Button variant="outline" onClick={() => onChange(null)}>
            {t('contentAdmin.removeImage')}
          </Button>
        )}
      </div>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('contentAdmin.chooseImage')}
        closeButtonProps={{ 'aria-label': t('account.cancel') }}
        size="xl"
      >
        {open && (
          <MediaChoices
            selectedId={imageId}
            upload={upload}
            onPick={pick}
            onUpload={(file) => upload.mutate(file, { onSuccess: ({ data }) => pick({ id: data.id, fileName: data.fileName }) })}
          />
        )}
      </Modal>
    </Input.Wrapper>
  );
}
