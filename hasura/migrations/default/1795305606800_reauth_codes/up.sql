-- Re-authentication by a mailed code (issue 32): a code for a member already signed in, who proves they read their
-- verified address before a sensitive action. It is a row of auth.sign_in_codes with its own purpose, so it never
-- signs anyone in and a sign-in mail does not void it (nor it a sign-in mail).
ALTER TABLE auth.sign_in_codes ADD COLUMN purpose text NOT NULL DEFAULT 'sign-in' CHECK (purpose IN ('sign-in', 'reauthenticate'));
