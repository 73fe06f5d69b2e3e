import '../../../app/ui/public-styles';
import { ZInterviewFormSchema, type TOrder } from '@app/shared';
import { Button, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useContactInfo } from '../../../lib/site-content/api';
import type { TSend } from './transition-send';

export function InterviewForm({ order, send }: { order: TOrder; send: TSend }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const branches = useContactInfo().data?.branchs ?? [];
  const form = useSchemaForm(ZInterviewFormSchema, {
    interviewAt: '',
    interviewType: order.interview?.type ?? 'online',
    meetingLink: order.interview?.meetingLink ?? '',
    branchId: String(order.interview?.branch?.id ?? ''),
  });
  const { errors } = form.formState;
  const type = form.watch('interviewType');
  // The agency's branches arrive after the form: the first one is chosen until another is.
  const firstBranch = branches[0]?.id;
  useEffect(() => {
    if (firstBranch !== undefined && !form.getValues('branchId')) form.setValue('branchId', String(firstBranch));
  }, [firstBranch, form]);
  const onSubmit = form.handleSubmit((body) => send.mutate(body, { onError: (error) => applyServerErrors(error, form) }));
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          type="datetime-local"
          label={t('clientOrders.interviewAtUae')}
          required
          {...form.register('interviewAt')}
          error={fieldError(errors.interviewAt)}
          dir="ltr"
        />
        <Controller
          control={form.control}
          name="interviewType"
          render={({ field }) => (
            <Radio.Group label={t('clientOrders.interviewType')} value={field.value} onChange={field.onChange} error={fieldError(errors.interviewType)}>
              <Stack gap="xs" mt="xs">
                <Radio value="online" label={t('interviewType.online')} />
                <Radio value="office" label={t('interviewType.office')} />
              </Stack>
            </Radio.Group>
          )}
        />
        {type === 'online' ? (
          <TextInput
            type="url"
            label={t('clientOrders.meetingLink')}
            required
            {...form.register('meetingLink')}
            error={fieldError(errors.meetingLink)}
            dir="ltr"
          />
        ) : (
          <NativeSelect
            label={t('clientOrders.branch')}
            {...form.register('branchId')}
            data={branches.map((branch) => ({ value: String(branch.id), label: branch.name }))}
            error={fieldError(errors.branchId)}
          />
        )}
        <Button type="submit" loading={send.isPending}>
          {t('ordersAdmin.setInterviewSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
