import { CV_FAMILY_MAX } from '@app/shared';
import { Button, Checkbox } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import classes from './cv.module.css';
import { StaffCvMenu } from './StaffCvMenu';

/** The workers chosen for a family's CV, kept while staff page through the list; at most CV_FAMILY_MAX. */
export function useFamilySelection() {
  const [selected, setSelected] = useState<number[]>([]);
  return {
    selected,
    toggle: (id: number) => setSelected((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : ids.length < CV_FAMILY_MAX ? [...ids, id] : ids)),
    clear: () => setSelected([]),
  };
}
export type TFamilySelection = ReturnType<typeof useFamilySelection>;

/** A row's box: choose this worker for the family's CV. */
export function FamilyCheckbox({ selection, id, code }: { selection: TFamilySelection; id: number; code: string }) {
  const { t } = useTranslation();
  const checked = selection.selected.includes(id);
  return (
    <Checkbox
      aria-label={t('cv.select', { code })}
      checked={checked}
      disabled={!checked && selection.selected.length >= CV_FAMILY_MAX}
      onChange={() => selection.toggle(id)}
    />
  );
}

/** Above the list: one CV of the chosen workers, in the language chosen. */
export function FamilyCvBar({ selection }: { selection: TFamilySelection }) {
  const { t } = useTranslation();
  const count = selection.selected.length;
  return (
    <div className={classes.familyBar}>
      <StaffCvMenu
        ids={selection.selected}
        label={count ? t('cv.familyDownload', { count }) : t('cv.familyNone')}
        fileName={(lang) => `family-cv-${lang}.pdf`}
      />
      {count > 0 && (
        <Button variant="subtle" onClick={selection.clear}>
          {t('cv.clearSelection')}
        </Button>
      )}
      {count >= CV_FAMILY_MAX && <span>{t('cv.familyLimit')}</span>}
    </div>
  );
}
