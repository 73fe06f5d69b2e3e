import { applicantsApi, auditApi, enquiriesApi, type THistoryEntry } from '@app/shared';
import { useIsMutating, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from './api-client';
import { formatUaeDateTime } from './dates';
import { currentLanguageId } from './language';
import { t, useTranslation, type TMessageKey } from './i18n';

/** The records whose page shows their history, each read with that record's permission. */
const HISTORY = {
  labor: auditApi.laborHistory,
  client: auditApi.clientHistory,
  order: auditApi.orderHistory,
  applicant: applicantsApi.history,
  enquiry: enquiriesApi.history,
} as const;
export type THistoryKind = keyof typeof HISTORY;

/** One record's history, newest first; read again once the page's changes are saved, so a save shows below it at once. */
export function useEntityHistory(kind: THistoryKind, id: number) {
  const history = useQuery({ queryKey: ['audit', 'history', kind, id], queryFn: () => api.call(HISTORY[kind], { params: { id } }) });
  const saving = useIsMutating();
  const wasSaving = useRef(0);
  const { refetch } = history;
  useEffect(() => {
    if (wasSaving.current > 0 && saving === 0) void refetch();
    wasSaving.current = saving;
  }, [saving, refetch]);
  return history;
}

/** A catalogue text when there is one, `fallback` otherwise (codes the catalogue does not know yet). */
function labelOr(exists: (key: string) => boolean, key: string, fallback: string) {
  return exists(key) ? t(key as TMessageKey) : fallback;
}

/** Readable names, values and verbs of audit rows, in the page's language. */
export function useAuditLabels() {
  const { i18n } = useTranslation();
  const exists = i18n.exists;
  const action = (code: string) => labelOr(exists, `audit.actions.${code}`, code);
  const entity = (code: string | null) => {
    if (!code) return '';
    const [kind, list] = code.split(':');
    const label = labelOr(exists, `audit.entities.${kind}`, kind!);
    return list ? `${label} (${list})` : label;
  };
  const role = (code: string | null) => (code ? labelOr(exists, code === 'client' ? 'audit.entities.client' : `staffRoles.${code}`, code) : '');
  /** camelCase without a label: 'heightCm' reads 'height cm' in English; Arabic keeps the code. */
  const field = (name: string) =>
    labelOr(exists, `audit.fields.${name}`, i18n.language === 'en' ? name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() : name);
  /** A record inside a change (a past job): its values in the page's language ('x' or 'xAr'), joined with a dot. */
  const partsOf = (item: Record<string, unknown>) =>
    Object.entries(item)
      .filter(([key]) => (key.endsWith('Ar') ? i18n.language === 'ar' : i18n.language !== 'ar' || !(`${key}Ar` in item)))
      .map(([, part]) => (part === null || part === undefined ? '' : String(part)))
      .filter(Boolean)
      .join(' · ');
  const value = (entityCode: string | null, name: string, raw: unknown): string => {
    if (raw === null || raw === undefined || raw === '') return t('audit.empty');
    if (typeof raw === 'boolean') return t(raw ? 'audit.yes' : 'audit.no');
    if (Array.isArray(raw))
      return raw.length === 0 ? t('audit.empty') : raw.map((item) => (typeof item === 'object' && item ? partsOf(item) : String(item))).join('; ');
    if (typeof raw === 'object') return partsOf(raw as Record<string, unknown>);
    const text = String(raw);
    if (name === 'status' && entityCode === 'labor') return labelOr(exists, `laborsAdmin.status${text}`, text);
    if (name === 'status' && entityCode === 'order') return labelOr(exists, `orderStatus.${text}`, text);
    if (name === 'interviewOutcome') return labelOr(exists, `interviewOutcome.${text}`, text);
    if (name === 'status' && entityCode === 'applicant') return labelOr(exists, `applicants.status.${text}`, text);
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return formatUaeDateTime(text, currentLanguageId()) ?? text;
    // Page bodies are long HTML: the gist is enough here, the page itself holds the rest.
    const plain = text
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return plain.length > 120 ? `${plain.slice(0, 117)}…` : plain || t('audit.empty');
  };
  return { action, entity, role, field, value };
}

export type { THistoryEntry };
