import { useId, type ReactNode } from 'react';
import classes from './panels.module.css';

/** A panel of a details page (an order, a placement, its money), named by its heading. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  // Not made from the title: Arabic titles have no \w characters, and every panel got the same id.
  const id = useId();
  return (
    <section className={classes.panel} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
