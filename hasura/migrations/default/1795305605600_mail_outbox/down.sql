DROP TABLE auth.mail_outbox;
