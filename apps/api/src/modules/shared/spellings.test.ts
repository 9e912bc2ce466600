import { describe, expect, it } from 'vitest';
import { spellings } from './spellings.ts';

describe('spellings', () => {
  it('documents the spec spelling and hides the others', () => {
    expect(spellings('/api/Static/', '/api/static')).toEqual([
      ['/api/Static/', false],
      ['/api/static', true],
    ]);
    expect(spellings('/api/x')).toEqual([['/api/x', false]]);
  });
});
