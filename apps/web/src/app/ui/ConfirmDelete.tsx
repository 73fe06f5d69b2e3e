import './public-styles';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { ConfirmStep } from './ResourceDialogs';

type TConfirmDeleteProps = { open: boolean; title: string; text: ReactNode; pending: boolean; onConfirm: () => void; onClose: () => void };

/** Asks before a delete, saying what will go: the shared confirm step with a red Delete. */
export function ConfirmDelete(props: TConfirmDeleteProps) {
  const { t } = useTranslation();
  return <ConfirmStep {...props} confirmLabel={t('lookups.delete')} danger />;
}
