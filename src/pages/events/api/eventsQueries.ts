import { graphql } from '@/shared/api';

// The events page: the categories that have events (the filter's chips), and the first page of upcoming events
// (soonest first) and of past ones (latest first) of the chosen category and language, filtered by the database.
export const EventsPageQuery = graphql(`
  query EventsPageQuery($where: events_bool_exp!, $upcomingLimit: Int!, $pastLimit: Int!) {
    categories: events(distinct_on: [category], order_by: [{ category: asc_nulls_last }], limit: 100) {
      category
    }
    upcoming: events(
      where: { _and: [$where, { is_upcoming: { _eq: true } }] }
      order_by: [{ start_date: asc }, { id: asc }]
      limit: $upcomingLimit
    ) {
      id
      start_date
      ...EventCard_Event
    }
    past: events(
      where: { _and: [$where, { is_upcoming: { _eq: false } }] }
      order_by: [{ start_date: desc }, { id: desc }]
      limit: $pastLimit
    ) {
      id
      start_date
      ...EventCard_Event
    }
  }
`);

// Later pages (keyset: the list's order and its tiebreak as the cursor, so a deep page costs as the second).
export const UpcomingEventsAfterQuery = graphql(`
  query UpcomingEventsAfterQuery($where: events_bool_exp!, $afterAt: timestamptz!, $afterId: uuid!, $limit: Int!) {
    events(
      where: {
        _and: [
          $where
          { is_upcoming: { _eq: true } }
          { _or: [{ start_date: { _gt: $afterAt } }, { start_date: { _eq: $afterAt }, id: { _gt: $afterId } }] }
        ]
      }
      order_by: [{ start_date: asc }, { id: asc }]
      limit: $limit
    ) {
      id
      start_date
      ...EventCard_Event
    }
  }
`);

export const PastEventsAfterQuery = graphql(`
  query PastEventsAfterQuery($where: events_bool_exp!, $afterAt: timestamptz!, $afterId: uuid!, $limit: Int!) {
    events(
      where: {
        _and: [
          $where
          { is_upcoming: { _eq: false } }
          { _or: [{ start_date: { _lt: $afterAt } }, { start_date: { _eq: $afterAt }, id: { _lt: $afterId } }] }
        ]
      }
      order_by: [{ start_date: desc }, { id: desc }]
      limit: $limit
    ) {
      id
      start_date
      ...EventCard_Event
    }
  }
`);
