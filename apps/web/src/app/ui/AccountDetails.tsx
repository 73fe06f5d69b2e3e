import type { TUser } from '@app/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import classes from './page.module.css';
import { formatUaeDateTime } from '../../lib/dates';
import { currentLanguageId } from '../../lib/language';
import { formatPhone } from '../../lib/phone';

/** An account's data as a description list; `extra` rows (such as the status) go at the end. */
export function AccountDetails({ user, extra }: { user: TUser; extra?: ReactNode }) {
  const { t } = useTranslation();
  const languageId = currentLanguageId();
  return (
    <dl className={classes.details}>
      <dt>{t('account.userName')}</dt>
      <dd>
        <bdi>{user.userName}</bdi>
      </dd>
      <dt>{t('account.email')}</dt>
      <dd>
        <span dir="ltr">{user.email}</span>
      </dd>
      <dt>{t('account.phone')}</dt>
      <dd>
        <span dir="ltr">{formatPhone(user.phoneNumber)}</span>
      </dd>
      <dt>{t('account.lastLogin')}</dt>
      <dd>{formatUaeDateTime(user.lastLoginAt, languageId) ?? t('account.never')}</dd>
      <dt>{t('account.registeredOn')}</dt>
      <dd>{formatUaeDateTime(user.createdAt, languageId)}</dd>
      {extra}
    </dl>
  );
}
