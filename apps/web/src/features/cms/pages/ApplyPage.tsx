import { useTranslation } from '../../../lib/i18n';
import { deferred } from '../../../app/ui/deferred';
import { useQuestionnaire } from '../api';
import { CmsPage } from '../components/CmsPage';
import classes from '../components/cms.module.css';

// The form brings its validation (zod, the shared schemas, react-hook-form): its code loads after the
// page's first paint, while the questions are read; the card holds the form's place meanwhile.
const ApplyForm = deferred(() => import('../components/ApplyForm').then((form) => form.ApplyForm), {
  placeholder: <div className={classes.card} aria-busy="true" style={{ minBlockSize: '40rem' }} />,
});

function Questionnaire() {
  const questionnaire = useQuestionnaire();
  if (!questionnaire.data) return null;
  return <ApplyForm questions={questionnaire.data.questions} options={questionnaire.data.options} />;
}

export default function ApplyPage() {
  const { t } = useTranslation();
  return (
    <CmsPage uniqueUrl="apply" fallbackTitle={t('site.apply')}>
      {() => <Questionnaire />}
    </CmsPage>
  );
}
