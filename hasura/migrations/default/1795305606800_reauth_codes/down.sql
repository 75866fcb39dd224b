DELETE FROM auth.sign_in_codes WHERE purpose <> 'sign-in';
ALTER TABLE auth.sign_in_codes DROP COLUMN purpose;
