import '../public-styles';
import { CLIENT_DOCUMENT_KINDS, type TClientDocument, type TClientDocumentKind } from '@app/shared';
import { Alert, Button } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { uaeDay } from '../../../lib/money';
import { useClientDocuments, useClientScanDownload, useDeleteClientDocument, useUploadClientDocument, type TProfileSide } from '../../../lib/client-profile';
import { ConfirmDialog } from '../ConfirmDialog';
import { DocumentUploadButton } from '../DocumentUploadButton';
import classes from './client-profile.module.css';

/** What a row offers: the client changes her papers until she hires, staff always; only staff download a scan. */
export function paperActions(side: TProfileSide, locked: boolean, document: TClientDocument | undefined) {
  const mayChange = side.kind === 'staff' || !locked;
  return { upload: mayChange, remove: mayChange && document !== undefined, download: side.kind === 'staff' && document !== undefined };
}

function UploadButton({ side, kind, replacing }: { side: TProfileSide; kind: TClientDocumentKind; replacing: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadClientDocument(side, kind);
  const label = t(replacing ? 'clientDocuments.replace' : 'clientDocuments.upload');
  return (
    <DocumentUploadButton
      upload={upload}
      replacing={replacing}
      label={label}
      accessibleLabel={`${label}: ${t(`clientDocuments.kinds.${kind}`)}`}
      errorClassName={classes.file}
    />
  );
}

function PaperRow({ side, kind, document, locked }: { side: TProfileSide; kind: TClientDocumentKind; document?: TClientDocument; locked: boolean }) {
  const { t } = useTranslation();
  const remove = useDeleteClientDocument(side);
  const download = useClientScanDownload(side.kind === 'staff' ? side.clientId : 0);
  const actions = paperActions(side, locked, document);
  const kindName = t(`clientDocuments.kinds.${kind}`);
  return (
    <li className={classes.paper}>
      <div className={classes.paperName}>
        <span className={classes.kind}>{kindName}</span>
        <span className={classes.file}>
          {document ? (
            <>
              <bdi>{document.fileName}</bdi> · {uaeDay(document.uploadedAt)}
              {document.uploadedByStaff && <> · {t('clientDocuments.byStaff')}</>}
            </>
          ) : (
            t('clientDocuments.missing')
          )}
        </span>
      </div>
      <div className={classes.actions}>
        {actions.download && document && (
          <Button
            size="xs"
            variant="outline"
            loading={download.isPending}
            onClick={() => download.mutate(document)}
            aria-label={`${t('clientDocuments.download')}: ${kindName}`}
          >
            {t('clientDocuments.download')}
          </Button>
        )}
        {actions.upload && <UploadButton side={side} kind={kind} replacing={document !== undefined} />}
        {actions.remove && document && (
          <ConfirmDialog
            label={t('clientDocuments.delete')}
            title={t('clientDocuments.deleteTitle')}
            danger
            pending={remove.isPending}
            onSubmit={(close) => async (event) => {
              event?.preventDefault();
              remove.mutate(document, { onSuccess: close });
            }}
          >
            <p>{t('clientDocuments.deleteConfirm', { kind: kindName })}</p>
          </ConfirmDialog>
        )}
      </div>
    </li>
  );
}

/** A client's papers, one row per kind: what she gave and when; upload, replace, delete; the scans are staff's. */
export function ClientDocumentsPanel({ side }: { side: TProfileSide }) {
  const { t } = useTranslation();
  const documents = useClientDocuments(side);
  if (!documents.data) return null;
  const { items, locked } = documents.data;
  return (
    <>
      <p className={classes.intro}>{t('clientDocuments.intro')}</p>
      {locked && side.kind === 'own' && (
        <Alert color="blue" className={classes.note}>
          {t('clientDocuments.locked')}
        </Alert>
      )}
      <ul className={classes.papers}>
        {CLIENT_DOCUMENT_KINDS.map((kind) => (
          <PaperRow key={kind} side={side} kind={kind} locked={locked} document={items.find((item) => item.kind === kind)} />
        ))}
      </ul>
    </>
  );
}
