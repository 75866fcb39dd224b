import { beforeEach, describe, expect, it } from 'vitest';
import { draftStore } from './draftStorage';
import { emptyPostForm } from './postForm';

const values = { ...emptyPostForm('zh'), title: '零知识证明', tags: ['zk'], featured: true };

describe('draftStore', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a copy per member and per post, until cleared', () => {
    const mine = draftStore('u1', null);
    mine.write(values);
    expect(draftStore('u1', null).read()).toEqual(values);
    expect(draftStore('u2', null).read()).toBeNull();
    expect(draftStore('u1', 'p1').read()).toBeNull();
    mine.clear();
    expect(mine.read()).toBeNull();
  });

  it('ignores a damaged or foreign entry', () => {
    localStorage.setItem('write-blog-draft:u1:new', '{not json');
    expect(draftStore('u1', null).read()).toBeNull();
    localStorage.setItem('write-blog-draft:u1:new', JSON.stringify({ ...values, tags: 'zk', language: 'fr' }));
    expect(draftStore('u1', null).read()).toBeNull();
  });
});
