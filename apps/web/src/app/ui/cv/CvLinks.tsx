import { IconBrandWhatsapp, IconDownload } from '@tabler/icons-react';
import buttons from '../../buttons.module.css';
import { CV_CHOICES, publicCvPath, whatsAppShareHref } from '../../../lib/cv';
import { useTranslation } from '../../../lib/i18n';
import { siteOrigin } from '../../../lib/render-scope';
import classes from './cv.module.css';

/**
 * A catalogue worker's CV: the download in the page's language, the other languages, and a
 * WhatsApp message carrying the CV's address. Plain links: the PDF is public, and the page loads
 * no menu code for them.
 */
export function CvLinks({ laborId, code }: { laborId: number; code: string }) {
  const { t, i18n } = useTranslation();
  const pageLanguage = { lang: i18n.language };
  const shareUrl = `${siteOrigin()}${publicCvPath(laborId, pageLanguage)}`;
  return (
    <div className={classes.cv}>
      <a href={publicCvPath(laborId, pageLanguage)} download className={`${buttons.button} ${buttons.light}`} data-testid="cv-download">
        <IconDownload size={18} aria-hidden="true" />
        {t('cv.download')}
      </a>
      <a href={whatsAppShareHref(t('cv.shareText', { code, url: shareUrl }))} target="_blank" rel="noopener noreferrer" className={classes.share}>
        <IconBrandWhatsapp size={20} aria-hidden="true" />
        {t('cv.share')}
      </a>
      <div className={classes.languages}>
        <span id={`cv-languages-${laborId}`}>{t('cv.downloadIn')}</span>
        <ul aria-labelledby={`cv-languages-${laborId}`}>
          {CV_CHOICES.map((choice) => (
            <li key={choice.label}>
              <a href={publicCvPath(laborId, choice)} download data-testid={`cv-${choice.lang}${'digits' in choice ? '-digits' : ''}`}>
                {t(choice.label)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
