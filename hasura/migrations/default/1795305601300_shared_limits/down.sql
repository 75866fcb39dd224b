DROP TABLE IF EXISTS security.throttles;
DROP TABLE IF EXISTS security.sign_in_failures;
