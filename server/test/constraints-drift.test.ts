import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/config/paths.ts';
import { exportConstraints } from '../src/db/export-constraints.ts';

describe('contract/db-lengths.ts and db-constraints.ts', () => {
  it('matches the constraints of the migrations (run `npm run constraints` after changing them)', async () => {
    const committed = (file: string) => readFileSync(join(ROOT_DIR, 'contract', file), 'utf8');
    const generated = await exportConstraints();
    expect(committed('db-lengths.ts')).toBe(generated.lengths);
    expect(committed('db-constraints.ts')).toBe(generated.constraints);
  });

  it('reads length bounds from CHECKs, their SQL functions and class patterns, and names unique indexes', async () => {
    const { COLUMN_LENGTHS } = await import('#contract/db-lengths.ts');
    const { CONSTRAINTS } = await import('#contract/db-constraints.ts');
    expect(COLUMN_LENGTHS.user_profiles).toEqual({
      avatar_url: { max: 2048 },
      bio: { max: 500 },
      display_name: { min: 1, max: 50, trimmed: 'both' },
      location: { max: 100 },
      suspension_reason: { max: 500 },
      username: { min: 3, max: 30 },
      website: { max: 2048 },
    });
    expect(COLUMN_LENGTHS.articles.content).toEqual({ min: 50, max: 100000, trimmed: 'min' });
    expect(COLUMN_LENGTHS['auth.users'].email).toEqual({ max: 254 });
    expect(CONSTRAINTS.user_profiles_username_key).toEqual({ table: 'user_profiles', columns: ['username'], kind: 'unique' });
    expect(CONSTRAINTS.user_profiles_keep_one_admin).toEqual({ table: 'user_profiles', columns: ['is_admin'], kind: 'trigger' });
    expect(CONSTRAINTS.events_end_after_start.kind).toBe('check');
    // The client's story forms read the articles' bounds for both; a post's tags are an array of at most 10.
    const { tags, ...story } = COLUMN_LENGTHS.blog_posts;
    expect(story).toEqual(COLUMN_LENGTHS.articles);
    expect(tags).toEqual({ maxItems: 10 });
  });
});
