DELETE FROM security.sign_in_failures WHERE scope = 'email-address';
ALTER TABLE security.sign_in_failures DROP CONSTRAINT sign_in_failures_scope_values;
ALTER TABLE security.sign_in_failures ADD CONSTRAINT sign_in_failures_scope_check CHECK (scope IN ('email', 'address'));
