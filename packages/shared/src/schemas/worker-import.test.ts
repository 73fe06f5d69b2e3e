import { describe, expect, it } from 'vitest';
import { WORKER_IMPORT_COLUMNS } from './worker-import.js';

describe('WORKER_IMPORT_COLUMNS', () => {
  it("keeps the template's header, names and order, as files in use have it", () => {
    expect(WORKER_IMPORT_COLUMNS.join(',')).toBe(
      'name,nameAr,dateOfBirth,gender,nationality,position,religion,education,maritalStatus,languages,passportNumber,passportIssueDate,' +
        'passportExpiryDate,passportIssuePlace,address,kids,heightCm,weightKg,salaryAed,skills,experiences,stage,sourceAgency,arrivedOn,availableFrom',
    );
  });
});
