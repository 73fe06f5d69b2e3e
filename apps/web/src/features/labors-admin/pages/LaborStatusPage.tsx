import { LaborsList } from './LaborsListPage';

export default function LaborStatusPage() {
  return <LaborsList statusPage />;
}
