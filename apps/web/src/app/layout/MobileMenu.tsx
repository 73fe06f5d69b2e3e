import type { TMenuItem } from '@app/shared';
import { Burger, UnstyledButton } from '@mantine/core';
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
      {/* Mantine's Burger, drawn the same, with a span for its lines: its div is not allowed inside a button. */}
      <UnstyledButton
        className={`${Burger.classes.root} mantine-Burger-root ${classes.burger}`}
        onClick={() => {
          setUsed(true);
          setOpened((isOpen) => !isOpen);
        }}
        aria-label={t('header.openMenu')}
        aria-expanded={opened}
      >
        <span className={`${Burger.classes.burger} mantine-Burger-burger`} data-reduce-motion="true" data-opened={opened || undefined} />
      </UnstyledButton>
      {used && (
        <Suspense fallback={null}>
          <MenuDrawer items={items} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
