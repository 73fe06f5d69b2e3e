import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Drawer.css';
import type { TMenuItem } from '@app/shared';
import { Drawer } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { SiteLink } from '../ui/SiteLink';
import { useMenuTitle } from '../../lib/site-content/useMenuTitle';
import classes from './layout.module.css';

type TMenuDrawerProps = { items: TMenuItem[]; opened: boolean; onClose: () => void };

export default function MenuDrawer({ items, opened, onClose }: TMenuDrawerProps) {
  const { t } = useTranslation();
  // Mantine's "right" drawer opens from the inline end: the right in English, the left in Arabic.
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xs" title={t('header.mainMenu')}>
      <nav aria-label={t('header.mainMenu')}>
        <MenuList items={items} onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}

function MenuList({ items, onNavigate }: { items: TMenuItem[]; onNavigate: () => void }) {
  const titleOf = useMenuTitle();
  return (
    <ul className={classes.drawerList}>
      {items.map((item) => (
        <li key={item.id}>
          {item.url ? (
            <SiteLink url={item.url} className={classes.drawerLink} onClick={onNavigate}>
              {titleOf(item)}
            </SiteLink>
          ) : (
            <span className={classes.drawerGroupTitle}>{titleOf(item)}</span>
          )}
          {item.inverseParent.length > 0 && <MenuList items={item.inverseParent} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}
