import { cmsApi, uploadsApi, type TBranchInput, type TMenuItemInput, type TPageInput, type TQuestionInput, type TSectionInput } from '@app/shared';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { invalidateTags, useEndpoint, useEndpointMutation } from '../../lib/endpoint-query';
import { useUploadWithProgress } from '../../lib/use-upload';
import { listQuery } from '../../lib/list-state';

export const useAdminPages = (filters: { search: string; kind: string }, pageNumber: number) =>
  useEndpoint(cmsApi.adminPages, { query: listQuery(filters, pageNumber) }, { placeholderData: keepPreviousData });

export const useAdminPage = (id: number) => useEndpoint(cmsApi.adminPage, { params: { id } });

/**
 * Saved content shows on the public site at once: the back office's copies (tag 'content admin') and
 * the public pages' (tag 'content': pages, articles, the questionnaire) are read again. What the site
 * keeps in the browser's storage (lib/swr-cache: menus, sections, settings) follows its own rules.
 */
const useContentMutation = <TInput, TResult>(send: (input: TInput) => Promise<TResult>) =>
  useEndpointMutation(send, { invalidates: ['content admin', 'content'] });

export const useSavePage = (id: number | null) =>
  useContentMutation((input: TPageInput) => (id ? api.send(cmsApi.updatePage, { params: { id }, body: input }) : api.send(cmsApi.addPage, { body: input })));
export const useDeletePage = () => useContentMutation((id: number) => api.send(cmsApi.deletePage, { params: { id } }));
export const useAddSection = (pageId: number) =>
  useContentMutation((input: TSectionInput) => api.send(cmsApi.addSection, { params: { id: pageId }, body: input }));
export const useSaveSection = (id: number) => useContentMutation((input: TSectionInput) => api.send(cmsApi.updateSection, { params: { id }, body: input }));
export const useDeleteSection = () => useContentMutation((id: number) => api.send(cmsApi.deleteSection, { params: { id } }));

export const useMenuItems = (typeId: number) => useEndpoint(cmsApi.menuItems, { params: { typeId } });
export const useAddMenuItem = (typeId: number) =>
  useContentMutation((input: TMenuItemInput) => api.send(cmsApi.addMenuItem, { params: { typeId }, body: input }));
export const useDeleteMenuItem = () => useContentMutation((id: number) => api.send(cmsApi.deleteMenuItem, { params: { id } }));
export const useSaveMenuItem = (id: number) => useContentMutation((input: TMenuItemInput) => api.send(cmsApi.updateMenuItem, { params: { id }, body: input }));

export const useMedia = (pageNumber: number) => useEndpoint(cmsApi.media, { query: { pageNumber, pageSize: 24 } }, { placeholderData: keepPreviousData });

/** A new file is only in the library (cmsApi.media) until a page uses it. */
export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useUploadWithProgress(uploadsApi.media, { query: { kind: 'image' } }, () => invalidateTags(queryClient, ['content admin']));
}

export const useDeleteMedia = () => useContentMutation((id: number) => api.send(cmsApi.deleteMedia, { params: { id } }));

export const useSettings = () => useEndpoint(cmsApi.adminSettings, undefined);
export const useSaveSettings = () => useContentMutation((settings: Record<string, string>) => api.send(cmsApi.saveSettings, { body: settings }));

export const useBranches = () => useEndpoint(cmsApi.branches, undefined);
export const useSaveBranch = (id: number | null) =>
  useContentMutation((input: TBranchInput) =>
    id ? api.send(cmsApi.updateBranch, { params: { id }, body: input }) : api.send(cmsApi.addBranch, { body: input }),
  );
export const useDeleteBranch = () => useContentMutation((id: number) => api.send(cmsApi.deleteBranch, { params: { id } }));

export const useQuestions = () => useEndpoint(cmsApi.adminQuestions, undefined);
export const useSaveQuestion = (id: number | null) =>
  useContentMutation((input: TQuestionInput) =>
    id ? api.send(cmsApi.updateQuestion, { params: { id }, body: input }) : api.send(cmsApi.addQuestion, { body: input }),
  );
export const useDeleteQuestion = () => useContentMutation((id: number) => api.send(cmsApi.deleteQuestion, { params: { id } }));

export const useAnswers = (pageNumber: number) => useEndpoint(cmsApi.answers, { query: { pageNumber, pageSize: 10 } }, { placeholderData: keepPreviousData });

/** Every answer as a CSV file in the reader's language, saved by the browser. */
export const useExportAnswers = () =>
  useMutation({
    mutationFn: () => api.download(cmsApi.answersCsv),
    onSuccess: (blob) => {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = 'answers.csv';
      link.click();
      URL.revokeObjectURL(link.href);
    },
  });
