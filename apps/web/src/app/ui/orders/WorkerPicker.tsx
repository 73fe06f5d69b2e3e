import '../public-styles';
import { inLanguage, WEB_ROUTES, type TAddOrderWorker } from '@app/shared';
import { Alert, Radio, TextInput } from '@mantine/core';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { useAddOrderWorkers, useSettled } from '../../../lib/add-order-workers';
import { useTranslation } from '../../../lib/i18n';
import classes from './worker-picker.module.css';

type TWorkerPickerProps = {
  value: number | null;
  onChange: (id: number) => void;
  error?: string;
  /** What the search starts with (the worker asked about: her code). */
  initialSearch?: string;
};

type TKinds = TAddOrderWorker['expiredDocuments'];

/** Documents by name, in the reader's language and list style ("Passport, Visa / entry permit"; in Arabic with "،"). */
function useDocumentNames() {
  const { t, i18n } = useTranslation();
  return (kinds: TKinds) => kinds.map((kind) => t(`documents.kinds.${kind}`)).join(i18n.language === 'ar' ? '، ' : ', ');
}

/** What staff must know of a worker before ordering her: hidden from the catalogue, documents expired. */
function WorkerFlags({ worker }: { worker: TAddOrderWorker }) {
  const { t } = useTranslation();
  const names = useDocumentNames();
  if (worker.isActive && worker.expiredDocuments.length === 0) return null;
  return (
    <span className={classes.flags}>
      {!worker.isActive && (
        <span className={classes.flag} data-flag="hidden">
          {t('addOrder.hiddenBadge')}
        </span>
      )}
      {worker.expiredDocuments.length > 0 && (
        <span className={classes.flag} data-flag="expired">
          {t('addOrder.expiredBadge', { documents: names(worker.expiredDocuments) })}
        </span>
      )}
    </span>
  );
}

/** Said once she is chosen: why the order would be refused (hidden, passport expired), or what to renew. */
function ChosenWarning({ worker }: { worker: TAddOrderWorker }) {
  const { t } = useTranslation();
  const names = useDocumentNames();
  const others = worker.expiredDocuments.filter((kind) => kind !== 'passport');
  const page = (
    <Link to={generatePath(WEB_ROUTES.laborsView, { id: String(worker.id) })} target="_blank">
      {t('addOrder.openWorkerPage')}
    </Link>
  );
  const code = worker.code;
  const warnings = [
    !worker.isActive && t('addOrder.hiddenWarning', { code }),
    worker.expiredDocuments.includes('passport') && t('addOrder.passportWarning', { code }),
    others.length > 0 && t('addOrder.expiredWarning', { code, documents: names(others) }),
  ].filter((text): text is string => Boolean(text));
  if (warnings.length === 0) return null;
  return (
    <Alert color="orange" role="status" className={classes.warning} title={t('addOrder.warningTitle')}>
      {warnings.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {page}
    </Alert>
  );
}

/**
 * Available workers searched by code or name, one radio each, with a badge for a hidden worker or
 * expired documents, and a warning under the list for the one chosen (Add Order, a replacement order).
 */
export function WorkerPicker({ value, onChange, error, initialSearch = '' }: TWorkerPickerProps) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState(initialSearch);
  const workers = useAddOrderWorkers(useSettled(typed));
  // The one chosen stays known while another search shows other workers.
  const [chosen, setChosen] = useState<TAddOrderWorker | null>(null);
  const choose = (id: string) => {
    setChosen(workers.data?.items.find((worker) => worker.id === Number(id)) ?? null);
    onChange(Number(id));
  };
  return (
    <>
      <TextInput type="search" label={t('addOrder.searchWorker')} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
      <Radio.Group label={t('addOrder.chooseWorker')} value={value === null ? '' : String(value)} onChange={choose} error={error} mt="sm">
        <div className={classes.options}>
          {workers.data?.totalCount === 0 && <p>{t('addOrder.noWorkers')}</p>}
          {workers.data?.items.map((worker) => (
            <Radio
              key={worker.id}
              value={String(worker.id)}
              label={
                <>
                  <span dir="ltr">{worker.code}</span> · <bdi>{inLanguage(worker, 'name', i18n.language)}</bdi> ·{' '}
                  {inLanguage(worker.position, 'name', i18n.language)} · {inLanguage(worker.country, 'name', i18n.language)}
                  <WorkerFlags worker={worker} />
                </>
              }
            />
          ))}
        </div>
      </Radio.Group>
      {chosen && chosen.id === value && <ChosenWarning worker={chosen} />}
    </>
  );
}
