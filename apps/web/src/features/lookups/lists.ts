import { WEB_ROUTES, type TReferenceList } from '@app/shared';

/** The six reference lists of the back office: their page and their title's catalogue key. */
export const REFERENCE_PAGES = [
  { list: 'countries', route: WEB_ROUTES.countriesList, titleKey: 'lookups.countriesTitle' },
  { list: 'religions', route: WEB_ROUTES.religionList, titleKey: 'lookups.religionsTitle' },
  { list: 'positions', route: WEB_ROUTES.positionsList, titleKey: 'lookups.positionsTitle' },
  { list: 'maritalStatuses', route: WEB_ROUTES.maritalStatusList, titleKey: 'lookups.maritalStatusesTitle' },
  { list: 'languages', route: WEB_ROUTES.languageList, titleKey: 'lookups.languagesTitle' },
  { list: 'educationLevels', route: WEB_ROUTES.educationList, titleKey: 'lookups.educationLevelsTitle' },
] as const satisfies ReadonlyArray<{ list: TReferenceList; route: string; titleKey: string }>;
