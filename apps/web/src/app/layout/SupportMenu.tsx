import { IconBrandWhatsapp, IconChevronDown, IconHeadset, IconPhone } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { useContactInfo } from '../../lib/site-content/api';
import { useSiteText } from '../../lib/site-content/site-settings';
import { mainBranch, telHref, whatsAppDisplay, whatsAppHref } from '../../lib/site-content/contact';
import buttons from '../buttons.module.css';
import { Dropdown } from './Dropdown';
import dropdownClasses from './Dropdown.module.css';
import classes from './layout.module.css';

/** The support dropdown of SPEC.md section 2: opened and closed by click, Escape or a click outside. */
export function SupportMenu() {
  const { t } = useTranslation();
  const siteText = useSiteText();
  const contact = useContactInfo();
  const branch = mainBranch(contact.data);
  const phone = branch?.telephones[0]?.number;
  return (
    <Dropdown
      align="end"
      trigger={(triggerProps) => (
        <button type="button" aria-label={t('header.supportLabel')} className={`${buttons.button} ${buttons.light}`} {...triggerProps}>
          <IconHeadset size={18} stroke={1.75} aria-hidden="true" />
          <span className={`${classes.wideOnly} ${classes.largeScreenOnly}`}>{t('header.support')}</span>
          <IconChevronDown size={16} stroke={1.75} aria-hidden="true" className={`${classes.chevron} ${classes.wideOnly}`} />
        </button>
      )}
    >
      <ul className={classes.dropdownList}>
        {phone && (
          <li>
            <a href={telHref(phone)} className={`${dropdownClasses.item} ${classes.callLink}`}>
              <IconPhone size={20} stroke={1.75} aria-hidden="true" />
              <span>
                <span className={classes.contactLabel}>{t('header.callUs')}</span>
                <span dir="ltr" className={classes.contactNumber}>
                  {phone}
                </span>
              </span>
            </a>
          </li>
        )}
        {branch?.whatsAppNumber && (
          <li>
            <a
              href={whatsAppHref(branch.whatsAppNumber, siteText('whatsAppMessage'))}
              target="_blank"
              rel="noopener noreferrer"
              className={`${dropdownClasses.item} ${classes.whatsAppLink}`}
            >
              <IconBrandWhatsapp size={20} stroke={1.75} aria-hidden="true" />
              <span>
                <span className={classes.contactLabel}>{t('header.whatsApp')}</span>
                <span dir="ltr" className={classes.contactNumber}>
                  {whatsAppDisplay(branch.whatsAppNumber)}
                </span>
              </span>
            </a>
          </li>
        )}
        {!branch && (
          <li className={dropdownClasses.note}>
            {contact.isPending ? t('app.loading') : contact.data === null ? t('header.contactFailed') : t('common.noData')}
          </li>
        )}
      </ul>
    </Dropdown>
  );
}
