import { applicantsApi, auditApi, enquiriesApi, type THistoryEntry } from '@app/shared';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useEndpoint } from './endpoint-query';
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
  const history = useEndpoint(HISTORY[kind], { params: { id } });
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

/** Readable verbs, records and roles of audit rows, in the page's language (the server writes the changed fields). */
export function useAuditLabels() {
  const { i18n } = useTranslation();
  const exists = i18n.exists;
  const action = (code: string) => labelOr(exists, `audit.actions.${code}`, code);
  const entity = (code: string | null) => {
    if (!code) return '';
    const [kind, list] = code.split(':');
    const label = labelOr(exists, `audit.entities.${kind}`, kind!);
    return list ? `${label} (${labelOr(exists, `lookups.${list}Title`, list)})` : label;
  };
  const role = (code: string | null) => (code ? labelOr(exists, code === 'client' ? 'audit.entities.client' : `staffRoles.${code}`, code) : '');
  return { action, entity, role };
}

export type { THistoryEntry };
