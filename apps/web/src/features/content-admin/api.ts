import type {
  TAdminBranch,
  TAdminMenuItem,
  TAdminPage,
  TAdminQuestion,
  TAsset,
  TBranchInput,
  TMenuItemInput,
  TPage,
  TPageInput,
  TQuestionInput,
  TSectionInput,
  TSubmission,
} from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useUploadWithProgress } from '../../lib/use-upload';
import { listQuery } from '../../lib/list-state';

type TPageSummary = { id: number; uniqueUrl: string; kind: 'page' | 'article'; title: string; titleAr: string; isActive: boolean; publishedAt: string };

export function useAdminPages(filters: { search: string; kind: string }, pageNumber: number) {
  return useQuery({
    queryKey: ['content', 'pages', filters, pageNumber],
    queryFn: () => api.get<TPage<TPageSummary>>(`/api/admin/pages?${listQuery(filters, pageNumber)}`),
    placeholderData: keepPreviousData,
  });
}

export const useAdminPage = (id: number) => useQuery({ queryKey: ['content', 'page', id], queryFn: () => api.get<TAdminPage>(`/api/admin/pages/${id}`) });

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
  useContentMutation((input: TPageInput) => api.send<TAdminPage>(id ? 'PUT' : 'POST', id ? `/api/admin/pages/${id}` : '/api/admin/pages', input));
export const useDeletePage = () => useContentMutation((id: number) => api.send<null>('DELETE', `/api/admin/pages/${id}`));
export const useAddSection = (pageId: number) => useContentMutation((input: TSectionInput) => api.send<TAdminPage>('POST', `/api/admin/pages/${pageId}/sections`, input));
export const useSaveSection = (id: number) => useContentMutation((input: TSectionInput) => api.send<TAdminPage>('PUT', `/api/admin/sections/${id}`, input));
export const useDeleteSection = () => useContentMutation((id: number) => api.send<TAdminPage>('DELETE', `/api/admin/sections/${id}`));

export const useMenuItems = (typeId: number) => useQuery({ queryKey: ['content', 'menu', typeId], queryFn: () => api.get<TAdminMenuItem[]>(`/api/admin/menus/${typeId}`) });
export const useAddMenuItem = (typeId: number) => useContentMutation((input: TMenuItemInput) => api.send<TAdminMenuItem[]>('POST', `/api/admin/menus/${typeId}`, input));
export const useDeleteMenuItem = () => useContentMutation((id: number) => api.send<TAdminMenuItem[]>('DELETE', `/api/admin/menu-items/${id}`));
export const useSaveMenuItem = (id: number) => useContentMutation((input: TMenuItemInput) => api.send<TAdminMenuItem[]>('PUT', `/api/admin/menu-items/${id}`, input));

export function useMedia(pageNumber: number) {
  return useQuery({
    queryKey: ['content', 'media', pageNumber],
    queryFn: () => api.get<TPage<TAsset>>(`/api/admin/media?pageNumber=${pageNumber}&pageSize=24`),
    placeholderData: keepPreviousData,
  });
}

export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useUploadWithProgress<TAsset>('/api/admin/media?kind=image', () => void queryClient.invalidateQueries({ queryKey: ['content'] }));
}

export const useDeleteMedia = () => useContentMutation((id: number) => api.send<null>('DELETE', `/api/admin/media/${id}`));

export const useSettings = () => useQuery({ queryKey: ['content', 'settings'], queryFn: () => api.get<Record<string, string>>('/api/admin/settings') });
export const useSaveSettings = () => useContentMutation((settings: Record<string, string>) => api.send<Record<string, string>>('PUT', '/api/admin/settings', settings));

export const useBranches = () => useQuery({ queryKey: ['content', 'branches'], queryFn: () => api.get<TAdminBranch[]>('/api/admin/branches') });
export const useSaveBranch = (id: number | null) =>
  useContentMutation((input: TBranchInput) => api.send<TAdminBranch[]>(id ? 'PUT' : 'POST', id ? `/api/admin/branches/${id}` : '/api/admin/branches', input));
export const useDeleteBranch = () => useContentMutation((id: number) => api.send<TAdminBranch[]>('DELETE', `/api/admin/branches/${id}`));

export const useQuestions = () => useQuery({ queryKey: ['content', 'questions'], queryFn: () => api.get<TAdminQuestion[]>('/api/admin/questions') });
export const useSaveQuestion = (id: number | null) =>
  useContentMutation((input: TQuestionInput) => api.send<TAdminQuestion[]>(id ? 'PUT' : 'POST', id ? `/api/admin/questions/${id}` : '/api/admin/questions', input));
export const useDeleteQuestion = () => useContentMutation((id: number) => api.send<TAdminQuestion[]>('DELETE', `/api/admin/questions/${id}`));

export function useAnswers(pageNumber: number) {
  return useQuery({
    queryKey: ['content', 'answers', pageNumber],
    queryFn: () => api.get<TPage<TSubmission>>(`/api/admin/answers?pageNumber=${pageNumber}&pageSize=10`),
    placeholderData: keepPreviousData,
  });
}

/** Every answer as a CSV file in the reader's language, saved by the browser. */
export const useExportAnswers = () =>
  useMutation({
    mutationFn: () => api.downloadFrom('/api/admin/answers.csv'),
    onSuccess: (blob) => {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = 'answers.csv';
      link.click();
      URL.revokeObjectURL(link.href);
    },
  });
