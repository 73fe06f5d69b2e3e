import '../../../app/ui/public-styles';
import { WEB_ROUTES, ZEmailCodeSchema } from '@app/shared';
import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CodeField } from '../../../app/ui/CodeField';
import { Page } from '../../../app/ui/Page';
import classes from '../../../app/ui/page.module.css';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { useNextPath } from '../../../lib/session/use-next';
import { useAccountUser } from '../api';
import { secondsUntil, useResendCode, useVerifyEmail } from '../verify-email-api';

/** A count down to when a new code may be asked for, ticking each second while it runs. */
function useCountdown(until: string | null) {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(until, now);
  useEffect(() => {
    if (left === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);
  return left;
}

/** "Verify your e-mail": the 6-digit code sent at sign-up, and a new one after a minute; then back to where she was going. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const user = useAccountUser();
  const navigate = useNavigate();
  const next = useNextPath() ?? WEB_ROUTES.clientProfile;
  const verify = useVerifyEmail();
  const resend = useResendCode();
  const [resendAfter, setResendAfter] = useState<string | null>(null);
  const wait = useCountdown(resendAfter);
  const fieldError = useFieldError();
  const form = useSchemaForm(ZEmailCodeSchema, { code: '' });
  if (!user) return null;
  if (user.emailVerified && !verify.isSuccess) {
    return (
      <Page title={t('verifyEmail.title')}>
        <p>{t('verifyEmail.alreadyVerified')}</p>
        <Button component={Link} to={next}>
          {t('verifyEmail.continue')}
        </Button>
      </Page>
    );
  }
  const onSubmit = form.handleSubmit((values) =>
    verify.mutate(values, {
      onSuccess: () => void navigate(next, { replace: true }),
      onError: (error) => applyServerErrors(error, form, 'code'),
    }),
  );
  return (
    <Page title={t('verifyEmail.title')}>
      <p>{t('verifyEmail.intro', { email: '\u2068' + user.email + '\u2069' })}</p>
      <form noValidate onSubmit={onSubmit} className={classes.form}>
        <CodeField label={t('verifyEmail.code')} maxLength={6} {...form.register('code')} error={fieldError(form.formState.errors.code)} />
        <div className={classes.actions}>
          <Button type="submit" loading={verify.isPending}>
            {t('verifyEmail.submit')}
          </Button>
          <Button
            variant="light"
            disabled={wait > 0}
            loading={resend.isPending}
            onClick={() => resend.mutate(undefined, { onSuccess: ({ data }) => setResendAfter(data.resendAfter) })}
          >
            {t('verifyEmail.resend')}
          </Button>
        </div>
        {wait > 0 && (
          <p role="status" className={classes.footnote}>
            {t('verifyEmail.resendIn', { seconds: wait })}
          </p>
        )}
      </form>
    </Page>
  );
}
