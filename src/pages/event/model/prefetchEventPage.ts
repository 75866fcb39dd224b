import type { PagePrefetch } from '@/shared/api';
import { EventDetailQuery } from '../api/eventQueries';

/** EventPage's query: the event by its slug. */
export const prefetchEventPage: PagePrefetch = ({ params, query }) => query(EventDetailQuery, { slug: params.slug ?? '' });
