import type { TReferenceList } from '@app/shared';

type TReferenceSeed = { name: string; nameAr: string; nameArFemale?: string };

/** Realistic starting values of the six reference lists, in the order the agency shows them. */
export const referenceSeed: Record<TReferenceList, TReferenceSeed[]> = {
  countries: [
    { name: 'Philippines', nameAr: 'الفلبين' },
    { name: 'Indonesia', nameAr: 'إندونيسيا' },
    { name: 'Sri Lanka', nameAr: 'سريلانكا' },
    { name: 'India', nameAr: 'الهند' },
    { name: 'Nepal', nameAr: 'نيبال' },
    { name: 'Ethiopia', nameAr: 'إثيوبيا' },
    { name: 'Kenya', nameAr: 'كينيا' },
    { name: 'Uganda', nameAr: 'أوغندا' },
    { name: 'Bangladesh', nameAr: 'بنغلاديش' },
    { name: 'Pakistan', nameAr: 'باكستان' },
    { name: 'Myanmar', nameAr: 'ميانمار' },
    { name: 'Ghana', nameAr: 'غانا' },
    { name: 'Vietnam', nameAr: 'فيتنام' },
    { name: 'Uzbekistan', nameAr: 'أوزبكستان' },
  ],
  religions: [
    { name: 'Islam', nameAr: 'الإسلام' },
    { name: 'Christianity', nameAr: 'المسيحية' },
    { name: 'Hinduism', nameAr: 'الهندوسية' },
    { name: 'Buddhism', nameAr: 'البوذية' },
    { name: 'Other', nameAr: 'أخرى' },
  ],
  positions: [
    { name: 'Housemaid', nameAr: 'عاملة منزلية' },
    { name: 'Nanny', nameAr: 'مربية أطفال' },
    { name: 'Cook', nameAr: 'طباخة' },
    { name: 'Driver', nameAr: 'سائق خاص' },
    { name: 'Caregiver', nameAr: 'مرافقة رعاية' },
    { name: 'Private nurse', nameAr: 'ممرضة خاصة' },
    { name: 'Housekeeper', nameAr: 'مدبرة منزل' },
    { name: 'Gardener', nameAr: 'بستاني' },
  ],
  maritalStatuses: [
    { name: 'Single', nameAr: 'أعزب', nameArFemale: 'عزباء' },
    { name: 'Married', nameAr: 'متزوج', nameArFemale: 'متزوجة' },
    { name: 'Divorced', nameAr: 'مطلق', nameArFemale: 'مطلقة' },
    { name: 'Widowed', nameAr: 'أرمل', nameArFemale: 'أرملة' },
  ],
  languages: [
    { name: 'English', nameAr: 'الإنجليزية' },
    { name: 'Arabic', nameAr: 'العربية' },
    { name: 'Tagalog', nameAr: 'التاغالوغية' },
    { name: 'Bahasa Indonesia', nameAr: 'الإندونيسية' },
    { name: 'Hindi', nameAr: 'الهندية' },
    { name: 'Urdu', nameAr: 'الأردية' },
    { name: 'Sinhala', nameAr: 'السنهالية' },
    { name: 'Tamil', nameAr: 'التاميلية' },
    { name: 'Nepali', nameAr: 'النيبالية' },
    { name: 'Amharic', nameAr: 'الأمهرية' },
    { name: 'Swahili', nameAr: 'السواحيلية' },
    { name: 'Bengali', nameAr: 'البنغالية' },
  ],
  educationLevels: [
    { name: 'No formal education', nameAr: 'بدون تعليم رسمي' },
    { name: 'Primary school', nameAr: 'المرحلة الابتدائية' },
    { name: 'Secondary school', nameAr: 'المرحلة الثانوية' },
    { name: 'Vocational training', nameAr: 'تدريب مهني' },
    { name: 'Diploma', nameAr: 'دبلوم' },
    { name: "Bachelor's degree", nameAr: 'بكالوريوس' },
  ],
};
