import type { ActionContext, ActionHandler } from '../actions.ts';

/** sendEventReminders (the event_reminders cron trigger): reminds members of the events they answered that start within a day. */
export async function sendEventReminders({ db }: ActionContext): Promise<{ reminders: number }> {
  const { rows } = await db.query<{ reminders: number }>(`SELECT public.send_event_reminders() AS reminders`);
  return { reminders: rows[0]?.reminders ?? 0 };
}

/** The events handlers keyed by name (sendEventReminders is a cron trigger's, no action). */
export const eventActions: Record<string, ActionHandler> = { sendEventReminders };
