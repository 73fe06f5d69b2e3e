import type { TDb } from '../../db/client.js';
import { presentContractSide } from './contract-content.js';
import { contractFactsOf } from './contract-data.js';
import type { TPdfDrawing } from '../cv/render-pool.js';

/** The standard employment contract of a process's order as a PDF, and the name it is saved under. */
export async function processContract(db: TDb, drawing: TPdfDrawing, processId: number, now: Date): Promise<{ pdf: Buffer; fileName: string }> {
  const facts = await contractFactsOf(db, processId, now);
  const pdf = await drawing.contract([presentContractSide(facts, 'en'), presentContractSide(facts, 'ar')]);
  return { pdf, fileName: `contract-${facts.orderNumber}.pdf` };
}
