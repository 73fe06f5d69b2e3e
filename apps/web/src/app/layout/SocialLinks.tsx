import { isHttpsUrl, type TContactInfo } from '@app/shared';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useContactInfo } from '../../lib/site-content/api';
import classes from './layout.module.css';

const NETWORKS = [
  { field: 'facebookLink', labelKey: 'footer.facebook', Icon: IconBrandFacebook },
  { field: 'twitterLink', labelKey: 'footer.twitter', Icon: IconBrandX },
  { field: 'linkedinLink', labelKey: 'footer.linkedin', Icon: IconBrandLinkedin },
  { field: 'instagramLink', labelKey: 'footer.instagram', Icon: IconBrandInstagram },
] as const satisfies ReadonlyArray<{ field: keyof TContactInfo; labelKey: string; Icon: unknown }>;

/** The agency's social networks; shown in the footer and on the contact page, so each list names its own title. */
export function SocialLinks() {
  const { t } = useTranslation();
  const titleId = useId();
  const contact = useContactInfo().data;
  if (!contact) return null;
  return (
    <div>
      <p className={classes.socialTitle} id={titleId}>
        {t('footer.social')}
      </p>
      <ul className={classes.socialList} aria-labelledby={titleId}>
        {NETWORKS.filter(({ field }) => isHttpsUrl(contact[field] ?? '')).map(({ field, labelKey, Icon }) => (
          <li key={field}>
            <a href={contact[field]} target="_blank" rel="noopener noreferrer" aria-label={t(labelKey)} className={classes.socialLink}>
              <Icon size={20} stroke={1.75} aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
