import { statementApi, type TStatementLanguage } from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryOf } from '../../lib/endpoint-query';
import { saveFile } from '../../lib/save-file';

/** Whose statement a page shows: the signed-in client's own, or a client's for staff who see money. */
export type TStatementOwner = { side: 'client' } | { side: 'admin'; clientId: number };

export const useStatement = (owner: TStatementOwner) =>
  useQuery(owner.side === 'client' ? queryOf(statementApi.mine) : queryOf(statementApi.client, { params: { id: owner.clientId } }));

/** The PDF in English or Arabic, fetched with the session and saved. */
export function useStatementPdf(owner: TStatementOwner) {
  return useMutation({
    mutationFn: async (lang: TStatementLanguage) => {
      const blob =
        owner.side === 'client'
          ? await api.download(statementApi.minePdf, { query: { lang } })
          : await api.download(statementApi.clientPdf, { params: { id: owner.clientId }, query: { lang } });
      saveFile(blob, owner.side === 'client' ? `statement-${lang}.pdf` : `statement-${owner.clientId}-${lang}.pdf`);
    },
  });
}
