import type { TContactInfo } from '@app/shared';
import { Container } from '@mantine/core';
import { IconBrandWhatsapp, IconCircleCheck, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TextWithLtrValue } from '../../../app/ui/TextWithLtrValue';
import { mainBranch, telHref, whatsAppHref } from '../../content/contact';
import buttons from '../../../app/buttons.module.css';
import classes from './home.module.css';

const HIGHLIGHT_KEYS = ['home.highlight1', 'home.highlight2', 'home.highlight3'] as const;

export function Hero({ contact }: { contact: TContactInfo | null | undefined }) {
  const { t } = useTranslation();
  const branch = mainBranch(contact);
  const phone = branch?.telephones[0]?.number;
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="xl" className={classes.heroGrid}>
        <div>
          <p className={classes.heroTagline}>{t('app.tagline')}</p>
          <h1 id="hero-title" className={classes.heroTitle}>
            {t('app.name')}
          </h1>
          <p className={classes.heroText}>{t('home.heroText')}</p>
          <div className={classes.heroActions}>
            {phone && (
              <a href={telHref(phone)} className={`${buttons.button} ${buttons.large} ${buttons.white}`}>
                <IconPhone size={20} aria-hidden="true" />
                <TextWithLtrValue sentence={(number) => t('home.callNow', { number })} value={phone} />
              </a>
            )}
            {branch?.whatsAppNumber && (
              <a
                href={whatsAppHref(branch.whatsAppNumber)}
                target="_blank"
                rel="noopener noreferrer"
                className={`${buttons.button} ${buttons.large} ${buttons.whatsApp}`}
              >
                <IconBrandWhatsapp size={20} aria-hidden="true" />
                {t('home.chatWhatsApp')}
              </a>
            )}
          </div>
        </div>
        <aside className={classes.highlights} aria-labelledby="highlights-title">
          <h2 id="highlights-title" className={classes.highlightsTitle}>
            {t('home.highlightsTitle')}
          </h2>
          <ul className={classes.highlightList}>
            {HIGHLIGHT_KEYS.map((key) => (
              <li key={key}>
                <IconCircleCheck size={22} stroke={1.75} aria-hidden="true" className={classes.highlightIcon} />
                {t(key)}
              </li>
            ))}
          </ul>
        </aside>
      </Container>
    </section>
  );
}
