import { z } from '../schemas/zod.js';
import { ZIdParamsSchema } from '../schemas/auth.js';
import { endpoint } from './endpoint.js';

const tag = 'processes';

/** A member of staff who may run a process's steps: an active sales staff member or manager. */
export const ZProcessStaffMemberSchema = z.object({ id: z.number().int(), name: z.string() });
export type TProcessStaffMember = z.infer<typeof ZProcessStaffMemberSchema>;

/**
 * The visa process's standard employment contract and the staff who run its steps (issue 34):
 * the contract is drawn from the process's order, its client and worker and the package's terms.
 */
export const processContractApi = {
  pdf: endpoint({
    method: 'GET',
    path: '/api/admin/processes/:id/contract.pdf',
    access: 'placements.manage',
    tag,
    summary:
      "The standard domestic worker employment contract of a process's order as a PDF, English and Arabic side by side: the parties, the work, the wage, hours, rest and leave, the probation and the guarantee, the signatures",
    params: ZIdParamsSchema,
    // The PDF itself (no envelope).
    response: z.string(),
    kind: 'file',
  }),
  staff: endpoint({
    method: 'GET',
    path: '/api/admin/processes/staff',
    access: 'orders.view',
    tag,
    summary: 'The active staff who may run steps (their role manages placements), by name: the step dialog and the board filter choose among them',
    response: z.array(ZProcessStaffMemberSchema),
  }),
};
