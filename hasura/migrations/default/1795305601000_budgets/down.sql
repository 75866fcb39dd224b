DROP TABLE IF EXISTS security.budgets;
DROP SCHEMA IF EXISTS security;
