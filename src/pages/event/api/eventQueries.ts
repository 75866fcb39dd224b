import { graphql } from '@/shared/api';

export const EventDetailQuery = graphql(`
  query EventDetailQuery($slug: String!) {
    events(where: { slug: { _eq: $slug } }, limit: 1) {
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
      status
      translation_of {
        slug
        language
      }
      translations(limit: 1, where: { published: { _eq: true } }) {
        slug
        language
      }
      is_free
      is_online
      organizer_name
      category
      is_upcoming
    }
  }
`);
