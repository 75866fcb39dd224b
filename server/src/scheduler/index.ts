export { createScheduler } from './scheduler.ts';
export type { Scheduler, SchedulerLog, SchedulerOptions } from './scheduler.ts';
export { prepareTrigger, resolveTemplate } from './trigger.ts';
export { RESPONSE_BODY_LIMIT } from './deliver.ts';
