import { ReferenceListPage } from './ReferenceListPage';

export const CountriesListPage = () => <ReferenceListPage list="countries" />;
export const ReligionListPage = () => <ReferenceListPage list="religions" />;
export const PositionsListPage = () => <ReferenceListPage list="positions" />;
export const MaritalStatusListPage = () => <ReferenceListPage list="maritalStatuses" />;
export const LanguageListPage = () => <ReferenceListPage list="languages" />;
export const EducationListPage = () => <ReferenceListPage list="educationLevels" />;
