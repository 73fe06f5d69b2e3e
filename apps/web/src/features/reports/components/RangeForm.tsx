import { Button, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { presetOf, presetRange, RANGE_PRESETS, rangeProblem, type TRange } from '../ranges';
import classes from '../reports.module.css';

/** The UAE days the reports cover: a preset, or any two days; a range the server would refuse is said here. */
export function RangeForm({ range, today, onChange }: { range: TRange; today: string; onChange: (range: TRange) => void }) {
  const { t } = useTranslation();
  const pressed = presetOf(range, today);
  const problem = rangeProblem(range);
  return (
    <fieldset className={classes.range}>
      <legend className={classes.rangeLegend}>{t('reports.range')}</legend>
      <div className={classes.presets}>
        {RANGE_PRESETS.map((preset) => (
          <Button
            key={preset}
            size="compact-sm"
            variant={pressed === preset ? 'filled' : 'default'}
            aria-pressed={pressed === preset}
            onClick={() => onChange(presetRange(preset, today))}
          >
            {t(`reports.preset.${preset}`)}
          </Button>
        ))}
      </div>
      <div className={classes.days}>
        <TextInput
          type="date"
          label={t('reports.from')}
          value={range.from}
          onChange={(event) => onChange({ ...range, from: event.currentTarget.value })}
          dir="ltr"
        />
        <TextInput
          type="date"
          label={t('reports.to')}
          value={range.to}
          onChange={(event) => onChange({ ...range, to: event.currentTarget.value })}
          error={problem ? t(problem) : undefined}
          dir="ltr"
        />
      </div>
    </fieldset>
  );
}
