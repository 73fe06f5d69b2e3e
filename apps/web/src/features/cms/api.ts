import { APPLICANT_QUESTIONNAIRE, publicRequests, siteRoutes, type TAnswerList, type TCmsPage, type TSection } from '@app/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { keyOf, publicQueryOf, taggedRoute } from '../../lib/endpoint-query';
import { currentLanguageId } from '../../lib/language';
import { cacheKeys } from '../../lib/cache-keys';
import { useCachedQuery } from '../../lib/swr-cache';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isSections = (value: unknown): value is TSection[] =>
  Array.isArray(value) && value.every((section) => isObject(section) && typeof section.key === 'string' && Array.isArray(section.pgSectionLngs));

export const pageQuery = (uniqueUrl: string, request = publicRequests.page(uniqueUrl, currentLanguageId())) => ({
  ...publicQueryOf(request, 'content'),
  // A missing page is the 404 page (the loader), or the spec's defaults: no notification.
  meta: { quiet: true },
  staleTime: 60_000,
});

export const usePage = (uniqueUrl: string) => useQuery(pageQuery(uniqueUrl));

/**
 * The agency's active packages, painted from the page's own answer on /Prices. The same call as a
 * client's request dialog makes (features/orders usePackages), so the same query: one answer, read
 * again by whatever changes the packages.
 */
export const usePublicPackages = () => useQuery({ ...publicQueryOf(publicRequests.packages(), 'orders'), staleTime: 60_000 });

/** A page's sections, painted at once from the stale-while-revalidate cache (key sections-{pageId}). */
export function useSections(pageId: number | undefined) {
  const languageId = currentLanguageId();
  return useCachedQuery(cacheKeys.sections(pageId ?? 0), pageId ? publicRequests.sections(pageId, languageId) : null, isSections);
}

export const useArticles = (pageNumber: number) =>
  useQuery({ ...publicQueryOf(publicRequests.articles(pageNumber, currentLanguageId()), 'content'), placeholderData: keepPreviousData });

// The apply page loads this module before its first paint: the endpoints by route alone, without zod.
const questionnaireCalls = siteRoutes.questionnaire;

/** The questions and all their options: keyed by the questions' call, whose input (the language) decides both. */
export function useQuestionnaire() {
  const typeId = APPLICANT_QUESTIONNAIRE;
  const questionsInput = { body: { typeId, langId: currentLanguageId() } };
  return useQuery({
    queryKey: keyOf(taggedRoute(questionnaireCalls.questions, 'content'), questionsInput),
    queryFn: async () => {
      const [questions, options] = await Promise.all([
        api.call(questionnaireCalls.questions, questionsInput),
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
