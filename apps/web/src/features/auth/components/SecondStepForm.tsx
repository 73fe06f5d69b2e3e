import '../../../app/ui/public-styles';
import { ZRecoveryCodeFormSchema, ZSecondFactorCodeSchema } from '@app/shared';
import { Alert, Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CodeField } from '../../../app/ui/CodeField';
import classes from '../../../app/ui/page.module.css';
import twoStep from '../two-step.module.css';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { useSecondStep } from '../api';
import { StepForm } from './StepForm';

type TProps = {
  /** The challenge the password step answered. */
  challenge: string;
  /** Back to the password: the challenge has expired or was used up. */
  onRestart: () => void;
};

/** The second step of signing in: the 6-digit code of the authenticator app, or one of the recovery codes. */
export function SecondStepForm({ challenge, onRestart }: TProps) {
  const { t } = useTranslation();
  const [useRecovery, setUseRecovery] = useState(false);
  return (
    <div className={classes.form}>
      <h2 className={twoStep.subtitle}>{t('twoStep.signInTitle')}</h2>
      {useRecovery ? <RecoveryCodeForm challenge={challenge} onRestart={onRestart} /> : <AppCodeForm challenge={challenge} onRestart={onRestart} />}
      <Button variant="subtle" onClick={() => setUseRecovery(!useRecovery)} justify="start" px={0}>
        {useRecovery ? t('twoStep.useApp') : t('twoStep.useRecovery')}
      </Button>
    </div>
  );
}

/** A refusal about no one field: an expired challenge offers to start over. */
function Refusal({ error, onRestart }: { error: unknown; onRestart: () => void }) {
  const { t } = useTranslation();
  if (!(error instanceof ApiError) || Object.keys(error.errors).length > 0) return null;
  return (
    <Alert color="red" role="alert">
      {error.message}
      {error.code === 'auth.challengeExpired' && (
        <div>
          <Button variant="light" size="xs" mt="xs" onClick={onRestart}>
            {t('twoStep.startOver')}
          </Button>
        </div>
      )}
    </Alert>
  );
}

function AppCodeForm({ challenge, onRestart }: TProps) {
  const { t } = useTranslation();
  const step = useSecondStep();
  const form = useSchemaForm(ZSecondFactorCodeSchema, { code: '' });
  const fieldError = useFieldError();
  const onSubmit = form.handleSubmit((values) => step.mutate({ challenge, code: values.code }, { onError: (error) => applyServerErrors(error, form) }));
  return (
    <StepForm hint={t('twoStep.signInIntro')} onSubmit={onSubmit} submitLabel={t('twoStep.verify')} pending={step.isPending}>
      <Refusal error={step.error} onRestart={onRestart} />
      <CodeField label={t('twoStep.code')} maxLength={7} data-autofocus {...form.register('code')} error={fieldError(form.formState.errors.code)} />
    </StepForm>
  );
}

function RecoveryCodeForm({ challenge, onRestart }: TProps) {
  const { t } = useTranslation();
  const step = useSecondStep();
  const form = useSchemaForm(ZRecoveryCodeFormSchema, { recoveryCode: '' });
  const fieldError = useFieldError();
  const onSubmit = form.handleSubmit((values) =>
    step.mutate({ challenge, recoveryCode: values.recoveryCode }, { onError: (error) => applyServerErrors(error, form) }),
  );
  return (
    <StepForm hint={t('twoStep.signInRecoveryIntro')} onSubmit={onSubmit} submitLabel={t('twoStep.verify')} pending={step.isPending}>
      <Refusal error={step.error} onRestart={onRestart} />
      <TextInput
        label={t('twoStep.recoveryCode')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        withAsterisk
        {...form.register('recoveryCode')}
        error={fieldError(form.formState.errors.recoveryCode)}
      />
    </StepForm>
  );
}
