import { todayInUae, type TEnquiry } from '@app/shared';
import { Alert, Button, Loader } from '@mantine/core';
import { Page } from '../../../app/ui/Page';
import { NoteForm } from '../../../app/ui/pipeline/PipelineNotes';
import { useTranslation } from '../../../lib/i18n';
import { uaeDay } from '../../../lib/money';
import { useAddEnquiryNote, useTodayCallbacks, useUpdateEnquiry } from '../api';
import { DueDay, EnquiryLink, EnquiryStatusBadge, PhoneLink } from '../components/EnquiryParts';
import classes from '../components/enquiries.module.css';

/** One call to make: who, why, when it was due, and the two things staff do after calling. */
function Call({ enquiry, today }: { enquiry: TEnquiry; today: string }) {
  const { t } = useTranslation();
  const update = useUpdateEnquiry(enquiry.id);
  const addNote = useAddEnquiryNote(enquiry.id);
  const kind = enquiry.kind === 'callback' ? t('enquiriesAdmin.callback') : t('enquiriesAdmin.enquiry');
  return (
    <li className={classes.call} aria-label={enquiry.name}>
      <div className={classes.callHead}>
        <span className={classes.callName}>
          <EnquiryLink enquiry={enquiry} />
        </span>
        <PhoneLink phoneNumber={enquiry.phoneNumber} />
        <span className={classes.muted}>{kind}</span>
        <EnquiryStatusBadge status={enquiry.status} />
        <DueDay dueOn={enquiry.dueOn} today={today} />
      </div>
      {enquiry.message && (
        <p className={classes.callText}>
          <bdi>{enquiry.message}</bdi>
        </p>
      )}
      {enquiry.kind === 'callback' && enquiry.preferredDate && (
        <p className={classes.callText}>
          {t('enquiriesAdmin.preferredDate')}: {uaeDay(enquiry.preferredDate)}
        </p>
      )}
      <div className={classes.callActions}>
        <NoteForm texts="enquiriesAdmin" add={addNote} label={t('enquiriesAdmin.quickNoteLabel', { name: enquiry.name })} />
        {enquiry.status === 'new' && (
          <Button
            variant="light"
            loading={update.isPending}
            aria-label={t('enquiriesAdmin.markContactedLabel', { name: enquiry.name })}
            onClick={() => update.mutate({ status: 'contacted' })}
          >
            {t('enquiriesAdmin.markContacted')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Today's callbacks: callback requests and follow-ups due today or overdue in the UAE, the longest waiting first. */
export default function TodayCallbacksPage() {
  const { t } = useTranslation();
  const calls = useTodayCallbacks();
  const today = todayInUae();
  return (
    <Page title={t('enquiriesAdmin.todayTitle')} intro={t('enquiriesAdmin.todayIntro')}>
      {calls.isPending && <Loader role="status" aria-label={t('app.loading')} />}
      {calls.isError && <Alert color="red">{calls.error.message}</Alert>}
      {calls.data?.length === 0 && <p className={classes.muted}>{t('enquiriesAdmin.todayEmpty')}</p>}
      {calls.data && calls.data.length > 0 && (
        <ul className={classes.calls} aria-label={t('enquiriesAdmin.todayTitle')}>
          {calls.data.map((enquiry) => (
            <Call key={enquiry.id} enquiry={enquiry} today={today} />
          ))}
        </ul>
      )}
    </Page>
  );
}
