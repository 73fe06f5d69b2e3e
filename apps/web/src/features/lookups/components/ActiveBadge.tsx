export { ActiveBadge } from '../../../app/ui/ActiveBadge';
