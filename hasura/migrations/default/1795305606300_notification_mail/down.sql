DROP INDEX public.notifications_created_at_idx;
ALTER TABLE auth.mail_outbox DROP COLUMN list_unsubscribe;
DROP TABLE auth.notification_mail_keys;
DROP TABLE auth.notification_mail_periods;
DROP TRIGGER notifications_queue_mail ON public.notifications;
DROP FUNCTION public.queue_notification_mail();
DROP TABLE auth.notification_mail_pending;
DROP FUNCTION public.notification_mail_choice(uuid, text);
DROP FUNCTION public.notification_mail_type(text, uuid);
DROP TABLE public.notification_email_settings;
-- write_notices.watch made these for the settings table.
DROP FUNCTION write_notices.announce_public_notification_email_settings_insert();
DROP FUNCTION write_notices.announce_public_notification_email_settings_update();
DROP FUNCTION write_notices.announce_public_notification_email_settings_delete();
