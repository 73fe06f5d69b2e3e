import './public-styles';
import { Button, Modal } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import pageClasses from './page.module.css';

type TConfirmDeleteProps = { open: boolean; title: string; text: string; pending: boolean; onConfirm: () => void; onClose: () => void };

/** Asks before a delete, saying what will go. */
export function ConfirmDelete({ open, title, text, pending, onConfirm, onClose }: TConfirmDeleteProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={open} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('account.cancel') }} centered>
      <p style={{ marginBlockStart: 0 }}>{text}</p>
      <div className={pageClasses.actions}>
        <Button color="red.9" loading={pending} onClick={onConfirm}>
          {t('lookups.delete')}
        </Button>
        <Button variant="subtle" onClick={onClose}>
          {t('account.cancel')}
        </Button>
      </div>
    </Modal>
  );
}
