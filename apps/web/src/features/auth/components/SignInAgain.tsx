import '../../../app/ui/public-styles';
import { Modal } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { LoginForm } from './LoginForm';

/**
 * Over the page whose session ran out: the page and its typed data stay behind the dialog, and
 * once signed in again the user carries on (and saves) where they were.
 */
export default function SignInAgain() {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={t('auth.sessionEndedTitle')}
      centered
    >
      <p>{t('auth.sessionEndedText')}</p>
      <LoginForm showForgotLink={false} />
    </Modal>
  );
}
