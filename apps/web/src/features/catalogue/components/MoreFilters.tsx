import '../../../app/ui/public-styles';
import {
  CATALOGUE_MAX_LANGUAGES,
  EXPERIENCE_YEARS,
  GULF_EXPERIENCE,
  inLanguage,
  type TCatalogueFacets,
  type TCatalogueParams,
  type TLocale,
  westernDigits,
} from '@app/shared';
import { Checkbox, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useLookup } from '../api';
import classes from './catalogue.module.css';

type TProps = {
  params: TCatalogueParams;
  /** Null while the catalogue is read again after a change: every choice shows, without counts. */
  facets: TCatalogueFacets | null;
  locale: TLocale;
  onChange: (change: Partial<TCatalogueParams>) => void;
};

/** "Christianity (12)": a choice and how many workers it would show. */
export const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

/** A choice is offered when it would show workers, or when it is the one chosen. */
export const offered = (counts: Record<string, number> | undefined, value: string, chosen: boolean) => !counts || (counts[value] ?? 0) > 0 || chosen;

/** The filters beyond the spec's four: religion, marital status, languages, experience, the Gulf, salary, availability and video. */
export function MoreFilters({ params, facets, locale, onChange }: TProps) {
  const { t } = useTranslation();
  const religions = useLookup('religions');
  const maritalStatuses = useLookup('maritalStatuses');
  const languages = useLookup('languages');
  const any = { value: '', label: t('catalogue.any') };
  const referenceChoices = (values: typeof religions.data, counts: Record<string, number> | undefined, chosen: string) => [
    any,
    ...(values ?? [])
      .filter((value) => offered(counts, String(value.id), String(value.id) === chosen))
      .map((value) => ({ value: String(value.id), label: withCount(inLanguage(value, 'name', locale), counts?.[value.id]) })),
  ];
  const toggleLanguage = (id: string, spoken: boolean) =>
    onChange({ languages: spoken ? [...params.languages, id] : params.languages.filter((chosen) => chosen !== id) });
  return (
    <div className={classes.moreFilters}>
      <NativeSelect
        label={t('catalogue.religion')}
        data={referenceChoices(religions.data, facets?.religion, params.religion)}
        value={params.religion}
        onChange={(event) => onChange({ religion: event.currentTarget.value })}
      />
      <NativeSelect
        label={t('catalogue.maritalStatus')}
        data={referenceChoices(maritalStatuses.data, facets?.maritalStatus, params.maritalStatus)}
        value={params.maritalStatus}
        onChange={(event) => onChange({ maritalStatus: event.currentTarget.value })}
      />
      <NativeSelect
        label={t('catalogue.experience')}
        data={[
          any,
          ...EXPERIENCE_YEARS.map(String)
            .filter((years) => offered(facets?.experience, years, years === params.experience))
            .map((years) => ({ value: years, label: withCount(t('catalogue.experienceAtLeast', { count: Number(years) }), facets?.experience[years]) })),
        ]}
        value={params.experience}
        onChange={(event) => onChange({ experience: event.currentTarget.value })}
      />
      <NativeSelect
        label={t('catalogue.workedIn')}
        data={[
          any,
          ...GULF_EXPERIENCE.filter((where) => offered(facets?.workedIn, where, where === params.workedIn)).map((where) => ({
            value: where,
            label: withCount(t(`catalogue.workedInChoices.${where}`), facets?.workedIn[where]),
          })),
        ]}
        value={params.workedIn}
        onChange={(event) => onChange({ workedIn: event.currentTarget.value as TCatalogueParams['workedIn'] })}
      />
      <SalaryBound label={t('catalogue.salaryMin')} value={params.salaryMin} onCommit={(salaryMin) => onChange({ salaryMin })} />
      <SalaryBound label={t('catalogue.salaryMax')} value={params.salaryMax} onCommit={(salaryMax) => onChange({ salaryMax })} />
      <TextInput
        type="date"
        label={t('catalogue.availableBy')}
        value={params.availableBy}
        onChange={(event) => onChange({ availableBy: event.currentTarget.value })}
      />
      <fieldset className={classes.languageChoices}>
        <legend>{t('catalogue.languagesSpoken')}</legend>
        {(languages.data ?? [])
          .filter((language) => offered(facets?.languages, String(language.id), params.languages.includes(String(language.id))))
          .map((language) => {
            const id = String(language.id);
            const spoken = params.languages.includes(id);
            return (
              <Checkbox
                key={id}
                label={withCount(inLanguage(language, 'name', locale), facets?.languages[id])}
                checked={spoken}
                disabled={!spoken && params.languages.length >= CATALOGUE_MAX_LANGUAGES}
                onChange={(event) => toggleLanguage(id, event.currentTarget.checked)}
              />
            );
          })}
      </fieldset>
      {(!facets || facets.hasVideo > 0 || params.hasVideo) && (
        <Checkbox
          className={classes.videoChoice}
          label={withCount(t('catalogue.hasVideo'), facets?.hasVideo)}
          checked={params.hasVideo}
          onChange={(event) => onChange({ hasVideo: event.currentTarget.checked })}
        />
      )}
    </div>
  );
}

/** A typed amount in whole dirhams: Arabic-Indic digits and thousands separators are read; null when it is not one. */
export function salaryAmount(typed: string): string | null {
  const digits = westernDigits(typed).replace(/[\s,\u066C]/g, '');
  if (digits === '') return '';
  return /^\d{1,6}$/.test(digits) ? String(Number(digits)) : null;
}

/** A salary bound in AED, applied when the field is left or Enter is pressed (not at every key). */
function SalaryBound({ label, value, onCommit }: { label: string; value: string; onCommit: (value: string) => void }) {
  const { t } = useTranslation();
  const [invalid, setInvalid] = useState(false);
  const commit = (input: HTMLInputElement) => {
    const amount = salaryAmount(input.value);
    setInvalid(amount === null);
    if (amount === null) return;
    if (amount !== value) onCommit(amount);
    else input.value = amount;
  };
  return (
    <TextInput
      // A new field whenever the address's bound changes (typed, cleared, Back): it shows that bound.
      key={value}
      label={label}
      inputMode="numeric"
      dir="ltr"
      defaultValue={value}
      error={invalid ? t('catalogue.salaryInvalid') : undefined}
      onBlur={(event) => commit(event.currentTarget)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(event.currentTarget);
      }}
    />
  );
}
