import { uploadsApi, type TResponseOf } from '@app/shared';
import { Input } from '@mantine/core';
import { useEffect, useId } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useUploadWithProgress } from '../../lib/use-upload';
import { mediaUrl } from '../../lib/media';
import classes from './admin.module.css';
import { FileChooser } from './FileChooser';
import { UploadProgress } from './UploadProgress';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
const VIDEO_TYPES = 'video/mp4,video/webm';

/**
 * A file chosen here is uploaded at once; the stored names it gets back go into the form.
 * A photo shows its preview, a video its player.
 */
export function FileUpload<K extends 'image' | 'video'>({
  kind,
  label,
  preview,
  error,
  required,
  onUploaded,
  onBusyChange,
}: {
  kind: K;
  label: string;
  /** The stored name shown as the current file, if any. */
  preview: string | null | undefined;
  error?: string;
  required?: boolean;
  onUploaded: (stored: TResponseOf<(typeof uploadsApi)[K]>) => void;
  /** Told when an upload starts and ends, so the form can hold its Save until the file is stored. */
  onBusyChange?: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadWithProgress(uploadsApi[kind]);
  const busy = upload.isPending;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  return (
    <Input.Wrapper id={id} label={label} required={required} description={kind === 'image' ? t('lookups.imageHint') : t('laborsAdmin.videoHint')} error={error}>
      <FileChooser
        id={id}
        accept={kind === 'image' ? IMAGE_TYPES : VIDEO_TYPES}
        chooseLabel={t('lookups.chooseFile')}
        noneLabel={t('lookups.noFileChosen')}
        invalid={Boolean(error)}
        busy={busy}
        onFile={(file) => upload.mutate(file, { onSuccess: ({ data }) => onUploaded(data) })}
      />
      <UploadProgress progress={upload.progress} />
      {preview &&
        (kind === 'image' ? (
          <img src={mediaUrl(preview)} alt={t('lookups.preview')} className={classes.preview} />
        ) : (
          <video src={mediaUrl(preview)} controls preload="metadata" className={classes.preview} aria-label={t('laborsAdmin.video')} />
        ))}
    </Input.Wrapper>
  );
}
