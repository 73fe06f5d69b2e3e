import { documentsApi, type TWorkerDocument } from '@app/shared';
import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { Panel } from '../../../app/ui/Panel';
import { ConfirmDeleteStep, EditDialog, useResourceDialogs } from '../../../app/ui/ResourceDialogs';
import { ResourceTable } from '../../../app/ui/ResourceTable';
import { RowActions } from '../../../app/ui/RowActions';
import { TextWithLtrValue } from '../../../app/ui/TextWithLtrValue';
import stacked from '../../../app/ui/stacked-table.module.css';
import { useTranslation } from '../../../lib/i18n';
import { uaeDay } from '../../../lib/money';
import { useCan } from '../../../lib/session/current-user';
import { useUploadWithProgress } from '../../../lib/use-upload';
import { DocumentPicker } from '../../../app/ui/DocumentPicker';
import { useDeleteDocument, useDocumentsChanged, useScanDownload, useWorkerDocuments } from '../api';
import { column } from './column';
import { DocumentForm } from './DocumentForm';
import { ExpiryBadge } from './ExpiryBadge';
import classes from './documents.module.css';

const day = (date: string | null) => (date ? uaeDay(date) : '—');

/** A document's scan: its download, and a dialog to attach one or replace it (a PDF, JPEG or PNG). */
function ScanCell({ document }: { document: TWorkerDocument }) {
  const { t } = useTranslation();
  const download = useScanDownload();
  const [open, setOpen] = useState(false);
  const changed = useDocumentsChanged();
  const ids = { params: { id: document.laborId, documentId: document.id } };
  const upload = useUploadWithProgress(documentsApi.uploadScan, ids, () => {
    changed();
    setOpen(false);
  });
  const attachLabel = t(document.scan ? 'documents.ui.replaceScan' : 'documents.ui.attachScan');
  return (
    <div className={classes.scan}>
      {document.scan ? (
        <button
          type="button"
          className={classes.linkButton}
          aria-label={`${t('documents.ui.downloadScan')}: ${document.scan.fileName}`}
          onClick={() => download.mutate(document)}
        >
          <bdi>{document.scan.fileName}</bdi>
        </button>
      ) : (
        <span className={classes.muted}>{t('documents.ui.noScan')}</span>
      )}
      <Button size="xs" variant="default" onClick={() => setOpen(true)}>
        {attachLabel}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={attachLabel} closeButtonProps={{ 'aria-label': t('common.close') }}>
        <DocumentPicker
          label={t('documents.fields.scan')}
          error={upload.error?.message}
          progress={upload.progress}
          busy={upload.isPending}
          onFile={(file) => upload.mutate(file)}
        />
      </Modal>
    </div>
  );
}

/** A worker's documents on her page: expiry states, add / edit / delete, the scans. A passport's number and dates are the worker form's. */
export function DocumentsPanel({ laborId }: { laborId: number }) {
  const { t } = useTranslation();
  const can = useCan();
  const documents = useWorkerDocuments(laborId);
  const dialogs = useResourceDialogs<TWorkerDocument>();
  const remove = useDeleteDocument(laborId);
  const kindOf = (document: TWorkerDocument) => t(`documents.kinds.${document.kind}`);
  if (!can('labors.manage')) return null;
  return (
    <Panel title={t('documents.title')}>
      <div className={classes.toolbar}>
        <Button variant="outline" onClick={dialogs.add}>
          {t('documents.ui.add')}
        </Button>
      </div>
      {documents.data?.some((document) => document.kind === 'passport') && <p className={classes.muted}>{t('documents.ui.passportHint')}</p>}
      <div className={stacked.stackOnPhone}>
        <ResourceTable<TWorkerDocument>
          query={documents}
          emptyText={t('documents.ui.empty')}
          columns={[
            column<TWorkerDocument>(t('documents.fields.kind'), kindOf),
            column<TWorkerDocument>(t('documents.fields.number'), (row) => <span dir="ltr">{row.number || '—'}</span>, classes.noWrap),
            column<TWorkerDocument>(t('documents.fields.issueDate'), (row) => day(row.issueDate), classes.noWrap),
            column<TWorkerDocument>(t('documents.fields.expiryDate'), (row) => day(row.expiryDate), classes.noWrap),
            column<TWorkerDocument>(t('documents.fields.state'), (row) => <ExpiryBadge state={row.state} />),
            column<TWorkerDocument>(t('documents.fields.scan'), (row) => <ScanCell document={row} />),
          ]}
          rowActions={(row) =>
            row.kind === 'passport' ? null : (
              <RowActions name={`${kindOf(row)} ${row.number}`} onEdit={() => dialogs.edit(row)} onDelete={() => dialogs.askDelete(row)} />
            )
          }
        />
      </div>
      <EditDialog dialogs={dialogs} addTitle={t('documents.ui.addTitle')} editTitle={t('documents.ui.editTitle')}>
        {(document, done) => <DocumentForm laborId={laborId} document={document} onDone={done} />}
      </EditDialog>
      <ConfirmDeleteStep
        dialogs={dialogs}
        remove={remove}
        title={t('documents.ui.deleteTitle')}
        text={(document) => (
          <TextWithLtrValue sentence={(number) => t('documents.ui.deleteBody', { kind: kindOf(document), number })} value={document.number} />
        )}
      />
    </Panel>
  );
}
