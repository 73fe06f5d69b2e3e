import { uploadsApi, type TResponseOf } from '@app/shared';
import { Input } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useUploadWithProgress } from '../../lib/use-upload';
import { mediaUrl } from '../../lib/media';
import classes from './admin.module.css';
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
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string>();
  const busy = upload.isPending;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  return (
    <Input.Wrapper id={id} label={label} required={required} description={kind === 'image' ? t('lookups.imageHint') : t('laborsAdmin.videoHint')} error={error}>
      {/* The native input stays the labelled, focusable control; its browser-language
          "Choose File" text is replaced by this page's own words. */}
      <div className={classes.filePicker}>
        <input
          ref={input}
          id={id}
          type="file"
          accept={kind === 'image' ? IMAGE_TYPES : VIDEO_TYPES}
          className={classes.fileInput}
          aria-invalid={error ? true : undefined}
          // Not a Mantine input, so the wrapper does not link its texts: its message, then its hint.
          aria-describedby={error ? `${id}-error ${id}-description` : `${id}-description`}
          aria-busy={upload.isPending}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (!file) return;
            setFileName(file.name);
            upload.mutate(file, { onSuccess: ({ data }) => onUploaded(data) });
          }}
        />
        <span aria-hidden="true" className={classes.fileButton} onClick={() => input.current?.click()}>
          {t('lookups.chooseFile')}
        </span>
        <span aria-hidden="true" className={classes.fileName} dir="auto">
          {fileName ?? t('lookups.noFileChosen')}
        </span>
      </div>
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
