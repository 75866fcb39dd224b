import { describe, expect, it } from 'vitest';
import seeds from '../../../../../hasura/seeds/default/01_categories_authors.sql?raw';
import { WEB3_CATEGORIES } from './web3Categories';

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

describe('WEB3_CATEGORIES', () => {
  it('are the 11 article categories of the demo seeds, field for field', () => {
    const seeded = [...seeds.matchAll(/\(\s*'[^']+',\s*('(?:[^']|'')*'),\s*('(?:[^']|'')*'),\s*'([^']+)',\s*('(?:[^']|'')*'),\s*'article'/g)].map((match) => match[3]);
    expect(WEB3_CATEGORIES).toHaveLength(11);
    expect(seeded).toEqual(WEB3_CATEGORIES.map((category) => category.slug));
    for (const category of WEB3_CATEGORIES) {
      const tuple = [category.name, category.name_zh, category.slug].map(sqlText).join(', ');
      expect(seeds).toContain(tuple);
      expect(seeds).toContain(`${sqlText(category.description)}, 'article'`);
    }
  });
});
