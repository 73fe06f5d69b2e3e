import type { TFamilyAsk, TFamilyProcess } from '@app/shared';
import '../../../app/ui/public-styles';
import { DocumentUploadButton } from '../../../app/ui/DocumentUploadButton';
import { useTranslation } from '../../../lib/i18n';
import { uaeDay } from '../../../lib/money';
import { useFamilyUpload } from './api';
import classes from './timeline.module.css';

type TStep = TFamilyProcess['steps'][number];

/** One paper the step asks for: given (when) or still needed, and its upload (a PDF, JPEG or PNG of 5 MB at most). */
function Ask({ orderId, step, ask }: { orderId: number; step: TStep; ask: TFamilyAsk }) {
  const { t } = useTranslation();
  const upload = useFamilyUpload({ orderId, stepId: step.id, kind: ask.kind });
  const kind = t(`processDocuments.kinds.${ask.kind}`);
  // A paper on their profile counts as given; one uploaded here is for this step only.
  const onStep = Boolean(ask.file && !ask.file.onProfile);
  return (
    <li className={classes.ask}>
      <span className={classes.askKind}>{kind}</span>
      <span className={classes.state}>
        {ask.file ? (
          <>
            <bdi>{ask.file.fileName}</bdi> ·{' '}
            {t(ask.file.onProfile ? 'processDocuments.family.onProfile' : 'processDocuments.family.given', { date: uaeDay(ask.file.uploadedAt) })}
          </>
        ) : (
          t('processDocuments.family.missing')
        )}
      </span>
      <DocumentUploadButton
        upload={upload}
        replacing={onStep}
        label={t(onStep ? 'processDocuments.family.replace' : 'processDocuments.family.upload')}
        accessibleLabel={t(onStep ? 'processDocuments.family.replaceNamed' : 'processDocuments.family.uploadNamed', { kind })}
        errorClassName={classes.askError}
      />
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
