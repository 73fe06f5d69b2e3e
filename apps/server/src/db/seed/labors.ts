import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { LABOR_STATUSES, translate, type TExperienceRegion } from '@app/shared';
import type { TStoredImage, TUploadStore } from '../../storage/uploads.js';
import type { TDb } from '../client.js';
import { laborExperiences, laborLanguages, labors } from '../schema/index.js';
import { portraitImage, seedPalette } from './images.js';
import { referenceSeed } from './reference-data.js';
import { SKILLS_AR } from './skill-data.js';

const DEMO_WORKERS = 60;

/** Seed ids follow the order of reference-data.ts: religions 1 Islam, 2 Christianity, 3 Hinduism, 4 Buddhism. */
type TOrigin = { countryId: number; place: string; languageIds: number[]; names: Array<[string, string]>; religionIds: number[] };

/** Six distinct people from each country, with their names in Arabic and religions usual there. */
const origins: TOrigin[] = [
  {
    countryId: 1,
    place: 'Manila',
    languageIds: [1, 3],
    religionIds: [2, 2, 2, 2, 1, 2],
    names: [
      ['Maria Santos', 'ماريا سانتوس'],
      ['Angelica Reyes', 'أنجليكا رييس'],
      ['Jocelyn Cruz', 'جوسلين كروز'],
      ['Rowena Bautista', 'روينا باوتيستا'],
      ['Marites Garcia', 'ماريتس غارسيا'],
      ['Cristina Mendoza', 'كريستينا ميندوزا'],
    ],
  },
  {
    countryId: 2,
    place: 'Jakarta',
    languageIds: [4, 2],
    religionIds: [1, 1, 1, 2, 1, 1],
    names: [
      ['Siti Rahayu', 'سيتي راهايو'],
      ['Dewi Lestari', 'ديوي ليستاري'],
      ['Nur Aini', 'نور عيني'],
      ['Sri Wahyuni', 'سري وحيوني'],
      ['Ratna Sari', 'راتنا ساري'],
      ['Endang Susanti', 'إندانغ سوسانتي'],
    ],
  },
  {
    countryId: 3,
    place: 'Colombo',
    languageIds: [7, 1],
    religionIds: [4, 4, 2, 4, 3, 4],
    names: [
      ['Kumari Perera', 'كوماري بيريرا'],
      ['Nadeesha Silva', 'ناديشا سيلفا'],
      ['Dilani Fernando', 'ديلاني فرناندو'],
      ['Chamari Jayasinghe', 'تشاماري جاياسينغ'],
      ['Sanduni Wijesekara', 'سانداني ويجيسيكارا'],
      ['Nuwan Bandara', 'نووان باندارا'],
    ],
  },
  {
    countryId: 4,
    place: 'Kochi',
    languageIds: [5, 8, 1],
    religionIds: [3, 2, 3, 3, 3, 3],
    names: [
      ['Lakshmi Nair', 'لاكشمي ناير'],
      ['Anitha Thomas', 'أنيتا توماس'],
      ['Priya Menon', 'بريا مينون'],
      ['Rajesh Kumar', 'راجيش كومار'],
      ['Deepa Pillai', 'ديبا بيلاي'],
      ['Suresh Reddy', 'سوريش ريدي'],
    ],
  },
  {
    countryId: 5,
    place: 'Kathmandu',
    languageIds: [9, 5],
    religionIds: [4, 4, 3, 3, 3, 4],
    names: [
      ['Sita Gurung', 'سيتا غورونغ'],
      ['Maya Tamang', 'مايا تامانغ'],
      ['Gita Shrestha', 'غيتا شريستا'],
      ['Bishnu Rai', 'بيشنو راي'],
      ['Sabina Magar', 'سابينا ماغار'],
      ['Dolma Sherpa', 'دولما شيربا'],
    ],
  },
  {
    countryId: 6,
    place: 'Addis Ababa',
    languageIds: [10, 2],
    religionIds: [2, 2, 1, 2, 1, 2],
    names: [
      ['Tigist Bekele', 'تيغيست بيكيلي'],
      ['Meseret Alemu', 'ميسيريت أليمو'],
      ['Hiwot Tadesse', 'هيوت تاديسي'],
      ['Selam Girma', 'سلام غيرما'],
      ['Almaz Haile', 'ألماز هايلي'],
      ['Bethlehem Assefa', 'بيتلحم أسيفا'],
    ],
  },
  {
    countryId: 7,
    place: 'Nairobi',
    languageIds: [11, 1],
    religionIds: [2, 2, 2, 2, 1, 2],
    names: [
      ['Grace Wanjiru', 'غريس وانجيرو'],
      ['Mercy Achieng', 'ميرسي أتشينغ'],
      ['Faith Njeri', 'فيث نجيري'],
      ['Winnie Chebet', 'ويني شيبيت'],
      ['Janet Atieno', 'جانيت أتينو'],
      ['Lucy Wambui', 'لوسي وامبوي'],
    ],
  },
  {
    countryId: 8,
    place: 'Kampala',
    languageIds: [11, 1],
    religionIds: [2, 2, 2, 1, 2, 2],
    names: [
      ['Sarah Nakato', 'سارة ناكاتو'],
      ['Esther Namukasa', 'إستر ناموكاسا'],
      ['Ruth Atim', 'روث أتيم'],
      ['Prossy Nabirye', 'بروسي نابيري'],
      ['Harriet Akello', 'هارييت أكيلو'],
      ['Juliet Nansubuga', 'جولييت نانسوبوغا'],
    ],
  },
  {
    countryId: 9,
    place: 'Dhaka',
    languageIds: [12, 2],
    religionIds: [1, 1, 1, 1, 3, 1],
    names: [
      ['Rahima Begum', 'رحيمة بيغوم'],
      ['Nasima Akter', 'نسيمة أختر'],
      ['Abdul Karim', 'عبد الكريم'],
      ['Shahnaz Parvin', 'شهناز بروين'],
      ['Rokeya Khatun', 'رقية خاتون'],
      ['Jahanara Sultana', 'جهان آرا سلطانة'],
    ],
  },
  {
    countryId: 10,
    place: 'Lahore',
    languageIds: [6, 1],
    religionIds: [1, 1, 1, 1, 2, 1],
    names: [
      ['Muhammad Asif', 'محمد آصف'],
      ['Imran Ali', 'عمران علي'],
      ['Shazia Bibi', 'شازية بيبي'],
      ['Nasreen Akhtar', 'نسرين أختر'],
      ['Rubina Kausar', 'روبينة كوثر'],
      ['Tahir Mehmood', 'طاهر محمود'],
    ],
  },
];

const MEN = new Set(['Nuwan Bandara', 'Rajesh Kumar', 'Suresh Reddy', 'Bishnu Rai', 'Abdul Karim', 'Muhammad Asif', 'Imran Ali', 'Tahir Mehmood']);

/** Ages over every catalogue range (18-25 … 46-60); 13 values, so each country gets a spread. */
const AGES = [22, 27, 33, 38, 43, 24, 29, 31, 37, 41, 48, 19, 35];
/** Marital statuses 1 Single, 2 Married, 3 Divorced, 4 Widowed; education levels 1 (none) to 6 (bachelor's). */
const MARITAL_STATUS_IDS = [1, 2, 1, 2, 3, 1, 2, 4, 2, 1, 3];
const EDUCATION_LEVEL_IDS = [2, 3, 3, 4, 1, 2, 5, 3, 6];

const skillsByPosition: Record<number, string[]> = {
  1: ['Cleaning', 'Ironing', 'Laundry', 'Organising'],
  2: ['Childcare', 'Homework help', 'Baby bathing', 'First aid'],
  3: ['Arabic cooking', 'Indian cooking', 'Baking', 'Meal planning'],
  4: ['UAE driving licence', 'School runs', 'Car care', 'Route planning'],
  5: ['Elderly care', 'Medication reminders', 'Mobility help'],
  6: ['Nursing care', 'Wound dressing', 'Vital signs'],
  7: ['Household management', 'Cleaning', 'Shopping'],
  8: ['Gardening', 'Irrigation', 'Plant care'],
};

const EMPLOYERS = [
  { country: 'United Arab Emirates', countryAr: 'الإمارات العربية المتحدة', region: 'uae' },
  { country: 'Saudi Arabia', countryAr: 'المملكة العربية السعودية', region: 'gcc' },
  { country: 'Kuwait', countryAr: 'الكويت', region: 'gcc' },
  { country: 'Qatar', countryAr: 'قطر', region: 'gcc' },
  { country: 'Oman', countryAr: 'عُمان', region: 'gcc' },
] as const satisfies ReadonlyArray<{ country: string; countryAr: string; region: TExperienceRegion }>;

/** A tiny deterministic generator, so every fresh install gets the same demo agency. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    // The high bits: the low bits of this generator repeat with a short period.
    return Math.floor(state / 65_536) % below;
  };
}

/** "1 year" / "سنة واحدة", "2 years" / "سنتان", "3 years" / "3 سنوات". */
const period = (years: number) => ({
  years,
  period: translate('en', 'laborsAdmin.periodYears', { count: years }),
  periodAr: translate('ar', 'laborsAdmin.periodYears', { count: years }),
});

function experiencesOf(laborId: number, positionId: number, age: number, random: (below: number) => number) {
  const position = referenceSeed.positions[positionId - 1]!;
  const abroad = { ...EMPLOYERS[random(EMPLOYERS.length)]!, position: position.name, positionAr: position.nameAr, ...period(1 + random(6)), sortOrder: 1 };
  if (age < 26) return [{ laborId, ...abroad }];
  const earlier = { ...EMPLOYERS[random(EMPLOYERS.length)]!, position: position.name, positionAr: position.nameAr, ...period(1 + random(3)), sortOrder: 2 };
  return [
    { laborId, ...abroad },
    { laborId, ...earlier },
  ];
}

/** Sixty varied workers with generated portraits, added once to an empty catalogue. */
export async function seedDemoLabors(db: TDb, uploads: TUploadStore, today = new Date()) {
  const [existing] = await db.select({ value: count() }).from(labors);
  if ((existing?.value ?? 0) > 0) return;
  const random = generator(2026);
  const videos = await demoVideos(uploads);
  // One portrait per colour, stored once and shared: the images are the same (nothing deletes a photo).
  const portraits = new Map<string, Promise<TStoredImage>>();
  const portraitOf = (colour: string) => {
    if (!portraits.has(colour))
      portraits.set(
        colour,
        portraitImage(colour).then((image) => uploads.saveImage(image)),
      );
    return portraits.get(colour)!;
  };
  for (let index = 0; index < DEMO_WORKERS; index++) {
    const origin = origins[index % origins.length]!;
    const person = Math.floor(index / origins.length) % origin.names.length;
    const [name, nameAr] = origin.names[person]!;
    const male = MEN.has(name);
    const positionId = male ? [4, 8][random(2)]! : [1, 2, 3, 5, 6, 7, 1, 2][random(8)]!;
    const age = AGES[index % AGES.length]!;
    const maritalStatusId = MARITAL_STATUS_IDS[index % MARITAL_STATUS_IDS.length]!;
    const birth = new Date(Date.UTC(today.getUTCFullYear() - age - 1, today.getUTCMonth(), today.getUTCDate() + 1 + random(300)));
    const stored = await portraitOf(seedPalette[index % seedPalette.length]!);
    const skills = skillsByPosition[positionId]!.slice(0, 2 + random(2));
    const [labor] = await db
      .insert(labors)
      .values({
        name,
        nameAr,
        photo: stored.image,
        thumbnail: stored.thumbnail,
        video: videos[index] ?? null,
        dateOfBirth: birth.toISOString().slice(0, 10),
        gender: male ? 'male' : 'female',
        countryId: origin.countryId,
        positionId,
        religionId: origin.religionIds[person]!,
        educationLevelId: EDUCATION_LEVEL_IDS[index % EDUCATION_LEVEL_IDS.length]!,
        maritalStatusId,
        passportNumber: `P${String(1_000_000 + index * 7919).slice(0, 7)}${'ABCDEFGH'[random(8)]}`,
        passportIssueDate: `${today.getUTCFullYear() - 1 - random(4)}-0${1 + random(9)}-1${random(9)}`,
        passportExpiryDate: `${today.getUTCFullYear() + 2 + random(6)}-0${1 + random(9)}-1${random(9)}`,
        passportIssuePlace: origin.place,
        address: `${10 + random(200)} Main Road, ${origin.place}`,
        kids: maritalStatusId === 1 ? 0 : random(4),
        heightCm: male ? 165 + random(20) : 150 + random(20),
        weightKg: male ? 60 + random(25) : 48 + random(22),
        salaryAed: 1200 + random(20) * 100,
        skills,
        skillsAr: skills.map((skill) => SKILLS_AR[skill] ?? ''),
        status: index % 9 === 4 ? LABOR_STATUSES[2] : index % 13 === 6 ? LABOR_STATUSES[1] : LABOR_STATUSES[0],
        createdAt: new Date(today.getTime() - index * 3_600_000),
      })
      .returning({ id: labors.id });
    await db.insert(laborLanguages).values(origin.languageIds.map((languageId) => ({ laborId: labor!.id, languageId })));
    await db.insert(laborExperiences).values(experiencesOf(labor!.id, positionId, age, random));
  }
}

/** Workers (by seed position, not the first: the catalogue's first worker shows the no-video state) who have a video. */
const WITH_VIDEO = [5, 17, 42];

/**
 * A short real WebM (4 s, 34 KB, recorded from a canvas in Chromium) for a few demo workers. It
 * sits beside this file in the sources and in dist/seed-assets in the built server.
 */
async function demoVideos(uploads: TUploadStore): Promise<Record<number, string>> {
  const candidates = ['./assets/demo-video.webm', './seed-assets/demo-video.webm'].map((relative) => fileURLToPath(new URL(relative, import.meta.url)));
  const file = candidates.find((candidate) => fs.existsSync(candidate));
  if (!file) return {};
  const bytes = fs.readFileSync(file);
  // A file of each worker's own, as an upload would be.
  return Object.fromEntries(await Promise.all(WITH_VIDEO.map(async (index) => [index, await uploads.saveVideo(bytes)] as const)));
}
