import './public-styles';
import { Button, FileButton } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { DOCUMENT_TYPES, documentProblem } from './DocumentPicker';
import { UploadProgress } from './UploadProgress';

type TUpload = { mutate: (file: File) => void; isPending: boolean; progress: number | null; error: unknown };

/**
 * A paper's upload button: a PDF, JPEG or PNG checked before it is sent, its progress, and what was
 * refused (by the check or the server) under it. Filled while the paper is missing, plain to replace it.
 */
export function DocumentUploadButton({
  upload,
  replacing,
  label,
  accessibleLabel,
  errorClassName,
}: {
  upload: TUpload;
  replacing: boolean;
  label: string;
  accessibleLabel: string;
  errorClassName: string | undefined;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string>();
  const error = problem ?? (upload.error instanceof ApiError ? upload.error.message : undefined);
  return (
    <>
      <FileButton
        accept={DOCUMENT_TYPES.join(',')}
        onChange={(file) => {
          if (!file) return;
          const refusal = documentProblem(file);
          setProblem(refusal ? t(refusal) : undefined);
          if (!refusal) upload.mutate(file);
        }}
      >
        {(props) => (
          <Button {...props} size="xs" variant={replacing ? 'default' : 'filled'} loading={upload.isPending} aria-label={accessibleLabel}>
            {label}
          </Button>
        )}
      </FileButton>
      <UploadProgress progress={upload.progress} />
      {error && (
        <span role="alert" className={errorClassName}>
          {error}
        </span>
      )}
    </>
  );
}
