import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import classes from './Dropdown.module.css';

export type TDropdownTriggerProps = {
  ref: RefObject<HTMLButtonElement | null>;
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick: () => void;
};

type TDropdownProps = {
  trigger: (props: TDropdownTriggerProps) => ReactNode;
  /** Which inline edge of the trigger the panel lines up with. */
  align?: 'start' | 'end';
  children: ReactNode;
};

/**
 * A disclosure dropdown (the WAI-ARIA pattern for navigation menus): the button toggles a panel of
 * ordinary links; Escape, a click outside, following a link or tabbing away closes it.
 * Used instead of Mantine's Menu, whose floating-ui positioning would cost the home page ~25 kB of JS.
 */
export function Dropdown({ trigger, align = 'start', children }: TDropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={classes.root}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      {trigger({
        ref: triggerRef,
        'aria-expanded': open,
        'aria-controls': panelId,
        onClick: () => setOpen((isOpen) => !isOpen),
      })}
      {/* Closes once a link in it is followed, by mouse or keyboard alike (Enter on a link clicks it). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        id={panelId}
        hidden={!open}
        className={classes.panel}
        data-align={align}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
