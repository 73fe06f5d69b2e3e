import '../../../app/ui/public-styles';
import {
  sessionRestriction,
  ZPasswordConfirmSchema,
  ZSecondFactorCodeSchema,
  ZSecondFactorDisableSchema,
  type TSecondFactorSetup,
  type TUser,
} from '@app/shared';
import { Alert, Button, Loader } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../app/ui/Page';
import { CodeField } from '../../../app/ui/CodeField';
import { CurrentPasswordField } from '../../../app/ui/PasswordField';
import classes from '../../../app/ui/page.module.css';
import { formatDay } from '../../../lib/dates';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { currentLanguageId } from '../../../lib/language';
import { accountRoutes, NEXT_PARAM, safeNextPath } from '../../../lib/session/access';
import { useAccountUser } from '../api';
import { StepForm } from '../components/StepForm';
import twoStep from '../two-step.module.css';
import { useDisableSecondFactor, useEnableSecondFactor, useRenewRecoveryCodes, useSecondFactorStatus, useStartSetup } from '../two-step-api';

/**
 * Two-step sign-in, for clients and staff: its status, setting it up (QR code or typed key, then a
 * code), new recovery codes, turning it off where the role allows. Staff whose role requires it are
 * sent here first, and carry on to where they were going once it is on.
 */
export default function TwoStepPage() {
  const { t } = useTranslation();
  const user = useAccountUser();
  const status = useSecondFactorStatus();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Shown once, right after they are made: leaving the page forgets them.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  if (!user) return null;
  const next = safeNextPath(params.get(NEXT_PARAM)) ?? accountRoutes(user.role).profile;
  const required = sessionRestriction(user) === 'secondFactor';

  let body;
  if (recoveryCodes) body = <RecoveryCodes codes={recoveryCodes} user={user} onDone={() => void navigate(next)} />;
  else if (status.isPending) body = <Loader role="status" aria-label={t('app.loading')} mx="auto" display="block" />;
  else if (status.isError) body = <Alert color="red">{status.error.message}</Alert>;
  else {
    const { enabled, enabledAt, recoveryCodesLeft } = status.data;
    body = (
      <>
        <section className={twoStep.section} aria-label={t('twoStep.statusLabel')}>
          <dl className={twoStep.status}>
            <dt>{t('twoStep.statusLabel')}</dt>
            <dd>{enabled ? t('twoStep.statusOn', { date: formatDay(enabledAt, currentLanguageId()) ?? '' }) : t('twoStep.statusOff')}</dd>
          </dl>
          {enabled && <p className={twoStep.hint}>{t('twoStep.recoveryLeft', { count: recoveryCodesLeft })}</p>}
          {status.data.required && <p className={twoStep.hint}>{t('twoStep.requiredNote')}</p>}
        </section>
        {enabled ? (
          <>
            <RenewCodes onCodes={setRecoveryCodes} />
            {!status.data.required && <TurnOff />}
          </>
        ) : (
          <SetUp onCodes={setRecoveryCodes} />
        )}
      </>
    );
  }

  return (
    <Page
      title={t('twoStep.title')}
      intro={
        <>
          {required && (
            <Alert color="yellow" mb="md">
              {t('twoStep.requiredExplain')}
            </Alert>
          )}
          {t('twoStep.intro')}
        </>
      }
    >
      <div className={classes.form}>{body}</div>
    </Page>
  );
}

/** A part of the page under its own heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={twoStep.section} aria-labelledby={id}>
      <h2 id={id} className={twoStep.subtitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Password, then the QR code and the typed key, then the first code: on. */
function SetUp({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<TSecondFactorSetup | null>(null);
  return (
    <Section id="two-step-setup" title={t('twoStep.setUp')}>
      {setup ? <ConfirmCode setup={setup} onCodes={onCodes} /> : <PasswordStep onSetup={setSetup} />}
    </Section>
  );
}

function PasswordStep({ onSetup }: { onSetup: (setup: TSecondFactorSetup) => void }) {
  const { t } = useTranslation();
  const start = useStartSetup();
  const form = useSchemaForm(ZPasswordConfirmSchema, { currentPassword: '' });
  const fieldError = useFieldError();
  const onSubmit = form.handleSubmit((values) =>
    start.mutate(values, {
      onSuccess: ({ data }) => onSetup(data),
      onError: (error) => applyServerErrors(error, form, 'currentPassword'),
    }),
  );
  return (
    <StepForm hint={t('twoStep.setUpIntro')} onSubmit={onSubmit} submitLabel={t('twoStep.start')} pending={start.isPending}>
      <CurrentPasswordField {...form.register('currentPassword')} error={fieldError(form.formState.errors.currentPassword)} />
    </StepForm>
  );
}

function ConfirmCode({ setup, onCodes }: { setup: TSecondFactorSetup; onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const enable = useEnableSecondFactor();
  const form = useSchemaForm(ZSecondFactorCodeSchema, { code: '' });
  const fieldError = useFieldError();
  const onSubmit = form.handleSubmit((values) =>
    enable.mutate(values.code, {
      onSuccess: ({ data }) => onCodes(data.recoveryCodes),
      onError: (error) => applyServerErrors(error, form, 'code'),
    }),
  );
  return (
    <StepForm hint={t('twoStep.scan')} onSubmit={onSubmit} submitLabel={t('twoStep.confirm')} pending={enable.isPending}>
      <img src={setup.qrCode} alt={t('twoStep.qrAlt')} className={twoStep.qr} width={192} height={192} />
      <p className={twoStep.hint}>{t('twoStep.typedKey')}</p>
      <code dir="ltr" className={twoStep.key} data-testid="two-step-key">
        {setup.key}
      </code>
      <CodeField
        label={t('twoStep.code')}
        description={t('twoStep.codeHint')}
        maxLength={7}
        {...form.register('code')}
        error={fieldError(form.formState.errors.code)}
      />
    </StepForm>
  );
}

function RenewCodes({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const renew = useRenewRecoveryCodes();
  const form = useSchemaForm(ZPasswordConfirmSchema, { currentPassword: '' });
  const fieldError = useFieldError();
  const onSubmit = form.handleSubmit((values) =>
    renew.mutate(values, {
      onSuccess: ({ data }) => onCodes(data.recoveryCodes),
      onError: (error) => applyServerErrors(error, form, 'currentPassword'),
    }),
  );
  return (
    <Section id="two-step-renew" title={t('twoStep.newCodes')}>
      <StepForm
        hint={t('twoStep.newCodesIntro')}
        onSubmit={onSubmit}
        submitLabel={t('twoStep.newCodes')}
        pending={renew.isPending}
        submitProps={{ variant: 'light' }}
      >
        <CurrentPasswordField {...form.register('currentPassword')} error={fieldError(form.formState.errors.currentPassword)} />
      </StepForm>
    </Section>
  );
}

function TurnOff() {
  const { t } = useTranslation();
  const disable = useDisableSecondFactor();
  const form = useSchemaForm(ZSecondFactorDisableSchema, { currentPassword: '', code: '' });
  const fieldError = useFieldError();
  const onSubmit = form.handleSubmit((values) => disable.mutate(values, { onError: (error) => applyServerErrors(error, form, 'currentPassword') }));
  return (
    <Section id="two-step-off" title={t('twoStep.turnOff')}>
      <StepForm
        hint={t('twoStep.turnOffIntro')}
        onSubmit={onSubmit}
        submitLabel={t('twoStep.turnOff')}
        pending={disable.isPending}
        submitProps={{ color: 'red', variant: 'light' }}
      >
        <CurrentPasswordField {...form.register('currentPassword')} error={fieldError(form.formState.errors.currentPassword)} />
        <CodeField label={t('twoStep.code')} maxLength={7} {...form.register('code')} error={fieldError(form.formState.errors.code)} />
      </StepForm>
    </Section>
  );
}

/** The recovery codes, this once: copy them, download them as a text file, then carry on. */
function RecoveryCodes({ codes, user, onDone }: { codes: string[]; user: TUser; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = `${t('twoStep.fileTitle', { userName: user.userName })}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    setCopied(true);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `recovery-codes-${user.userName}.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Section id="two-step-codes" title={t('twoStep.recoveryTitle')}>
      <Alert color="yellow">{t('twoStep.recoveryIntro')}</Alert>
      <ol dir="ltr" className={twoStep.codes} aria-labelledby="two-step-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={classes.actions}>
        <Button variant="light" onClick={() => void copy()}>
          {copied ? t('twoStep.copied') : t('twoStep.copy')}
        </Button>
        <Button variant="light" onClick={download}>
          {t('twoStep.download')}
        </Button>
        <Button onClick={onDone}>{t('twoStep.saved')}</Button>
      </div>
    </Section>
  );
}
