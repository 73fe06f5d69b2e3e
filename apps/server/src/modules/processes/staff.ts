import type { TProcessStaffMember } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { assertOwner, staffWhoMay } from '../staff/owners.js';

/** Who runs steps: staff whose role manages placements (sales and managers), as for the placements themselves. */
const RUNS_STEPS = 'placements.manage';

/** The active staff who may run a step, by name: the step dialog's and the board filter's choices. */
export async function listProcessStaff(db: Pick<TDb, 'select'>): Promise<TProcessStaffMember[]> {
  return (await staffWhoMay(db, RUNS_STEPS)).map(({ id, userName }) => ({ id, name: userName }));
}

/**
 * A step is given only to an active member of staff who may run it (422 otherwise). The one it
 * already has stays with it through other changes, even once disabled or moved to another role.
 */
export async function assertStepStaff(db: Pick<TDb, 'select'>, assigneeId: number | null, current: number | null) {
  if (assigneeId === null || assigneeId === current) return;
  await assertOwner(db, assigneeId, RUNS_STEPS, 'processes.assigneeNotStaff', 'assigneeId');
}
