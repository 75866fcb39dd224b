DROP TABLE auth.passkey_challenges;
DROP TABLE auth.passkeys;
