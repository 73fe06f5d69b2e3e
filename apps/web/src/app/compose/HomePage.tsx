import CmsHomePage from '../../features/cms/pages/HomePage';
import { deferred } from '../ui/deferred';

/**
 * The home page (features/cms) with the catalogue (features/catalogue) at its foot: features do not
 * import each other, the app puts them together (decision 013). The catalogue loads after the first
 * paint, which does not wait for it.
 */
const CatalogueSection = deferred(() => import('../../features/catalogue/components/CatalogueSection').then((section) => section.default), {
  firstPaintWords: true,
});

export default function HomePage() {
  return <CmsHomePage catalogue={<CatalogueSection />} />;
}
