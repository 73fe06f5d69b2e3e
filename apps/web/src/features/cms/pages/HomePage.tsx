import type { ReactNode } from 'react';
import { deferred } from '../../../app/ui/deferred';
import { useHomeData, usePage } from '../api';
import { sectionEntry } from '../section-text';
import { usePageMeta } from '../page-meta';
import { useContactInfo } from '../../../lib/site-content/api';
import { Branches } from '../components/Branches';
import { Hero } from '../components/Hero';
import { HiringSteps } from '../components/HiringSteps';

// The sections below the first screen load after the first paint, which does not wait for them.
const HomeSections = deferred(() => import('../components/HomeSections').then((section) => section.default), { firstPaintWords: true });

/** `catalogue`: the workers' catalogue at the page's foot, another feature's, which the app passes in (app/compose). */
export default function HomePage({ catalogue }: { catalogue: ReactNode }) {
  const contact = useContactInfo();
  // The home page's title, description and keywords come from its content-service entry (term 'home').
  const page = usePage('home');
  usePageMeta(page.data, !page.isPending);
  const sections = useHomeData().data?.sections;
  return (
    <>
      <Hero contact={contact.data} hero={sectionEntry(sections, 'hero')} whyUs={sectionEntry(sections, 'whyUs')} />
      <HiringSteps howItWorks={sectionEntry(sections, 'howItWorks')} />
      <HomeSections />
      <Branches branches={contact.data?.branchs} loading={contact.isPending} />
      {catalogue}
    </>
  );
}
