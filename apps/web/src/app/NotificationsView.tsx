import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { notificationsHostProps } from '../lib/notify';
import classes from './notifications.module.css';

/** What toasts sit under: the site's header, and a bar marked `data-toasts-below` (the back office's menu) while it shows. */
const MENUS = 'header, [data-toasts-below]';

const menusBottom = () => Math.max(0, ...[...document.querySelectorAll(MENUS)].map((menu) => menu.getBoundingClientRect().bottom));

/** The toasts' top, kept under the menus as the page scrolls and resizes, so they never cover them. */
function useTopBelowMenus(): number {
  const [top, setTop] = useState(menusBottom);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setTop(menusBottom()));
    };
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);
  return top;
}

export default function NotificationsView() {
  const top = useTopBelowMenus();
  return <Notifications {...notificationsHostProps} className={classes.toasts} style={{ '--toasts-top': `${top}px` }} />;
}
