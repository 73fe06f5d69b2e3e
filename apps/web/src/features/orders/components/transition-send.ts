import type { useTransition } from '../api';

/** The order's transition, which every action's form sends through. */
export type TSend = ReturnType<typeof useTransition>;
