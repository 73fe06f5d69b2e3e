import type { TMenuItem } from '@app/shared';
import { Skeleton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { SiteLink } from '../ui/SiteLink';
import { useMenuTitle } from '../../lib/site-content/useMenuTitle';
import { Dropdown } from './Dropdown';
import dropdownClasses from './Dropdown.module.css';
import classes from './layout.module.css';

/** The desktop main menu; below the md breakpoint MobileMenu takes over. */
export function MainMenu({ items, loading }: { items: TMenuItem[]; loading: boolean }) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div className={classes.mainNav} aria-busy="true">
        {[72, 88, 64, 80].map((width) => (
          <Skeleton key={width} height={12} width={width} radius="xl" />
        ))}
      </div>
    );
  }
  return (
    <nav aria-label={t('header.mainMenu')} className={classes.mainNav}>
      <ul className={classes.navList}>
        {items.map((item) => (
          <li key={item.id}>{item.inverseParent.length > 0 ? <MenuWithChildren item={item} /> : <TopLevelLink item={item} />}</li>
        ))}
      </ul>
    </nav>
  );
}

function TopLevelLink({ item }: { item: TMenuItem }) {
  const title = useMenuTitle()(item);
  if (!item.url) return <span className={classes.navLink}>{title}</span>;
  return (
    <SiteLink url={item.url} className={classes.navLink}>
      {title}
    </SiteLink>
  );
}

function MenuWithChildren({ item }: { item: TMenuItem }) {
  const titleOf = useMenuTitle();
  // A parent that has its own page stays reachable as the first entry of its dropdown.
  const entries = item.url ? [{ ...item, inverseParent: [] }, ...item.inverseParent] : item.inverseParent;
  return (
    <Dropdown
      trigger={(triggerProps) => (
        <button type="button" className={classes.navLink} {...triggerProps}>
          {titleOf(item)}
          <IconChevronDown size={16} stroke={1.75} aria-hidden="true" className={classes.chevron} />
        </button>
      )}
    >
      <ul className={classes.dropdownList}>
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.url ? (
              <SiteLink url={entry.url} className={dropdownClasses.item}>
                {titleOf(entry)}
              </SiteLink>
            ) : (
              <span className={dropdownClasses.note}>{titleOf(entry)}</span>
            )}
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
