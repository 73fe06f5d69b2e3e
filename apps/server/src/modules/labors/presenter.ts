import { ageOn, type TAdminLabor, type TLaborCard, type TPublicLabor } from '@app/shared';
import type { laborExperiences, labors } from '../../db/schema/index.js';

type TNamed = { id: number; name: string; nameAr: string };
export type TLaborRow = typeof labors.$inferSelect;
/** What a catalogue card needs of a worker's row. */
export type TCardRow = Pick<TLaborRow, 'id' | 'code' | 'name' | 'nameAr' | 'thumbnail' | 'dateOfBirth' | 'gender' | 'salaryAed' | 'status' | 'availableFrom'>;
export type TLaborRelations = {
  country: TNamed;
  position: TNamed;
  religion: TNamed;
  educationLevel: TNamed;
  maritalStatus: TNamed & { nameArFemale: string };
  languages: TNamed[];
  experiences: Array<typeof laborExperiences.$inferSelect>;
};

export function presentCard(row: TCardRow, country: TNamed, position: TNamed, today: Date): TLaborCard {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    nameAr: row.nameAr,
    thumbnail: row.thumbnail,
    age: ageOn(row.dateOfBirth, today),
    gender: row.gender,
    country,
    position,
    salaryAed: row.salaryAed,
    status: row.status,
    availableFrom: row.availableFrom,
  };
}

/** A reference value as said of this worker: the Arabic for a woman when the value has one. */
function forGender({ id, name, nameAr, nameArFemale }: TNamed & { nameArFemale: string }, gender: TLaborRow['gender']): TNamed {
  return { id, name, nameAr: gender === 'female' && nameArFemale ? nameArFemale : nameAr };
}

/** File fields are stored names, served at /media/<name>. Built field by field, so nothing private can slip into a public answer. */
export function presentPublicLabor(row: TLaborRow, relations: TLaborRelations, today: Date): TPublicLabor {
  return {
    ...presentCard(row, relations.country, relations.position, today),
    photo: row.photo,
    video: row.video,
    religion: relations.religion,
    educationLevel: relations.educationLevel,
    maritalStatus: forGender(relations.maritalStatus, row.gender),
    languages: relations.languages,
    kids: row.kids,
    heightCm: row.heightCm,
    weightKg: row.weightKg,
    skills: row.skills.map((name, index) => ({ name, nameAr: row.skillsAr[index] ?? '' })),
    experiences: relations.experiences.map(({ country, countryAr, position, positionAr, period, periodAr, years, region }) => ({
      country,
      countryAr,
      position,
      positionAr,
      period,
      periodAr,
      years,
      region,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAdminLabor(row: TLaborRow, relations: TLaborRelations, today: Date): TAdminLabor {
  return {
    ...presentPublicLabor(row, relations, today),
    dateOfBirth: row.dateOfBirth,
    passportNumber: row.passportNumber,
    passportIssueDate: row.passportIssueDate,
    passportExpiryDate: row.passportExpiryDate,
    passportIssuePlace: row.passportIssuePlace,
    address: row.address,
    isActive: row.isActive,
    stage: row.stage,
    sourceAgency: row.sourceAgency,
    arrivedOn: row.arrivedOn,
    updatedAt: row.updatedAt.toISOString(),
  };
}
