import type { TMenuItem } from '@app/shared';
import { Burger } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import classes from './layout.module.css';

// The drawer's code loads on the first tap, so it costs the home page nothing.
const MenuDrawer = lazy(() => import('./MenuDrawer'));

/** The main menu below the md breakpoint: a burger that opens a drawer from the inline end. */
export function MobileMenu({ items }: { items: TMenuItem[] }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setUsed(true);
          setOpened((isOpen) => !isOpen);
        }}
        aria-label={t('header.openMenu')}
        aria-expanded={opened}
        className={classes.burger}
      />
      {used && (
        <Suspense fallback={null}>
          <MenuDrawer items={items} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
