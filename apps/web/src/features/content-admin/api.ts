import { cmsApi, uploadsApi, type TBranchInput, type TMenuItemInput, type TPageInput, type TQuestionInput, type TSectionInput } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useUploadWithProgress } from '../../lib/use-upload';
import { listQuery } from '../../lib/list-state';

export function useAdminPages(filters: { search: string; kind: string }, pageNumber: number) {
  return useQuery({
    queryKey: ['content', 'pages', filters, pageNumber],
    queryFn: () => api.call(cmsApi.adminPages, { query: listQuery(filters, pageNumber) }),
    placeholderData: keepPreviousData,
  });
}

export const useAdminPage = (id: number) => useQuery({ queryKey: ['content', 'page', id], queryFn: () => api.call(cmsApi.adminPage, { params: { id } }) });

/** Saved content shows on the public site at once: its cached copies are dropped. */
function useContentMutation<TInput, TResult>(send: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['content'] });
      void queryClient.invalidateQueries({ queryKey: ['cms'] });
    },
  });
}

export const useSavePage = (id: number | null) =>
  useContentMutation((input: TPageInput) => (id ? api.send(cmsApi.updatePage, { params: { id }, body: input }) : api.send(cmsApi.addPage, { body: input })));
export const useDeletePage = () => useContentMutation((id: number) => api.send(cmsApi.deletePage, { params: { id } }));
export const useAddSection = (pageId: number) =>
  useContentMutation((input: TSectionInput) => api.send(cmsApi.addSection, { params: { id: pageId }, body: input }));
export const useSaveSection = (id: number) => useContentMutation((input: TSectionInput) => api.send(cmsApi.updateSection, { params: { id }, body: input }));
export const useDeleteSection = () => useContentMutation((id: number) => api.send(cmsApi.deleteSection, { params: { id } }));

export const useMenuItems = (typeId: number) =>
  useQuery({ queryKey: ['content', 'menu', typeId], queryFn: () => api.call(cmsApi.menuItems, { params: { typeId } }) });
export const useAddMenuItem = (typeId: number) =>
  useContentMutation((input: TMenuItemInput) => api.send(cmsApi.addMenuItem, { params: { typeId }, body: input }));
export const useDeleteMenuItem = () => useContentMutation((id: number) => api.send(cmsApi.deleteMenuItem, { params: { id } }));
export const useSaveMenuItem = (id: number) => useContentMutation((input: TMenuItemInput) => api.send(cmsApi.updateMenuItem, { params: { id }, body: input }));

export function useMedia(pageNumber: number) {
  return useQuery({
    queryKey: ['content', 'media', pageNumber],
    queryFn: () => api.call(cmsApi.media, { query: { pageNumber, pageSize: 24 } }),
    placeholderData: keepPreviousData,
  });
}

export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useUploadWithProgress(uploadsApi.media, { query: { kind: 'image' } }, () => void queryClient.invalidateQueries({ queryKey: ['content'] }));
}

export const useDeleteMedia = () => useContentMutation((id: number) => api.send(cmsApi.deleteMedia, { params: { id } }));

export const useSettings = () => useQuery({ queryKey: ['content', 'settings'], queryFn: () => api.call(cmsApi.adminSettings) });
export const useSaveSettings = () => useContentMutation((settings: Record<string, string>) => api.send(cmsApi.saveSettings, { body: settings }));

export const useBranches = () => useQuery({ queryKey: ['content', 'branches'], queryFn: () => api.call(cmsApi.branches) });
export const useSaveBranch = (id: number | null) =>
  useContentMutation((input: TBranchInput) =>
    id ? api.send(cmsApi.updateBranch, { params: { id }, body: input }) : api.send(cmsApi.addBranch, { body: input }),
  );
export const useDeleteBranch = () => useContentMutation((id: number) => api.send(cmsApi.deleteBranch, { params: { id } }));

export const useQuestions = () => useQuery({ queryKey: ['content', 'questions'], queryFn: () => api.call(cmsApi.adminQuestions) });
export const useSaveQuestion = (id: number | null) =>
  useContentMutation((input: TQuestionInput) =>
    id ? api.send(cmsApi.updateQuestion, { params: { id }, body: input }) : api.send(cmsApi.addQuestion, { body: input }),
  );
export const useDeleteQuestion = () => useContentMutation((id: number) => api.send(cmsApi.deleteQuestion, { params: { id } }));

export function useAnswers(pageNumber: number) {
  return useQuery({
    queryKey: ['content', 'answers', pageNumber],
    queryFn: () => api.call(cmsApi.answers, { query: { pageNumber, pageSize: 10 } }),
    placeholderData: keepPreviousData,
  });
}

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
