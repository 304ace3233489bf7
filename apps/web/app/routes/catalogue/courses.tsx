import { replace, type ShouldRevalidateFunction } from 'react-router';
import { addToBasketFrom, isAddToBasketSubmission } from '../../features/catalogue/add-to-basket.ts';
import { fetchCoursePage, fetchFilterOptions } from '../../features/catalogue/catalogue-api.ts';
import { CatalogueView } from '../../features/catalogue/components/catalogue-view.tsx';
import {
  entryAddressToStrip,
  parseCatalogueSearch,
  toCourseQuery,
} from '../../features/catalogue/course-filters.ts';
import { currentlyShownList } from '../../features/catalogue/use-course-list.ts';
import type { Route } from './+types/courses';

export const meta: Route.MetaFunction = () => [{ title: 'Kurslar | Kampüs' }];

/**
 * The address is the filter state. The page request is handed over unresolved, so that the page
 * shows its spinner at once and keeps the pages already on screen while the next one loads.
 */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => {
  const location = parseCatalogueSearch(new URL(request.url).searchParams);
  const cleanAddress = entryAddressToStrip(location, currentlyShownList());
  if (cleanAddress) throw replace(cleanAddress);
  return {
    location,
    coursePage: fetchCoursePage(toCourseQuery(location), request.signal),
    filterOptions: location.isInternal ? null : fetchFilterOptions(request.signal),
  };
};

export const clientAction = async ({ request }: Route.ClientActionArgs) =>
  addToBasketFrom(await request.formData());

/** A card's 'Sepete Ekle' changes only that card; reloading the list would throw away the scrolled pages. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  isAddToBasketSubmission(formData) ? false : defaultShouldRevalidate;

export default function CoursesPage({ loaderData }: Route.ComponentProps) {
  return (
    <CatalogueView
      location={loaderData.location}
      coursePage={loaderData.coursePage}
      filterOptions={loaderData.filterOptions}
    />
  );
}
