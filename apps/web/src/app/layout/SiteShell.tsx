import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import classes from './layout.module.css';

/** The one default layout of SPEC.md section 2, shared by the routed pages and the error pages. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <div className={classes.shell}>
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
