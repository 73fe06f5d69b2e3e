import { Container } from '@mantine/core';
import { AccountMenu } from '../../features/auth/components/AccountMenu';
import { useTranslation } from '../../lib/i18n';
import { currentLanguageId } from '../../lib/language';
import { useMainMenu } from '../../lib/site-content/api';
import { withPricesItem } from '../../lib/site-content/menu';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MainMenu } from './MainMenu';
import { MobileMenu } from './MobileMenu';
import { ShortlistLink } from './ShortlistLink';
import { SupportMenu } from './SupportMenu';
import classes from './layout.module.css';

export function Header() {
  const { t } = useTranslation();
  const menu = useMainMenu();
  const items = withPricesItem(menu.data ?? [], t('menu.prices'), currentLanguageId());
  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.headerBar}>
        <Logo />
        <MainMenu items={items} loading={menu.isPending} />
        <div className={classes.headerActions}>
          <ShortlistLink />
          <SupportMenu />
          <LanguageSwitcher />
          <AccountMenu />
          <MobileMenu items={items} />
        </div>
      </Container>
    </header>
  );
}
