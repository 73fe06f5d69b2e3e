import { Button, Input } from '@mantine/core';
import { WEB_ROUTES, WORKER_IMPORT_MAX_BYTES, WORKER_IMPORT_MAX_ROWS, type TWorkerImportPreview, type TWorkerImportResult } from '@app/shared';
import { useId, useRef, useState } from 'react';
import { Link, generatePath } from 'react-router';
import { FileChooser } from '../../../app/ui/FileChooser';
import { Page } from '../../../app/ui/Page';
import { UploadProgress } from '../../../app/ui/UploadProgress';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useCommitImport, useDownloadTemplate, usePreviewImport } from '../api';
import { PreviewTable } from '../components/PreviewTable';
import classes from '../worker-import.module.css';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What was saved: how many, each new worker's code leading to her record, and the rows left out. */
function ImportResult({ result, onAgain }: { result: TWorkerImportResult; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={classes.part} aria-labelledby="import-result">
      <h2 id="import-result">{t('workerImport.resultTitle')}</h2>
      <p className={classes.summary} role="status">
        {t('workerImport.savedCount', { count: result.saved.length })}
      </p>
      <p className={classes.note}>{t('workerImport.hiddenNote')}</p>
      <ul className={classes.codes}>
        {result.saved.map((worker) => (
          <li key={worker.id}>
            <Link to={generatePath(WEB_ROUTES.laborsView, { id: String(worker.id) })}>
              <span dir="ltr">{worker.code}</span> <span dir="auto">{worker.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      {result.skipped.length > 0 && (
        <p className={classes.note}>
          {t('workerImport.skippedRows', { count: result.skipped.length, rows: result.skipped.map((row) => row.row).join(t('catalogue.listSeparator')) })}
        </p>
      )}
      <div className={classes.actions}>
        <Link to={WEB_ROUTES.laborsList}>{t('workerImport.toWorkers')}</Link>
        <Button variant="default" onClick={onAgain}>
          {t('workerImport.another')}
        </Button>
      </div>
    </section>
  );
}

/** The preview's counts, what the file leaves out, the rows, and the two ways to save. */
function ImportPreview({ preview, saving, onSave }: { preview: TWorkerImportPreview; saving: boolean; onSave: (mode: 'all' | 'validOnly') => void }) {
  const { t } = useTranslation();
  const total = preview.rows.length;
  return (
    <section className={classes.part} aria-labelledby="import-preview">
      <h2 id="import-preview">{t('workerImport.previewTitle')}</h2>
      <p className={classes.summary} role="status">
        {t('workerImport.previewCounts', { count: total, valid: preview.validCount, invalid: preview.invalidCount })}
      </p>
      <p className={classes.note}>{t('workerImport.hiddenNote')}</p>
      {preview.ignoredColumns.length > 0 && (
        <p className={classes.note}>{t('workerImport.ignoredColumns', { columns: preview.ignoredColumns.join(t('catalogue.listSeparator')) })}</p>
      )}
      <PreviewTable rows={preview.rows} />
      <div className={classes.actions}>
        <Button disabled={preview.invalidCount > 0} loading={saving} onClick={() => onSave('all')}>
          {t('workerImport.saveAll', { count: total })}
        </Button>
        {preview.invalidCount > 0 && preview.validCount > 0 && (
          <Button variant="light" loading={saving} onClick={() => onSave('validOnly')}>
            {t('workerImport.saveValid', { count: preview.validCount })}
          </Button>
        )}
      </div>
      {preview.invalidCount > 0 && <p className={classes.note}>{t('workerImport.saveAllDisabled')}</p>}
    </section>
  );
}

/** /ImportWorkers: the template, a file checked row by row before anything is saved, then all rows or only the valid ones. */
export default function ImportWorkersPage() {
  const { t } = useTranslation();
  const fileId = useId();
  const [file, setFile] = useState<File>();
  const [tooLarge, setTooLarge] = useState(false);
  const [result, setResult] = useState<TWorkerImportResult>();
  // Another file after a save: the chooser starts empty again.
  const [round, setRound] = useState(0);
  const template = useDownloadTemplate();
  const preview = usePreviewImport();
  const commit = useCommitImport();

  const check = (chosen: File) => {
    setResult(undefined);
    commit.reset();
    setFile(chosen);
    setTooLarge(chosen.size > WORKER_IMPORT_MAX_BYTES);
    if (chosen.size > WORKER_IMPORT_MAX_BYTES) preview.reset();
    else preview.mutate(chosen);
  };
  // Set at once, before the buttons re-render disabled: a double click saves once and shows one answer.
  const saving = useRef(false);
  const save = (mode: 'all' | 'validOnly') => {
    if (!file || saving.current) return;
    saving.current = true;
    commit.mutate(
      { file, mode },
      {
        onSettled: () => {
          saving.current = false;
        },
        onSuccess: (answer) => setResult(answer.data),
        // The rows changed since the preview (another worker took a passport): the notification says so, and the file is checked again.
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'workerImport.rowsInvalid') preview.mutate(file);
        },
      },
    );
  };
  const again = () => {
    setResult(undefined);
    setFile(undefined);
    setRound((value) => value + 1);
    preview.reset();
    commit.reset();
  };
  const refusal = tooLarge ? t('workerImport.tooLarge') : preview.error?.message;

  return (
    <Page title={t('workerImport.title')} size="wide" intro={<Link to={WEB_ROUTES.laborsList}>{t('laborsAdmin.backToList')}</Link>}>
      <section className={classes.part} aria-labelledby="import-template">
        <h2 id="import-template">{t('workerImport.templateTitle')}</h2>
        <p className={classes.note}>{t('workerImport.templateHint')}</p>
        <div className={classes.actions}>
          <Button variant="light" loading={template.isPending && template.variables === 'csv'} onClick={() => template.mutate('csv')}>
            {t('workerImport.templateCsv')}
          </Button>
          <Button variant="light" loading={template.isPending && template.variables === 'xlsx'} onClick={() => template.mutate('xlsx')}>
            {t('workerImport.templateXlsx')}
          </Button>
        </div>
      </section>

      {result ? (
        <ImportResult result={result} onAgain={again} />
      ) : (
        <section className={classes.part} aria-labelledby="import-file">
          <h2 id="import-file">{t('workerImport.fileTitle')}</h2>
          <Input.Wrapper
            id={fileId}
            label={t('workerImport.fileLabel')}
            description={t('workerImport.fileHint', { rows: WORKER_IMPORT_MAX_ROWS })}
            error={refusal}
          >
            <FileChooser
              key={round}
              id={fileId}
              accept={ACCEPT}
              chooseLabel={t('workerImport.choose')}
              noneLabel={t('workerImport.none')}
              invalid={Boolean(refusal)}
              busy={preview.isPending}
              disabled={preview.isPending || commit.isPending}
              onFile={check}
            />
            <UploadProgress progress={preview.progress} />
          </Input.Wrapper>
        </section>
      )}

      {!result && preview.data && !tooLarge && <ImportPreview preview={preview.data} saving={commit.isPending} onSave={save} />}
    </Page>
  );
}
