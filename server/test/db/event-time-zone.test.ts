// Events carry their venue's IANA time zone (migration 1795305602510_event_time_zone): the column takes only
// region/city names (and UTC), and the seeded in-person events start at their venue's wall-clock time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgliteDatabase } from '../../src/db/pglite.ts';
import { createTestDatabase } from '../support/database.ts';

const SHANGHAI_MEETUP = '70000000-0000-4000-8000-000000000001';
const SHENZHEN_ROUNDTABLE = '70000000-0000-4000-8000-000000000006';
const ONLINE_WORKSHOP = '70000000-0000-4000-8000-000000000002';

let db: PgliteDatabase;

beforeAll(async () => {
  db = await createTestDatabase({ seeds: true });
});

afterAll(async () => {
  await db?.close();
});

async function insertEvent(timeZone: string | null) {
  return db.query<{ time_zone: string | null }>(
    `INSERT INTO public.events (name, description, start_date, end_date, location_url, time_zone)
     VALUES ('A venue event', 'Somewhere.', now() + interval '3 days', now() + interval '3 days 2 hours', 'A hall', $1)
     RETURNING time_zone`,
    [timeZone],
  );
}

describe('events.time_zone', () => {
  it.each(['Asia/Shanghai', 'America/Argentina/Buenos_Aires', 'Europe/London', 'UTC', null])('takes %s', async (zone) => {
    expect((await insertEvent(zone)).rows[0]!.time_zone).toBe(zone);
  });

  it.each(['UTC+8', 'CST', 'GMT', 'Asia/Atlantis', 'posix/Asia/Shanghai', 'asia/shanghai', '', 'Asia/Shanghai; DROP TABLE x'])(
    'refuses %j with the named CHECK',
    async (zone) => {
      await expect(insertEvent(zone)).rejects.toMatchObject({ code: '23514', constraint: 'events_time_zone_check' });
    },
  );

  it("seeds in-person events at their venue's local time, online ones without a zone", async () => {
    const { rows } = await db.query<{ id: string; time_zone: string | null; local_start: string; utc_start: string }>(
      `SELECT id, time_zone, to_char(start_date AT TIME ZONE coalesce(time_zone, 'UTC'), 'HH24:MI') AS local_start,
              to_char(start_date AT TIME ZONE 'UTC', 'HH24:MI') AS utc_start
       FROM public.events WHERE id = ANY($1::uuid[]) ORDER BY id`,
      [[SHANGHAI_MEETUP, ONLINE_WORKSHOP, SHENZHEN_ROUNDTABLE]],
    );
    expect(rows).toEqual([
      { id: SHANGHAI_MEETUP, time_zone: 'Asia/Shanghai', local_start: '19:00', utc_start: '11:00' },
      { id: ONLINE_WORKSHOP, time_zone: null, local_start: '13:00', utc_start: '13:00' },
      { id: SHENZHEN_ROUNDTABLE, time_zone: 'Asia/Shanghai', local_start: '14:00', utc_start: '06:00' },
    ]);
  });
});
