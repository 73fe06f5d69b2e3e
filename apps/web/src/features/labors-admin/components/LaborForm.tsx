import { WEB_ROUTES, ZLaborInputSchema, type TAdminLabor } from '@app/shared';
import { generatePath, useNavigate } from 'react-router';
import { EditForm } from '../../../app/ui/EditPage';
import { applyServerErrors, useSchemaForm } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { useCan } from '../../../lib/session/current-user';
import { useUploadsInProgress } from '../../../lib/uploads-in-progress';
import { useSaveLabor } from '../api';
import { EMPTY_EXPERIENCE, ExperienceFields } from './ExperienceFields';
import type { TLaborValues } from './labor-form-fields';
import { MediaFields } from './MediaFields';
import { PassportFields } from './PassportFields';
import { PersonalFields } from './PersonalFields';
import { EMPTY_SKILL, WorkFields } from './WorkFields';
import { stageDefaultsOf, WorkerStageFields } from './WorkerStageFields';

function defaultsOf(labor: TAdminLabor | null) {
  if (!labor)
    return {
      languageIds: [],
      skills: [EMPTY_SKILL],
      experiences: [EMPTY_EXPERIENCE],
      kids: 0,
      heightCm: null,
      weightKg: null,
      video: null,
      isActive: true,
      status: 'Available' as const,
    };
  return {
    name: labor.name,
    nameAr: labor.nameAr,
    dateOfBirth: labor.dateOfBirth,
    gender: labor.gender,
    countryId: labor.country.id,
    positionId: labor.position.id,
    religionId: labor.religion.id,
    educationLevelId: labor.educationLevel.id,
    maritalStatusId: labor.maritalStatus.id,
    languageIds: labor.languages.map((language) => language.id),
    passportNumber: labor.passportNumber,
    passportIssueDate: labor.passportIssueDate,
    passportExpiryDate: labor.passportExpiryDate,
    passportIssuePlace: labor.passportIssuePlace,
    address: labor.address,
    kids: labor.kids,
    heightCm: labor.heightCm,
    weightKg: labor.weightKg,
    salaryAed: labor.salaryAed,
    skills: labor.skills,
    experiences: labor.experiences,
    photo: labor.photo,
    thumbnail: labor.thumbnail,
    video: labor.video,
    isActive: labor.isActive,
    status: labor.status,
  };
}

/** How a new worker is saved when not by the workers' own call (an applicant made a worker). */
export type TLaborSave = Pick<ReturnType<typeof useSaveLabor>, 'mutate' | 'isPending'>;

/**
 * Adds a worker or edits one: every field of SPEC.md section 3, checked by the shared schema. A new
 * worker may start from `initialValues` and be saved by `save` (an applicant's answers, her convert call).
 */
export function LaborForm({ labor, initialValues, save: saveNew }: { labor: TAdminLabor | null; initialValues?: Partial<TLaborValues>; save?: TLaborSave }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ownSave = useSaveLabor(labor?.id ?? null);
  const save = saveNew ?? ownSave;
  const uploads = useUploadsInProgress();
  const form = useSchemaForm(ZLaborInputSchema, { ...defaultsOf(labor), ...stageDefaultsOf(labor), ...initialValues });
  // Entered when the worker is added; changed afterwards only by a role that may (the server checks it too).
  const can = useCan();
  const passportLocked = labor !== null && !can('labors.passport');

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: ({ data }) => void navigate(generatePath(WEB_ROUTES.laborsView, { id: String(data.id) })),
      onError: (error) => applyServerErrors(error, form),
    }),
  );

  return (
    <EditForm onSubmit={onSubmit} label={labor ? t('laborsAdmin.save') : t('laborsAdmin.addSubmit')} saving={save.isPending} uploading={uploads.busy}>
      <PersonalFields form={form} />
      <PassportFields form={form} passportLocked={passportLocked} />
      <WorkerStageFields form={form} />
      <WorkFields form={form} />
      <ExperienceFields form={form} />
      <MediaFields form={form} uploads={uploads} />
    </EditForm>
  );
}
