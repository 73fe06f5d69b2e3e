import { describe, expect, it } from 'vitest';
import { ZAdminOrderInputSchema } from './admin-orders.js';

const issuesOf = (input: unknown) => ZAdminOrderInputSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('the Add Order input', () => {
  it('takes an existing client or a new one, never both or neither', () => {
    expect(issuesOf({ clientId: 3, laborId: 1, package: 'Main' })).toEqual([]);
    expect(issuesOf({ newClient: { userName: 'walk.in', email: 'w@example.ae', phoneNumber: '501234567' }, laborId: 1, package: 'Main' })).toEqual([]);
    expect(issuesOf({ laborId: 1, package: 'Main' })).toEqual(['clientId: validation.clientRequired']);
    expect(issuesOf({ clientId: 3, newClient: { userName: 'walk.in', email: 'w@example.ae', phoneNumber: '501234567' }, laborId: 1, package: 'Main' })).toEqual(
      ['clientId: validation.clientRequired'],
    );
  });

  it('names every missing choice at once', () => {
    expect(issuesOf({})).toEqual(['laborId: validation.laborRequired', 'package: validation.packageRequired', 'clientId: validation.clientRequired']);
  });
});
