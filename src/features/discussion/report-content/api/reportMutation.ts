import { graphql } from '@/shared/api';

// The reporter is set by the API from the token; the database allows one report per member and item and 20 a day.
export const ReportContentMutation = graphql(`
  mutation ReportContentMutation($object: content_reports_insert_input!) {
    insert_content_reports_one(object: $object) {
      id
    }
  }
`);
