import { useId as useReactId } from 'react';

/**
 * Mantine's useId (@mantine/hooks), without its switch to a random id after mounting: React's id
 * is the same on the server and in the browser, and the switch, a state update in a layout effect,
 * re-rendered every Mantine input at once as a page was taken over (stable-ids.ts).
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
