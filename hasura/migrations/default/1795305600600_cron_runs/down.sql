DROP TABLE scheduler.cron_runs;
DROP SCHEMA scheduler;
