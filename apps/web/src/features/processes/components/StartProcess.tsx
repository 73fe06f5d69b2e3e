import '../../../app/ui/public-styles';
import { PACKAGES, PROCESS_LOCATIONS, todayInUae, WEB_ROUTES, type TPackageKind, type TProcessLocation } from '@app/shared';
import { NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { ConfirmDialog, Consequence } from '../../../app/ui/ConfirmDialog';
import { WorkerPicker } from '../../../app/ui/orders/WorkerPicker';
import { useTranslation } from '../../../lib/i18n';
import { useSendOnce } from '../../../lib/send-once';
import { startFieldErrors, useStartProcess, type START_FIELDS } from '../contract-api';

type TErrors = Partial<Record<(typeof START_FIELDS)[number], string>>;

/**
 * Staff start a visa process by hand for a worker the agency sponsors (a hire starts its own): the
 * worker, where she is, the package and the first day (today unless said). The new process opens.
 */
export function StartProcess() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartProcess();
  const once = useSendOnce();
  const [laborId, setLaborId] = useState<number | null>(null);
  const [location, setLocation] = useState<TProcessLocation>('abroad');
  const [packageKind, setPackageKind] = useState<TPackageKind>('Main');
  const [startedOn, setStartedOn] = useState(() => todayInUae(new Date()));
  const [errors, setErrors] = useState<TErrors>({});
  const choose = (id: number) => {
    setLaborId(id);
    setErrors({});
  };
  return (
    <ConfirmDialog
      label={t('processContract.start')}
      pending={once.busy}
      onSubmit={() => async (event) => {
        event?.preventDefault();
        if (laborId === null) return setErrors({ laborId: t('processes.laborRequired') });
        once.run((done) =>
          start.mutate(
            { laborId, location, packageKind, ...(startedOn ? { startedOn } : {}) },
            {
              onSuccess: (result) => {
                done(true);
                void navigate(generatePath(WEB_ROUTES.processDetails, { id: String(result.data.id) }));
              },
              onError: (error) => {
                done(false);
                setErrors(Object.fromEntries(startFieldErrors(error)));
              },
            },
          ),
        );
      }}
    >
      <Consequence>{t('processContract.startIntro')}</Consequence>
      <WorkerPicker value={laborId} onChange={choose} error={errors.laborId} />
      <NativeSelect
        label={t('processContract.location')}
        value={location}
        onChange={(event) => setLocation(event.currentTarget.value as TProcessLocation)}
        data={PROCESS_LOCATIONS.map((value) => ({ value, label: t(`processes.location.${value}`) }))}
        error={errors.location}
      />
      <NativeSelect
        label={t('processContract.package')}
        value={packageKind}
        onChange={(event) => setPackageKind(event.currentTarget.value as TPackageKind)}
        data={PACKAGES.map((value) => ({ value, label: t(`packageKind.${value}`) }))}
        error={errors.packageKind}
      />
      <TextInput
        type="date"
        label={t('processContract.startedOn')}
        value={startedOn}
        onChange={(event) => setStartedOn(event.currentTarget.value)}
        error={errors.startedOn}
      />
    </ConfirmDialog>
  );
}
