import { graphql } from '@/shared/api';

/** The member's RSVP to one event, if any (members see only their own; the event's id lets the cache recount it). */
export const RsvpEventStateQuery = graphql(`
  query RsvpEventStateQuery($eventId: uuid!) {
    event_rsvps(where: { event_id: { _eq: $eventId } }, limit: 1) {
      id
      event_id
      status
    }
  }
`);

/** Gives or changes the member's RSVP (one per member and event). */
export const RsvpEventSetMutation = graphql(`
  mutation RsvpEventSetMutation($eventId: uuid!, $status: String!) {
    insert_event_rsvps_one(
      object: { event_id: $eventId, status: $status }
      on_conflict: { constraint: event_rsvps_once, update_columns: [status] }
    ) {
      id
      status
    }
  }
`);

export const RsvpEventWithdrawMutation = graphql(`
  mutation RsvpEventWithdrawMutation($id: uuid!) {
    delete_event_rsvps_by_pk(id: $id) {
      id
    }
  }
`);
