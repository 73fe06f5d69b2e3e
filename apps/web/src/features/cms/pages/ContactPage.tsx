import { isHttpsUrl } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import { SocialLinks } from '../../../app/layout/SocialLinks';
import { CallbackForm } from '../../../app/ui/enquiry-forms/deferred-forms';
import { useContactInfo } from '../../../lib/site-content/api';
import { Branches } from '../components/Branches';
import { useSettings } from '../../../lib/site-content/api';
import { CmsPage } from '../components/CmsPage';
import classes from '../components/cms.module.css';

function ContactDetails() {
  const { t } = useTranslation();
  const contact = useContactInfo();
  const settings = useSettings().data;
  return (
    <>
      <Branches branches={contact.data?.branchs} loading={contact.isPending} />
      <div className={classes.contactGrid}>
        <section className={classes.card} aria-labelledby="callback-title">
          <h2 id="callback-title">{t('catalogue.callbackTitle')}</h2>
          <CallbackForm idPrefix="contact-callback" />
        </section>
        <section className={classes.card} aria-labelledby="visit-title">
          <h2 id="visit-title">{t('site.visitUs')}</h2>
          {settings?.openingHours && <p>{settings.openingHours}</p>}
          {settings?.mapUrl && isHttpsUrl(settings.mapUrl) && (
            <p>
              <a href={settings.mapUrl} target="_blank" rel="noopener noreferrer">
                {t('site.openMap')}
              </a>
            </p>
          )}
          <SocialLinks />
        </section>
      </div>
    </>
  );
}

export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <CmsPage uniqueUrl="contact" fallbackTitle={t('site.contact')}>
      {() => <ContactDetails />}
    </CmsPage>
  );
}
