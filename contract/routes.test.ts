import { describe, expect, it } from 'vitest';
import { countedPagePath } from './routes.ts';

describe('countedPagePath', () => {
  it('counts a page once whatever its language', () => {
    expect(countedPagePath('/news?lang=zh')).toBe('/news');
    expect(countedPagePath('/blog?category=defi&lang=all')).toBe('/blog?category=defi');
    expect(countedPagePath('/')).toBe('/');
  });

  it('leaves out the administrators’ screens and the API console', () => {
    expect(countedPagePath('/admin/dashboard')).toBeNull();
    expect(countedPagePath('/admin')).toBeNull();
    expect(countedPagePath('/write-article?edit=1')).toBeNull();
    expect(countedPagePath('/console')).toBeNull();
    expect(countedPagePath('/administrators-guide')).toBe('/administrators-guide');
  });
});
