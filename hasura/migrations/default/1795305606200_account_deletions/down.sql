DROP TABLE auth.account_deletions;
