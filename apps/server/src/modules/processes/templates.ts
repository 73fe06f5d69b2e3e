import { asc, eq } from 'drizzle-orm';
import type { TProcessTemplate, TSaveProcessTemplate } from '@app/shared';
import type { TReader } from '../../db/client.js';
import { processTemplates, processTemplateSteps } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { recordChange } from '../audit/record.js';
import { presentTemplate, type TTemplateStepRow } from './presenter.js';

/** The four templates, Main then Monthly, abroad then in the UAE, with their steps in order. */
export async function listTemplates(db: TReader): Promise<TProcessTemplate[]> {
  const [templates, steps] = await Promise.all([
    db.select().from(processTemplates).orderBy(asc(processTemplates.packageKind), asc(processTemplates.location)),
    db.select().from(processTemplateSteps).orderBy(asc(processTemplateSteps.templateId), asc(processTemplateSteps.position)),
  ]);
  return templates.map((template) => presentTemplate(template, steps));
}

export async function getTemplate(db: TReader, id: number): Promise<TProcessTemplate> {
  const [template] = await db.select().from(processTemplates).where(eq(processTemplates.id, id));
  if (!template) throw new AppError(404, 'processes.templateNotFound');
  const steps = await db.select().from(processTemplateSteps).where(eq(processTemplateSteps.templateId, id));
  return presentTemplate(template, steps);
}

/** A template's steps as the audit trail says them: their names and expected days, in order. */
const auditedSteps = (steps: Array<Pick<TTemplateStepRow, 'nameEn' | 'nameAr' | 'expectedDays'>>) => ({
  steps: steps.map((step) => ({ name: step.nameEn, nameAr: step.nameAr, days: step.expectedDays })),
});

/**
 * The manager's new steps replace the template's, on its version. Processes already running keep
 * the steps they copied when they started.
 */
export async function saveTemplate(ctx: Pick<TCtx, 'db' | 'now' | 'audit'>, id: number, input: TSaveProcessTemplate): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [template] = await tx.select().from(processTemplates).where(eq(processTemplates.id, id)).for('update');
    if (!template) throw new AppError(404, 'processes.templateNotFound');
    if (template.version !== input.version) throw new AppError(409, 'processes.templateStale');
    const before = await tx.select().from(processTemplateSteps).where(eq(processTemplateSteps.templateId, id)).orderBy(asc(processTemplateSteps.position));
    await tx.delete(processTemplateSteps).where(eq(processTemplateSteps.templateId, id));
    await tx.insert(processTemplateSteps).values(input.steps.map((step, index) => ({ ...step, templateId: id, position: index + 1 })));
    await tx
      .update(processTemplates)
      .set({ version: template.version + 1, updatedAt: ctx.now })
      .where(eq(processTemplates.id, id));
    await recordChange(tx, ctx.audit, { action: 'update', entity: 'processTemplate', entityId: id }, auditedSteps(before), auditedSteps(input.steps));
  });
}
