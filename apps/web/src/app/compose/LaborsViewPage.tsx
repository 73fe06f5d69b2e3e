import WorkerRecordPage from '../../features/labors-admin/pages/LaborsViewPage';
import { DocumentsPanel } from '../../features/documents/components/DocumentsPanel';

/**
 * A worker's record (features/labors-admin) with her documents (features/documents): features do
 * not import each other, the app puts them together (decision 013).
 */
const documents = (laborId: number) => <DocumentsPanel laborId={laborId} />;

export default function LaborsViewPage() {
  return <WorkerRecordPage documents={documents} />;
}
