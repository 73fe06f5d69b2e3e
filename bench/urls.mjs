// The many different questions of the cold rows: every catalogue filter combination, shuffled the same way each run.
import { URLSearchParams } from 'node:url';

export const AGE_RANGES = ['18-25', '26-30', '31-35', '36-40', '41-45'];
const LABOR_SORTS = ['latest', 'ageAsc', 'ageDesc'];
const GENDERS = ['female', 'male'];
export const ORDER_SORTS = ['', 'number', '-number', 'status', '-createdAt', 'package'];
const PAGES = [1, 2, 3, 5, 10];

/** The same pseudo-random order every run (mulberry32), so two runs ask the same questions. */
export function shuffled(values, seed = 42) {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

const withEmpty = (values) => ['', ...values];

/** nationality x gender x profession x age range x sort x page, each as the catalogue's query values. */
function catalogueFilters({ countries, positions }) {
  const combinations = [];
  for (const nationality of withEmpty(countries))
    for (const gender of withEmpty(GENDERS))
      for (const profession of withEmpty(positions))
        for (const ageRange of withEmpty(AGE_RANGES))
          for (const sort of LABOR_SORTS) for (const page of PAGES) combinations.push({ nationality, gender, profession, ageRange, sort, page });
  return shuffled(combinations);
}

const query = (entries) =>
  new URLSearchParams(entries.filter(([, value]) => value !== '' && value !== undefined).map(([key, value]) => [key, String(value)])).toString();

/** The API calls the catalogue page makes (pageSize 12, as the web app asks). */
export const cataloguePaths = (lookups) =>
  catalogueFilters(lookups).map(
    (f) =>
      `/api/labors?${query([
        ['sort', f.sort],
        ['pageNumber', f.page],
        ['pageSize', 12],
        ['nationality', f.nationality],
        ['gender', f.gender],
        ['profession', f.profession],
        ['ageRange', f.ageRange],
      ])}`,
  );

/** The same filters as addresses of the catalogue page (/Workers?nationality=&gender=&profession=&ageRange=&sort=&page=). */
export const catalogueWebPaths = (lookups) =>
  catalogueFilters(lookups).map(
    (f) =>
      `/Workers?${query([
        ['nationality', f.nationality],
        ['gender', f.gender],
        ['profession', f.profession],
        ['ageRange', f.ageRange],
        ['sort', f.sort],
        ['page', f.page],
      ])}`,
  );
