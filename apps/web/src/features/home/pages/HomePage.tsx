import { lazy, Suspense } from 'react';
import { importWithReload } from '../../../lib/chunk-reload';
import { useHomeData, usePage } from '../../cms/api';
import { sectionEntry } from '../../cms/section-text';
import { usePageMeta } from '../../cms/page-meta';
import { useContactInfo } from '../../content/api';
import { Branches } from '../components/Branches';
import { Hero } from '../components/Hero';
import { HiringSteps } from '../components/HiringSteps';

// The catalogue is its own chunk: the home page's first paint does not wait for it.
const CatalogueSection = lazy(() => importWithReload(() => import('../../catalogue/components/CatalogueSection')));
const HomeSections = lazy(() => importWithReload(() => import('../../cms/components/HomeSections')));

export default function HomePage() {
  const contact = useContactInfo();
  // The home page's title, description and keywords come from its content-service entry (term 'home').
  const page = usePage('home');
  usePageMeta(page.data, !page.isPending);
  const sections = useHomeData().data?.sections;
  return (
    <>
      <Hero contact={contact.data} hero={sectionEntry(sections, 'hero')} whyUs={sectionEntry(sections, 'whyUs')} />
      <HiringSteps howItWorks={sectionEntry(sections, 'howItWorks')} />
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
      <Branches branches={contact.data?.branchs} loading={contact.isPending} />
      <Suspense fallback={null}>
        <CatalogueSection />
      </Suspense>
    </>
  );
}
