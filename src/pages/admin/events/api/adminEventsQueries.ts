import { graphql } from '@/shared/api';

/** How many events a figure counts. */
export const AdminEventsCountFragment = graphql(`
  fragment AdminEventsCount on events_aggregate {
    aggregate {
      count
    }
  }
`);

export const AdminEventsListQuery = graphql(`
  query AdminEventsListQuery($where: events_bool_exp!, $limit: Int!, $later: Boolean! = false) {
    events(where: $where, order_by: [{ created_at: desc }, { id: asc }], limit: $limit) {
      id
      created_at
      ...EventRow_Event
    }
    matching: events_aggregate(where: $where) @skip(if: $later) {
      aggregate {
        count
      }
    }
    total: events_aggregate @skip(if: $later) {
      ...AdminEventsCount
    }
    upcoming: events_aggregate(where: { status: { _eq: upcoming } }) @skip(if: $later) {
      ...AdminEventsCount
    }
    ongoing: events_aggregate(where: { status: { _eq: ongoing } }) @skip(if: $later) {
      ...AdminEventsCount
    }
    completed: events_aggregate(where: { status: { _eq: completed } }) @skip(if: $later) {
      ...AdminEventsCount
    }
    cancelled: events_aggregate(where: { status: { _eq: cancelled } }) @skip(if: $later) {
      ...AdminEventsCount
    }
  }
`);

export const AdminEventsEventQuery = graphql(`
  query AdminEventsEventQuery($id: uuid!) {
    events_by_pk(id: $id) {
      id
      name
      slug
      description
      start_date
      end_date
      location_url
      time_zone
      image_url
      registration_url
      max_attendees
      current_attendees
      price
      currency
      language
      translation_of_id
      is_free
      is_online
      organizer_name
      organizer_email
      status
      featured
      published
      category
    }
  }
`);

export const AdminEventsSlugQuery = graphql(`
  query AdminEventsSlugQuery($slug: String!) {
    events(where: { slug: { _eq: $slug } }, limit: 2) {
      id
      name
    }
  }
`);

export const AdminEventsInsertMutation = graphql(`
  mutation AdminEventsInsertMutation($object: events_insert_input!) {
    insert_events_one(object: $object) {
      id
    }
  }
`);

export const AdminEventsUpdateMutation = graphql(`
  mutation AdminEventsUpdateMutation($id: uuid!, $set: events_set_input!) {
    update_events_by_pk(pk_columns: { id: $id }, _set: $set) {
      id
    }
  }
`);

export const AdminEventsDeleteMutation = graphql(`
  mutation AdminEventsDeleteMutation($id: uuid!) {
    delete_events_by_pk(id: $id) {
      id
    }
  }
`);

/** Events in another language than the one edited, which it may translate (or be translated by). */
export const AdminEventsTranslationsQuery = graphql(`
  query AdminEventsTranslationsQuery($language: String!) {
    events(where: { language: { _neq: $language } }, order_by: [{ start_date: desc }, { id: asc }], limit: 200) {
      id
      name
    }
  }
`);
