import type { TFamilyAsk, TFamilyProcess } from '@app/shared';
import { Button, FileButton } from '@mantine/core';
import { useState } from 'react';
import '../../../app/ui/public-styles';
import { DOCUMENT_TYPES, documentProblem } from '../../../app/ui/DocumentPicker';
import { UploadProgress } from '../../../app/ui/UploadProgress';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { uaeDay } from '../../../lib/money';
import { useFamilyUpload } from './api';
import classes from './timeline.module.css';

type TStep = TFamilyProcess['steps'][number];

/** One paper the step asks for: given (when) or still needed, and its upload (a PDF, JPEG or PNG of 5 MB at most). */
function Ask({ orderId, step, ask }: { orderId: number; step: TStep; ask: TFamilyAsk }) {
  const { t } = useTranslation();
  const upload = useFamilyUpload({ orderId, stepId: step.id, kind: ask.kind });
  const [problem, setProblem] = useState<string>();
  const kind = t(`processDocuments.kinds.${ask.kind}`);
  const error = problem ?? (upload.error instanceof ApiError ? upload.error.message : undefined);
  return (
    <li className={classes.ask}>
      <span className={classes.askKind}>{kind}</span>
      <span className={classes.state}>
        {ask.file ? (
          <>
            <bdi>{ask.file.fileName}</bdi> · {t('processDocuments.family.given', { date: uaeDay(ask.file.uploadedAt) })}
          </>
        ) : (
          t('processDocuments.family.missing')
        )}
      </span>
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
          <Button
            {...props}
            size="xs"
            variant={ask.file ? 'default' : 'filled'}
            loading={upload.isPending}
            aria-label={t(ask.file ? 'processDocuments.family.replaceNamed' : 'processDocuments.family.uploadNamed', { kind })}
          >
            {t(ask.file ? 'processDocuments.family.replace' : 'processDocuments.family.upload')}
          </Button>
        )}
      </FileButton>
      <UploadProgress progress={upload.progress} />
      {error && (
        <span role="alert" className={classes.askError}>
          {error}
        </span>
      )}
    </li>
  );
}

/** What a step asks the family to upload on it (docs/decisions/034), while the process runs. */
export function FamilyAsks({ orderId, step }: { orderId: number; step: TStep }) {
  const { t } = useTranslation();
  return (
    <div className={classes.asks}>
      <span className={classes.asksTitle}>{t('processDocuments.family.asked')}</span>
      <ul aria-label={t('processDocuments.family.asked')} className={classes.askList}>
        {step.asks.map((ask) => (
          <Ask key={ask.kind} orderId={orderId} step={step} ask={ask} />
        ))}
      </ul>
      <span className={classes.state}>{t('processDocuments.family.hint')}</span>
    </div>
  );
}
