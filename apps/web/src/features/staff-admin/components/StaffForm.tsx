import { LANGUAGE_ID, STAFF_ROLES, WEB_ROUTES, ZAddStaffSchema, ZUpdateStaffSchema, type TStaffRole, type TUser } from '@app/shared';
import { NativeSelect } from '@mantine/core';
import { FormProvider, useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EditForm } from '../../../app/ui/EditPage';
import { PasswordField } from '../../../app/ui/PasswordField';
import { ProfileFields } from '../../../app/ui/ProfileFields';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { useAddStaff, useUpdateStaff } from '../api';
import { RolePermissions } from './RolePermissions';

/** A select's value as the schema reads it: the language's number, nothing for "Choose". */
const languageValue = (value: string) => (value === '' ? undefined : Number(value));
const roleValue = (value: string) => (value === '' ? undefined : value);

type TProps = {
  /** The staff member edited; null adds one. */
  member: TUser | null;
};

/** Adds a staff member (with a temporary password) or edits one: the role select shows what the role may do. */
export function StaffForm({ member }: TProps) {
  return member ? <EditStaffForm member={member} /> : <AddStaffForm />;
}

function AddStaffForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddStaff();
  const form = useSchemaForm(ZAddStaffSchema, {
    userName: '',
    email: '',
    phoneNumber: '',
    password: '',
    languageId: LANGUAGE_ID.english,
    staffRole: undefined,
  });
  const fieldError = useFieldError();
  const onSubmit = form.handleSubmit((input) =>
    add.mutate(input, {
      onSuccess: () => void navigate(WEB_ROUTES.staffList),
      onError: (error) => applyServerErrors(error, form),
    }),
  );
  return (
    <FormProvider {...form}>
      <EditForm onSubmit={onSubmit} label={t('staff.addSubmit')} saving={add.isPending} cancelTo={WEB_ROUTES.staffList}>
        <ProfileFields />
        <LanguageAndRole />
        <PasswordField
          label={t('staff.temporaryPassword')}
          description={t('staff.temporaryPasswordHint')}
          autoComplete="new-password"
          withAsterisk
          {...form.register('password')}
          error={fieldError(form.formState.errors.password)}
        />
      </EditForm>
    </FormProvider>
  );
}

function EditStaffForm({ member }: { member: TUser }) {
  const { t } = useTranslation();
  const update = useUpdateStaff(member.id);
  const defaults = {
    userName: member.userName,
    email: member.email,
    phoneNumber: member.phoneNumber,
    languageId: member.languageId === LANGUAGE_ID.arabic ? LANGUAGE_ID.arabic : LANGUAGE_ID.english,
    staffRole: member.staffRole ?? undefined,
  } as const;
  const form = useSchemaForm(ZUpdateStaffSchema, defaults);
  const onSubmit = form.handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: ({ data }) =>
        form.reset({ userName: data.userName, email: data.email, phoneNumber: data.phoneNumber, languageId: input.languageId, staffRole: input.staffRole }),
      onError: (error) => applyServerErrors(error, form),
    }),
  );
  return (
    <FormProvider {...form}>
      <EditForm onSubmit={onSubmit} label={t('account.save')} saving={update.isPending} cancelTo={WEB_ROUTES.staffList}>
        <ProfileFields />
        <LanguageAndRole />
      </EditForm>
    </FormProvider>
  );
}

/** The language of the staff member's e-mails, and their role with what it may do under it. */
function LanguageAndRole() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const form = useFormContext<{ languageId: number; staffRole: TStaffRole | undefined }>();
  const role = useWatch({ control: form.control, name: 'staffRole' });
  const errors = form.formState.errors;
  return (
    <>
      <NativeSelect
        label={t('staff.language')}
        withAsterisk
        {...form.register('languageId', { setValueAs: languageValue })}
        error={fieldError(errors.languageId)}
        data={[
          { value: String(LANGUAGE_ID.english), label: t('staff.english') },
          { value: String(LANGUAGE_ID.arabic), label: t('staff.arabic') },
        ]}
      />
      <NativeSelect
        label={t('staff.role')}
        withAsterisk
        aria-describedby={role ? 'role-permissions' : undefined}
        {...form.register('staffRole', { setValueAs: roleValue })}
        error={fieldError(errors.staffRole)}
        data={[{ value: '', label: t('staff.chooseRole') }, ...STAFF_ROLES.map((value) => ({ value, label: t(`staffRoles.${value}`) }))]}
      />
      {role && <RolePermissions role={role} id="role-permissions" />}
    </>
  );
}
