import { graphql } from '@/shared/api';

export const EventsListQuery = graphql(`
  query EventsListQuery {
    events(order_by: [{ start_date: asc }, { id: asc }]) {
      id
      start_date
      category
      language
      is_upcoming
      ...EventCard_Event
    }
  }
`);
