-- Failed sign-ins of an email are also counted per client address (scope 'email-address', key "<address> <email>",
-- server/src/auth/sign-in-limiter.ts): the back-off and the 10-failure lock now bind the guessing address for
-- that email, not the email from everywhere; the 'email' scope keeps a far higher ceiling over all addresses.
ALTER TABLE security.sign_in_failures DROP CONSTRAINT sign_in_failures_scope_check;
ALTER TABLE security.sign_in_failures ADD CONSTRAINT sign_in_failures_scope_values
  CHECK (scope IN ('email', 'address', 'email-address'));
