import type { PagePrefetch } from '@/shared/api';
import { EventsPageQuery } from '../api/eventsQueries';
import { eventsWhere } from './eventsFilter';

/** The languages events are written in, each a filter chip (`?language=`). */
export const eventLanguages = ['en', 'zh'] as const;

/** Events read per page: upcoming ones (the page's point), and past ones below them. */
export const upcomingPageSize = 24;
export const pastPageSize = 12;

/** The address's filters: a category (`?category=`, '' for uncategorized) and a language. */
export function eventsAddressOf(params: URLSearchParams) {
  return { category: params.get('category') ?? undefined, language: eventLanguages.find((value) => value === params.get('language')) };
}

/** The first read of the page: the categories, and the first upcoming and past events of the filter. */
export function eventsPageVariables(where: ReturnType<typeof eventsWhere>) {
  return { where, upcomingLimit: upcomingPageSize + 1, pastLimit: pastPageSize + 1 };
}

/** EventsPage's query, as its render asks it. */
export const prefetchEventsPage: PagePrefetch = ({ search, query }) =>
  query(EventsPageQuery, eventsPageVariables(eventsWhere(eventsAddressOf(search))));
