import { COLUMN_LENGTHS } from '@/shared/config';

/** The longest discussion the database accepts (its CHECK constraint). */
export const discussionTextMaxLength = COLUMN_LENGTHS.discussions.content.max;

/** The longest comment the database accepts (its CHECK constraint). */
export const commentTextMaxLength = COLUMN_LENGTHS.discussion_comments.content.max;

/** The longest thread title the database accepts (its CHECK constraint). */
export const discussionTitleMaxLength = COLUMN_LENGTHS.discussions.title.max;
