import './public-styles';
import { Input } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { UploadProgress } from './UploadProgress';
import { FileChooser } from './FileChooser';

export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Why a file can not be sent, judged before it is (the server judges again, by its bytes). */
export function documentProblem(file: File): 'payments.file.wrongType' | 'payments.file.tooLarge' | null {
  if (!DOCUMENT_TYPES.includes(file.type)) return 'payments.file.wrongType';
  if (file.size > DOCUMENT_MAX_BYTES) return 'payments.file.tooLarge';
  return null;
}

/**
 * A PDF, JPEG or PNG of 5 MB at most, sent as soon as it is chosen.
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
  const [problem, setProblem] = useState<string>();
  const shown = problem ? t(problem as 'payments.file.tooLarge') : error;
  return (
    <Input.Wrapper id={id} label={label} description={t('payments.file.hint')} error={shown}>
      <FileChooser
        id={id}
        accept={DOCUMENT_TYPES.join(',')}
        chooseLabel={t('payments.file.choose')}
        noneLabel={t('payments.file.none')}
        invalid={Boolean(shown)}
        busy={busy}
        disabled={busy}
        onFile={(file) => {
          const found = documentProblem(file);
          setProblem(found ?? undefined);
          if (!found) onFile(file);
        }}
      />
      <UploadProgress progress={progress} />
    </Input.Wrapper>
  );
}
