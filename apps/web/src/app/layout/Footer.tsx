import { FOOTER_COLUMNS, type TMenuItem } from '@app/shared';
import { Container } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { useFooterMenu } from '../../lib/site-content/api';
import { SiteLink } from '../ui/SiteLink';
import { useMenuTitle } from '../../lib/site-content/useMenuTitle';
import { useSiteText } from '../../lib/site-content/site-settings';
import { FooterLegal } from './FooterLegal';
import { LogoMark } from './Logo';
import { SocialLinks } from './SocialLinks';
import classes from './layout.module.css';

/** Footer columns 1 and 2 hold links; column 3 holds plain text such as working hours (SPEC.md section 2). */
const LINK_COLUMNS = 2;

/** The site's name, tagline, about text and copyright come from Site Settings, with the catalogue's words when empty. */
export function Footer() {
  const { t } = useTranslation();
  const siteText = useSiteText();
  const columns = useFooterMenu().data ?? [];
  const openingHours = siteText('openingHours');
  const about = siteText('footerAbout');
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <div className={classes.footerGrid}>
          <div className={classes.footerBrand}>
            <p className={classes.footerName}>
              <LogoMark size={36} />
              {siteText('siteName', t('app.name'))}
            </p>
            <p className={classes.footerTagline}>{siteText('tagline', t('app.tagline'))}</p>
            {about && <p className={classes.footerText}>{about}</p>}
            <SocialLinks />
          </div>
          {columns.slice(0, FOOTER_COLUMNS).map((column, index) => (
            // Opening hours live in one place, the setting: the plain-text column shows them first.
            <FooterColumn key={column.id} column={column} withLinks={index < LINK_COLUMNS} firstLine={index === LINK_COLUMNS ? openingHours : ''} />
          ))}
        </div>
        <FooterLegal />
        <p className={classes.copyright}>{siteText('copyright', t('footer.rights', { year: new Date().getFullYear() }))}</p>
      </Container>
    </footer>
  );
}

function FooterColumn({ column, withLinks, firstLine }: { column: TMenuItem; withLinks: boolean; firstLine: string }) {
  const headingOf = useMenuTitle('menu.noTitle');
  const entryOf = useMenuTitle('menu.unknownTitle');
  return (
    <section className={classes.footerColumn} aria-labelledby={`footer-column-${column.id}`}>
      <h2 id={`footer-column-${column.id}`} className={classes.footerHeading}>
        {headingOf(column)}
      </h2>
      <ul className={classes.footerList}>
        {firstLine && (
          <li>
            <span className={classes.footerText}>{firstLine}</span>
          </li>
        )}
        {column.inverseParent.map((entry) => (
          <li key={entry.id}>
            {withLinks && entry.url ? (
              <SiteLink url={entry.url} className={classes.footerLink}>
                {entryOf(entry)}
              </SiteLink>
            ) : (
              <span className={classes.footerText}>{entryOf(entry)}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
