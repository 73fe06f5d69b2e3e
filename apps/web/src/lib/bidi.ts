import { directionOf } from '@app/shared';
import { currentLanguageId } from './language';

type TDirection = ReturnType<typeof directionOf>;

/** The arrow from one step to the next in reading order: → in English, ← in Arabic (right to left). */
export const forwardArrow = (direction: TDirection): '→' | '←' => (direction === 'rtl' ? '←' : '→');

/** The forward arrow of the page's language. */
export const pageForwardArrow = () => forwardArrow(directionOf(currentLanguageId()));
