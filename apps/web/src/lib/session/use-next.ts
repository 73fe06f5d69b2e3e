import { useSearchParams } from 'react-router';
import { NEXT_PARAM, safeNextPath } from './access';

/** The page the account pages lead back to (?next=), a path of this site only; null when there is none. */
export function useNextPath(): string | null {
  const [params] = useSearchParams();
  return safeNextPath(params.get(NEXT_PARAM));
}
