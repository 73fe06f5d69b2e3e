import { ZBranchInputSchema, type TAdminBranch } from '@app/shared';
import { Button, Loader, Modal, Switch, Table, TagsInput, TextInput } from '@mantine/core';
import { RowActions, SaveOrCancel } from '../../../app/ui/RowActions';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { ConfirmDelete } from '../../../app/ui/ConfirmDelete';
import list from '../../../app/ui/list.module.css';
import pageClasses from '../../../app/ui/page.module.css';
import { Page } from '../../../app/ui/Page';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { ActiveBadge } from '../../lookups/components/ActiveBadge';
import { useBranches, useDeleteBranch, useSaveBranch } from '../api';
import { ContentTabs } from '../ContentTabs';

const TEXT_FIELDS = ['name', 'nameAr', 'address', 'addressAr', 'workingHours', 'workingHoursAr', 'whatsAppNumber', 'email'] as const;
const FIELDS = [...TEXT_FIELDS, 'telephones', 'sortOrder'] as const;

function BranchForm({ branch, onDone }: { branch: TAdminBranch | null; onDone: () => void }) {
  const { t } = useTranslation();
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
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) => save.mutate(input, { onSuccess: onDone, onError: (error) => applyServerErrors(error, form.setError, [...FIELDS]) }));
  const text = (name: (typeof TEXT_FIELDS)[number], arabic = false, ltr = false) => (
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
      <TextInput type="number" min={0} label={t('contentAdmin.sortOrder')} {...form.register('sortOrder', { valueAsNumber: true })} error={fieldError(errors.sortOrder)} />
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => <Switch label={t('contentAdmin.branch.isActive')} checked={field.value ?? true} onChange={(event) => field.onChange(event.currentTarget.checked)} />}
      />
      <SaveOrCancel saving={save.isPending} onCancel={onDone} />
    </form>
  );
}

/** The agency's branches shown on the contact page: addresses, phones, WhatsApp and hours in both languages. */
export default function BranchesPage() {
  const { t, i18n } = useTranslation();
  const branches = useBranches();
  const remove = useDeleteBranch();
  const [editing, setEditing] = useState<{ branch: TAdminBranch | null } | null>(null);
  const [deleting, setDeleting] = useState<TAdminBranch | null>(null);
  const nameOf = (branch: TAdminBranch) => (i18n.language === 'ar' ? branch.nameAr : branch.name);
  return (
    <Page title={t('contentAdmin.branchesTitle')} size="wide" intro={<ContentTabs />}>
      <Button variant="outline" mb="md" onClick={() => setEditing({ branch: null })}>
        {t('contentAdmin.addBranch')}
      </Button>
      {branches.isPending && <Loader role="status" aria-label={t('app.loading')} />}
      {branches.data?.length === 0 && <p className={list.empty}>{t('common.noData')}</p>}
      {branches.data && branches.data.length > 0 && (
        <div className={list.tableWrap}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('contentAdmin.branch.name')}</Table.Th>
                <Table.Th>{t('contentAdmin.branch.address')}</Table.Th>
                <Table.Th>{t('contentAdmin.branch.telephones')}</Table.Th>
                <Table.Th>{t('lookups.status')}</Table.Th>
                <Table.Th>{t('lookups.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {branches.data.map((branch) => (
                <Table.Tr key={branch.id}>
                  <Table.Td>{nameOf(branch)}</Table.Td>
                  <Table.Td>{i18n.language === 'ar' ? branch.addressAr : branch.address}</Table.Td>
                  <Table.Td dir="ltr">{branch.telephones.join(', ')}</Table.Td>
                  <Table.Td>
                    <ActiveBadge isActive={branch.isActive} />
                  </Table.Td>
                  <Table.Td>
                    <RowActions name={nameOf(branch)} onEdit={() => setEditing({ branch })} onDelete={() => setDeleting(branch)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.branch ? t('contentAdmin.editBranch') : t('contentAdmin.addBranch')}
        closeButtonProps={{ 'aria-label': t('account.cancel') }}
        size="lg"
      >
        {editing && <BranchForm key={editing.branch?.id ?? 'new'} branch={editing.branch} onDone={() => setEditing(null)} />}
      </Modal>
      <ConfirmDelete
        open={deleting !== null}
        title={t('contentAdmin.deleteBranchTitle')}
        text={t('contentAdmin.deleteBranchText', { name: deleting ? nameOf(deleting) : '' })}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </Page>
  );
}
