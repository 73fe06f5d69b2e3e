import { EMIRATES, inLanguage, ZBranchInputSchema, type TAdminBranch } from '@app/shared';
import { Button, NativeSelect, TagsInput, TextInput } from '@mantine/core';
import { RowActions, SaveOrCancel, ActiveSwitch } from '../../../app/ui/RowActions';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { ActiveBadge } from '../../../app/ui/ActiveBadge';
import { ConfirmDeleteStep, EditDialog, useResourceDialogs } from '../../../app/ui/ResourceDialogs';
import { ResourceTable } from '../../../app/ui/ResourceTable';
import pageClasses from '../../../app/ui/page.module.css';
import { Page } from '../../../app/ui/Page';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useBranches, useDeleteBranch, useSaveBranch } from '../api';
import { ContentTabs } from '../ContentTabs';

type TTextField = 'name' | 'nameAr' | 'address' | 'addressAr' | 'workingHours' | 'workingHoursAr' | 'whatsAppNumber' | 'email';

function BranchForm({ branch, onDone }: { branch: TAdminBranch | null; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError();
  const save = useSaveBranch(branch?.id ?? null);
  const form = useSchemaForm(ZBranchInputSchema, {
    name: branch?.name ?? '',
    nameAr: branch?.nameAr ?? '',
    address: branch?.address ?? '',
    addressAr: branch?.addressAr ?? '',
    workingHours: branch?.workingHours ?? '',
    workingHoursAr: branch?.workingHoursAr ?? '',
    telephones: branch?.telephones ?? [],
    whatsAppNumber: branch?.whatsAppNumber ?? '',
    email: branch?.email ?? '',
    sortOrder: branch?.sortOrder ?? 0,
    isActive: branch?.isActive ?? true,
    emirate: branch?.emirate ?? 'dubai',
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) => save.mutate(input, { onSuccess: onDone, onError: (error) => applyServerErrors(error, form) }));
  const text = (name: TTextField, arabic = false, ltr = false) => (
    <TextInput
      label={t(`contentAdmin.branch.${name}`)}
      required={!name.startsWith('workingHours')}
      lang={arabic ? 'ar' : undefined}
      dir={ltr ? 'ltr' : arabic ? 'rtl' : undefined}
      {...form.register(name)}
      error={fieldError(errors[name])}
    />
  );
  return (
    <form noValidate onSubmit={onSubmit} className={pageClasses.form}>
      {text('name')}
      {text('nameAr', true)}
      {text('address')}
      {text('addressAr', true)}
      <NativeSelect
        label={t('contentAdmin.branch.emirate')}
        description={t('contentAdmin.branch.emirateHint')}
        required
        data={EMIRATES.map((emirate) => ({ value: emirate.key, label: inLanguage(emirate, 'name', i18n.language) }))}
        {...form.register('emirate')}
        error={fieldError(errors.emirate)}
      />
      {text('workingHours')}
      {text('workingHoursAr', true)}
      <Controller
        control={form.control}
        name="telephones"
        render={({ field }) => (
          <TagsInput
            label={t('contentAdmin.branch.telephones')}
            description={t('contentAdmin.branch.telephonesHint')}
            dir="ltr"
            value={field.value ?? []}
            onChange={field.onChange}
            maxTags={5}
            error={fieldError((errors.telephones?.[0] ?? errors.telephones) as never)}
          />
        )}
      />
      {text('whatsAppNumber', false, true)}
      {text('email', false, true)}
      <TextInput
        type="number"
        min={0}
        label={t('contentAdmin.sortOrder')}
        {...form.register('sortOrder', { valueAsNumber: true })}
        error={fieldError(errors.sortOrder)}
      />
      <ActiveSwitch control={form.control} label={t('contentAdmin.branch.isActive')} />
      <SaveOrCancel saving={save.isPending} onCancel={onDone} />
    </form>
  );
}

/** The agency's branches shown on the contact page: addresses, phones, WhatsApp and hours in both languages. */
export default function BranchesPage() {
  const { t, i18n } = useTranslation();
  const branches = useBranches();
  const remove = useDeleteBranch();
  const dialogs = useResourceDialogs<TAdminBranch>();
  const nameOf = (branch: TAdminBranch) => inLanguage(branch, 'name', i18n.language);
  return (
    <Page title={t('contentAdmin.branchesTitle')} size="wide" intro={<ContentTabs />}>
      <Button variant="outline" mb="md" onClick={dialogs.add}>
        {t('contentAdmin.addBranch')}
      </Button>
      <ResourceTable
        query={branches}
        columns={[
          { header: t('contentAdmin.branch.name'), cell: nameOf },
          { header: t('contentAdmin.branch.address'), cell: (branch) => inLanguage(branch, 'address', i18n.language) },
          {
            header: t('contentAdmin.branch.emirate'),
            cell: (branch) => {
              const emirate = EMIRATES.find((candidate) => candidate.key === branch.emirate);
              return emirate ? inLanguage(emirate, 'name', i18n.language) : branch.emirate;
            },
          },
          { header: t('contentAdmin.branch.telephones'), cell: (branch) => branch.telephones.join(t('catalogue.listSeparator')), cellProps: { dir: 'ltr' } },
          { header: t('lookups.status'), cell: (branch) => <ActiveBadge isActive={branch.isActive} /> },
        ]}
        rowActions={(branch) => <RowActions name={nameOf(branch)} onEdit={() => dialogs.edit(branch)} onDelete={() => dialogs.askDelete(branch)} />}
      />
      <EditDialog dialogs={dialogs} addTitle={t('contentAdmin.addBranch')} editTitle={t('contentAdmin.editBranch')} size="lg">
        {(branch, done) => <BranchForm branch={branch} onDone={done} />}
      </EditDialog>
      <ConfirmDeleteStep
        dialogs={dialogs}
        remove={remove}
        title={t('contentAdmin.deleteBranchTitle')}
        text={(branch) => t('contentAdmin.deleteBranchText', { name: nameOf(branch) })}
      />
    </Page>
  );
}
