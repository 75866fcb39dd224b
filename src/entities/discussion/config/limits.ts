/** The longest discussion or comment the database accepts (its CHECK constraint, 1 to 5000 characters). */
export const discussionTextMaxLength = 5000;
