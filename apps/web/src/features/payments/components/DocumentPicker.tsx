import '../../../app/ui/public-styles';
import { Input } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { UploadProgress } from '../../../app/ui/UploadProgress';
import classes from './finance.module.css';

export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Why a file can not be sent, judged before it is (the server judges again, by its bytes). */
export function documentProblem(file: File): 'payments.file.wrongType' | 'payments.file.tooLarge' | null {
  if (!DOCUMENT_TYPES.includes(file.type)) return 'payments.file.wrongType';
  if (file.size > DOCUMENT_MAX_BYTES) return 'payments.file.tooLarge';
  return null;
}

/**
 * A PDF, JPEG or PNG of 5 MB at most, sent as soon as it is chosen. The native input stays the
 * labelled, focusable control; its browser-language "Choose File" is replaced by the page's words.
 */
export function DocumentPicker({
  label,
  error,
  progress,
  busy,
  onFile,
}: {
  label: string;
  error?: string;
  /** The upload's progress, null when none runs. */
  progress: number | null;
  busy: boolean;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const shown = problem ? t(problem as 'payments.file.tooLarge') : error;
  return (
    <Input.Wrapper id={id} label={label} description={t('payments.file.hint')} error={shown}>
      <div className={classes.filePicker}>
        <input
          ref={input}
          id={id}
          type="file"
          accept={DOCUMENT_TYPES.join(',')}
          className={classes.fileInput}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error ${id}-description` : `${id}-description`}
          aria-busy={busy}
          disabled={busy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (!file) return;
            setFileName(file.name);
            const found = documentProblem(file);
            setProblem(found ?? undefined);
            if (!found) onFile(file);
          }}
        />
        <span aria-hidden="true" className={classes.fileButton} onClick={() => input.current?.click()}>
          {t('payments.file.choose')}
        </span>
        <span aria-hidden="true" className={classes.fileName} dir="auto">
          {fileName ?? t('payments.file.none')}
        </span>
      </div>
      <UploadProgress progress={progress} />
    </Input.Wrapper>
  );
}
