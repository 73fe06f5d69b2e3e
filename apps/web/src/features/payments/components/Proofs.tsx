import { paymentsApi, type TOrderFinance, type TPaymentProof } from '@app/shared';
import { useId } from 'react';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { uaeMoment } from '../../../lib/money';
import type { TOrderSide } from '../../../lib/orders';
import { useUploadWithProgress } from '../../../lib/use-upload';
import { useDownload, useProofSent } from '../api';
import { DocumentPicker } from '../../../app/ui/DocumentPicker';
import classes from './finance.module.css';

const proofEndpoint = { client: paymentsApi.clientProof, admin: paymentsApi.adminProof };

const sizeInKb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

function ProofList({ orderId, proofs, side }: { orderId: number; proofs: TPaymentProof[]; side: TOrderSide }) {
  const { t } = useTranslation();
  const download = useDownload();
  if (proofs.length === 0) return <p className={classes.muted}>{t('payments.proofs.none')}</p>;
  return (
    <ul className={classes.proofList}>
      {proofs.map((proof) => (
        <li key={proof.id}>
          <button
            type="button"
            className={classes.linkButton}
            aria-label={t('payments.proofs.download', { name: proof.fileName })}
            onClick={() =>
              download.mutate({ fetch: () => api.download(proofEndpoint[side], { params: { id: orderId, proofId: proof.id } }), fileName: proof.fileName })
            }
          >
            <bdi>{proof.fileName}</bdi>
          </button>{' '}
          <span className={classes.muted}>
            ({uaeMoment(proof.uploadedAt)}, <span dir="ltr">{t('payments.proofs.size', { size: sizeInKb(proof.size) })}</span>)
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The client sends the bank's transfer slip while something is still to pay. */
function ProofUpload({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const sent = useProofSent(orderId);
  const upload = useUploadWithProgress(paymentsApi.uploadProof, { params: { id: orderId } });
  return (
    <DocumentPicker
      label={t('payments.proofs.upload')}
      progress={upload.progress}
      busy={upload.isPending}
      onFile={(file) => upload.mutate(file, { onSuccess: ({ data }) => sent(data) })}
    />
  );
}

/** Proofs of a bank transfer: the client sends hers and sees them; staff see them beside the invoice. */
export function Proofs({ finance, side }: { finance: TOrderFinance; side: TOrderSide }) {
  const { t } = useTranslation();
  const id = useId();
  const canSend = side === 'client' && finance.balanceAed > 0;
  if (side === 'client' && !canSend && finance.proofs.length === 0) return null;
  return (
    <section className={classes.proofs} aria-labelledby={id}>
      <h3 id={id} className={classes.smallHeading}>
        {t(side === 'client' ? 'payments.proofs.title' : 'payments.proofs.staffTitle')}
      </h3>
      {canSend && <ProofUpload orderId={finance.orderId} />}
      <ProofList orderId={finance.orderId} proofs={finance.proofs} side={side} />
    </section>
  );
}
