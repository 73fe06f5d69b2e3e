import { APPLICANT_QUESTIONNAIRE, publicRequests, siteRoutes, type TAnswerList, type TCmsPage, type TSection } from '@app/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { currentLanguageId } from '../../lib/language';
import { firstPaintOptions } from '../../lib/first-paint';
import { cacheKeys } from '../../lib/cache-keys';
import { useCachedQuery } from '../../lib/swr-cache';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isSections = (value: unknown): value is TSection[] =>
  Array.isArray(value) && value.every((section) => isObject(section) && typeof section.key === 'string' && Array.isArray(section.pgSectionLngs));

export const pageQuery = (uniqueUrl: string, request = publicRequests.page(uniqueUrl, currentLanguageId())) => ({
  queryKey: ['cms', 'page', uniqueUrl, currentLanguageId()] as const,
  queryFn: () => api.read(request),
  ...firstPaintOptions(request),
  // A missing page is the 404 page (the loader), or the spec's defaults: no notification.
  meta: { quiet: true },
  staleTime: 60_000,
});

export const usePage = (uniqueUrl: string) => useQuery(pageQuery(uniqueUrl));

/** The agency's active packages, painted from the page's own answer on /Prices. */
export function usePublicPackages() {
  const request = publicRequests.packages();
  return useQuery({ queryKey: ['packages', 'public'], queryFn: () => api.read(request), ...firstPaintOptions(request), staleTime: 60_000 });
}

/** A page's sections, painted at once from the stale-while-revalidate cache (key sections-{pageId}). */
export function useSections(pageId: number | undefined) {
  const languageId = currentLanguageId();
  return useCachedQuery(cacheKeys.sections(pageId ?? 0), pageId ? publicRequests.sections(pageId, languageId) : null, isSections);
}

export function useArticles(pageNumber: number) {
  const request = publicRequests.articles(pageNumber, currentLanguageId());
  return useQuery({
    queryKey: ['cms', 'articles', pageNumber, currentLanguageId()],
    queryFn: () => api.read(request),
    ...firstPaintOptions(request),
    placeholderData: keepPreviousData,
  });
}

// The apply page loads this module before its first paint: the endpoints by route alone, without zod.
const questionnaireCalls = siteRoutes.questionnaire;

export function useQuestionnaire() {
  return useQuery({
    queryKey: ['cms', 'questionnaire', currentLanguageId()],
    queryFn: async () => {
      const typeId = APPLICANT_QUESTIONNAIRE;
      const [questions, options] = await Promise.all([
        api.call(questionnaireCalls.questions, { body: { typeId, langId: currentLanguageId() } }),
        // The spec's call: all options of the questionnaire, without paging.
        api.call(questionnaireCalls.options, { body: { typeId, paginationFilter: { pageNumber: 1, pageSize: 10, isPaging: false } } }),
      ]);
      return { questions, options };
    },
  });
}

const PLACEHOLDER_TOKEN = 'visitor';

/** The 'par' field of the stored user data, or a placeholder (SPEC.md section 6). */
function answerToken(): string {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem('user') ?? 'null');
    if (isObject(stored) && typeof stored.par === 'string' && stored.par) return stored.par;
  } catch {
    // Unreadable user data counts as none.
  }
  return window.localStorage.getItem('token') ?? PLACEHOLDER_TOKEN;
}

export const useSendAnswers = () =>
  useMutation({
    mutationFn: (answers: TAnswerList) => api.sendWithToken(answerToken(), questionnaireCalls.addAnswers, { body: answers }),
  });

const isHomeData = (value: unknown): value is { page: TCmsPage; sections: TSection[] } => isObject(value) && isObject(value.page) && isSections(value.sections);

/** The home page and its sections by term and language, painted from the cache key homeData-{term}-{lang}. */
export function useHomeData(term = 'home') {
  const languageId = currentLanguageId();
  return useCachedQuery(cacheKeys.homeData(term, languageId), publicRequests.homeData(term, languageId), isHomeData);
}
