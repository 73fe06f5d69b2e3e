import '../../../app/ui/public-styles';
import type { TAccountSession } from '@app/shared';
import { Alert, Button, Loader } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { formatUaeDateTime } from '../../../lib/dates';
import { currentLanguageId } from '../../../lib/language';
import { useEndSession, useSessions } from '../api';
import classes from '../security.module.css';

/** "Chrome on Windows", either name alone, or "Unknown device". */
export function deviceName(session: Pick<TAccountSession, 'browser' | 'os'>, t: ReturnType<typeof useTranslation>['t']): string {
  if (session.browser && session.os) return t('accountSecurity.deviceOn', { browser: session.browser, os: session.os });
  return session.browser ?? session.os ?? t('accountSecurity.unknownDevice');
}

/** My open sessions, this one first marked; each other one can be ended. A table on a wide screen, stacked cards on a phone. */
export function SessionsTable() {
  const { t } = useTranslation();
  const languageId = currentLanguageId();
  const sessions = useSessions();
  const end = useEndSession();
  if (sessions.isPending) return <Loader role="status" aria-label={t('app.loading')} mx="auto" display="block" />;
  if (sessions.isError) return <Alert color="red">{sessions.error.message}</Alert>;
  const rows = sessions.data;
  const columns = {
    device: t('accountSecurity.device'),
    address: t('accountSecurity.address'),
    signedIn: t('accountSecurity.signedIn'),
    lastSeen: t('accountSecurity.lastSeen'),
  };
  return (
    <>
      <table className={classes.table}>
        <thead>
          <tr>
            <th scope="col">{columns.device}</th>
            <th scope="col">{columns.address}</th>
            <th scope="col">{columns.signedIn}</th>
            <th scope="col">{columns.lastSeen}</th>
            <th scope="col">{t('lookups.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((session) => {
            const device = deviceName(session, t);
            const lastSeen = formatUaeDateTime(session.lastSeenAt, languageId) ?? '';
            return (
              <tr key={session.id}>
                <td data-label={columns.device}>
                  <span>
                    {device}
                    {session.current && <span className={classes.current}>{t('accountSecurity.thisDevice')}</span>}
                  </span>
                </td>
                <td data-label={columns.address}>
                  <span dir="ltr">{session.ip ?? '—'}</span>
                </td>
                <td data-label={columns.signedIn}>{formatUaeDateTime(session.createdAt, languageId)}</td>
                <td data-label={columns.lastSeen}>{lastSeen}</td>
                <td data-label="">
                  {!session.current && (
                    <Button
                      size="xs"
                      variant="outline"
                      color="red.9"
                      loading={end.isPending && end.variables === session.id}
                      aria-label={t('accountSecurity.endSessionOf', { device, lastSeen })}
                      onClick={() => end.mutate(session.id)}
                    >
                      {t('accountSecurity.endSession')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {rows.every((session) => session.current) && <p className={classes.muted}>{t('accountSecurity.noOtherSessions')}</p>}
    </>
  );
}
