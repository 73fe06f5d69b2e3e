import { WEB_ROUTES, type TContactInfo } from '@app/shared';
import { Container } from '@mantine/core';
import { IconBrandWhatsapp, IconCircleCheck, IconPhone, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { TextWithLtrValue } from '../../../app/ui/TextWithLtrValue';
import { listItems, type TSectionEntry } from '../section-text';
import { mainBranch, telHref, whatsAppHref } from '../../../lib/site-content/contact';
import { useSiteText } from '../../../lib/site-content/site-settings';
import buttons from '../../../app/buttons.module.css';
import classes from './home.module.css';

const HIGHLIGHT_KEYS = ['home.highlight1', 'home.highlight2', 'home.highlight3'] as const;

type THeroProps = { contact: TContactInfo | null | undefined; hero?: TSectionEntry; whyUs?: TSectionEntry };

/** The agency's name, what it offers and how to reach it; the texts come from the home page's hero and whyUs sections. */
export function Hero({ contact, hero, whyUs }: THeroProps) {
  const { t } = useTranslation();
  const siteText = useSiteText();
  const highlights = listItems(whyUs?.body);
  const branch = mainBranch(contact);
  const phone = branch?.telephones[0]?.number;
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="xl" className={classes.heroGrid}>
        <div>
          <p className={classes.heroTagline}>{hero?.title || siteText('tagline', t('app.tagline'))}</p>
          <h1 id="hero-title" className={classes.heroTitle}>
            {siteText('siteName', t('app.name'))}
          </h1>
          <p className={classes.heroText}>{hero?.subTitle || t('home.heroText')}</p>
          <div className={classes.heroActions}>
            {/* The main call to action: the catalogue's own page; its words are a Site Setting. */}
            <Link to={WEB_ROUTES.workers} className={`${buttons.button} ${buttons.large} ${buttons.gold}`}>
              <IconSearch size={20} aria-hidden="true" />
              {siteText('heroCta', t('home.findWorker'))}
            </Link>
            {phone && (
              <a href={telHref(phone)} className={`${buttons.button} ${buttons.large} ${buttons.white}`}>
                <IconPhone size={20} aria-hidden="true" />
                <TextWithLtrValue sentence={(number) => t('home.callNow', { number })} value={phone} />
              </a>
            )}
            {branch?.whatsAppNumber && (
              <a
                href={whatsAppHref(branch.whatsAppNumber, siteText('whatsAppMessage'))}
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
            {whyUs?.title || t('home.highlightsTitle')}
          </h2>
          <ul className={classes.highlightList}>
            {(highlights.length ? highlights : HIGHLIGHT_KEYS.map((key) => t(key))).map((text) => (
              <li key={text}>
                <IconCircleCheck size={22} stroke={1.75} aria-hidden="true" className={classes.highlightIcon} />
                {text}
              </li>
            ))}
          </ul>
        </aside>
      </Container>
    </section>
  );
}
