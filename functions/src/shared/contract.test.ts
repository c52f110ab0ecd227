import { describe, expect, it } from 'vitest';
import { CALLABLES_BY_AREA, callableRequestSchemas } from './contract';

describe('the callable contract', () => {
  it('gives every callable one area: no two areas declare the same name', () => {
    const names = Object.values(CALLABLES_BY_AREA).flatMap((area) => Object.keys(area));
    expect(names.length).toBe(new Set(names).size);
    expect(Object.keys(callableRequestSchemas).sort()).toEqual([...names].sort());
  });
});
