import type { TMenuItem } from '@app/shared';
import { Container } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { useFooterMenu } from '../../features/content/api';
import { SiteLink } from '../../features/content/components/SiteLink';
import { useMenuTitle } from '../../features/content/useMenuTitle';
import { LogoMark } from './Logo';
import { SocialLinks } from './SocialLinks';
import classes from './layout.module.css';

/** Footer columns 1 and 2 hold links; column 3 holds plain text such as working hours (SPEC.md section 2). */
const LINK_COLUMNS = 2;

export function Footer() {
  const { t } = useTranslation();
  const columns = useFooterMenu().data ?? [];
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <div className={classes.footerGrid}>
          <div className={classes.footerBrand}>
            <p className={classes.footerName}>
              <LogoMark size={36} />
              {t('app.name')}
            </p>
            <p className={classes.footerTagline}>{t('app.tagline')}</p>
            <SocialLinks />
          </div>
          {columns.slice(0, 3).map((column, index) => (
            <FooterColumn key={column.id} column={column} withLinks={index < LINK_COLUMNS} />
          ))}
        </div>
        <p className={classes.copyright}>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </Container>
    </footer>
  );
}

function FooterColumn({ column, withLinks }: { column: TMenuItem; withLinks: boolean }) {
  const headingOf = useMenuTitle('menu.noTitle');
  const entryOf = useMenuTitle('menu.unknownTitle');
  return (
    <section className={classes.footerColumn} aria-labelledby={`footer-column-${column.id}`}>
      <h2 id={`footer-column-${column.id}`} className={classes.footerHeading}>
        {headingOf(column)}
      </h2>
      <ul className={classes.footerList}>
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
