import './public-styles';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import list from './list.module.css';

type TField = { key: string; label: string };

/**
 * Text filters applied on submit. The boxes show what is typed; going back or forward in history
 * puts that search back in them.
 */
export function SearchForm({
  fields,
  values,
  onSearch,
  children,
}: {
  fields: TField[];
  values: Record<string, string>;
  onSearch: (values: Record<string, string>) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const applied = fields.map((field) => values[field.key] ?? '').join('\u0000');
  const [draft, setDraft] = useState({ applied, typed: { ...values } });
  if (draft.applied !== applied) setDraft({ applied, typed: { ...values } });
  return (
    <form
      role="search"
      className={list.toolbar}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(Object.fromEntries(fields.map((field) => [field.key, (draft.typed[field.key] ?? '').trim()])));
      }}
    >
      {fields.map((field) => (
        <TextInput
          key={field.key}
          type="search"
          label={field.label}
          value={draft.typed[field.key] ?? ''}
          onChange={(event) => setDraft({ ...draft, typed: { ...draft.typed, [field.key]: event.currentTarget.value } })}
          className={list.grow}
        />
      ))}
      {children}
      <Button type="submit">{t('clients.searchSubmit')}</Button>
    </form>
  );
}

type TFilterSelectProps = {
  label: string;
  value: string;
  /** The choice that filters nothing out ('All'). */
  allLabel: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
};

/** A list filter that applies as soon as it is chosen, with 'All' first. */
export function FilterSelect({ label, value, allLabel, options, onChange }: TFilterSelectProps) {
  return (
    <NativeSelect label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)} data={[{ value: '', label: allLabel }, ...options]} />
  );
}
