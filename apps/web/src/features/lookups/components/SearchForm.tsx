export { SearchForm } from '../../../app/ui/SearchForm';
