import type { TWorkerField } from '@app/shared';

/** The shape of the content the site is first installed with (cms-data.ts). */
export type TBilingual = { en: string; ar: string };

export type TSectionSeed = {
  /** hero, servicesSummary, whyUs, howItWorks, testimonials, latestArticles, or a page's own blocks. */
  key: string;
  title: TBilingual;
  subTitle: TBilingual;
  /** Simple HTML: <p>, <ul><li>, <strong>, <em>, <a href>, <h2>, <h3>. No scripts, no styles. */
  body: TBilingual;
};

export type TPageSeed = {
  uniqueUrl: string;
  kind: 'page' | 'article';
  /** Days before the install date (articles are dated in the past). */
  publishedDaysAgo: number;
  title: TBilingual;
  seoDesc: TBilingual;
  keywords: TBilingual;
  summary: TBilingual;
  body: TBilingual;
  sections: TSectionSeed[];
};

export type TQuestionSeed = {
  kind: 'text' | 'single' | 'multiple';
  isRequired: boolean;
  text: TBilingual;
  options: TBilingual[];
  /** The worker field its answer fills when an applicant becomes a worker. */
  workerField?: TWorkerField;
};

export type TSettingSeed = Record<string, TBilingual>;
