import { lazy, Suspense } from 'react';
import ProcessPage from '../../features/processes/pages/ProcessDetailsPage';
import type { TStepDocumentFormProps } from '../../features/processes/components/StepPapers';
import { importCode } from '../../lib/import-code';

/**
 * A visa process's page (features/processes) with the documents module's form (features/documents)
 * to add a worker's document from a step (docs/decisions/034): features do not import each other,
 * the app puts them together (decision 013). The form's code loads when staff open it.
 */
const DocumentForm = lazy(() =>
  importCode(() => import('../../features/documents/components/DocumentForm')).then((module) => ({ default: module.DocumentForm })),
);

const documentForm = ({ laborId, step, onDone }: TStepDocumentFormProps) => (
  <Suspense fallback={null}>
    <DocumentForm laborId={laborId} document={null} step={step} onDone={onDone} />
  </Suspense>
);

export default function ProcessDetailsPage() {
  return <ProcessPage documentForm={documentForm} />;
}
