DROP TABLE auth.identities;
