-- Issue 30, ten-year set: a member's page lists their newest discussions (AuthorMemberQuery, and the keyset pages
-- after it, MemberDiscussionsAfterQuery: author_id = $1 ORDER BY created_at DESC, id). With an index on author_id
-- alone PostgreSQL read all of a member's discussions (hundreds for an active one), joined each to its author and
-- sorted them for the first eleven. This index hands them over newest first, so the list reads as many as it shows.
-- It replaces discussions_author_id_idx: author_id leads, so the foreign key's lookups (a member deleted) use it too.
CREATE INDEX discussions_author_list_idx ON public.discussions (author_id, created_at DESC, id);
DROP INDEX public.discussions_author_id_idx;
