import type { TProcess } from '@app/shared';
import { Button } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { useContractPdf } from '../contract-api';

/** The standard employment contract of the process's order, English and Arabic side by side, to print and sign. */
export function ContractDownload({ process }: { process: TProcess }) {
  const { t } = useTranslation();
  const pdf = useContractPdf(process);
  return (
    <Button variant="light" loading={pdf.isPending} onClick={() => pdf.mutate()}>
      {t('processContract.download')}
    </Button>
  );
}
