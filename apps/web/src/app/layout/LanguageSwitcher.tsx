import { LANGUAGE_ID, localeOf } from '@app/shared';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { changeLanguage, currentLanguageId } from '../../lib/language';
import buttons from '../buttons.module.css';

/** Shows the other language's name, written in that language. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const target = currentLanguageId() === LANGUAGE_ID.arabic ? LANGUAGE_ID.english : LANGUAGE_ID.arabic;
  return (
    <button type="button" title={t('language.switchLabel')} className={`${buttons.button} ${buttons.subtle}`} onClick={() => changeLanguage(target)}>
      <IconLanguage size={18} stroke={1.75} aria-hidden="true" />
      <span lang={localeOf(target)}>{t('language.switchTo')}</span>
    </button>
  );
}
