import { count } from 'drizzle-orm';
import { LABOR_STATUSES } from '@app/shared';
import type { TUploadStore } from '../../storage/uploads.js';
import type { TDb } from '../client.js';
import { laborExperiences, laborLanguages, labors } from '../schema/index.js';
import { portraitImage, seedPalette } from './images.js';

const DEMO_WORKERS = 60;

/** Seed ids follow the order of reference-data.ts. */
const origins = [
  { countryId: 1, place: 'Manila', languageIds: [1, 3], names: ['Maria Santos', 'Angelica Reyes', 'Jocelyn Cruz', 'Rowena Bautista', 'Marites Garcia'] },
  { countryId: 2, place: 'Jakarta', languageIds: [4, 2], names: ['Siti Rahayu', 'Dewi Lestari', 'Nur Aini', 'Sri Wahyuni', 'Ratna Sari'] },
  { countryId: 3, place: 'Colombo', languageIds: [7, 1], names: ['Kumari Perera', 'Nadeesha Silva', 'Dilani Fernando', 'Chamari Jayasinghe'] },
  { countryId: 4, place: 'Kochi', languageIds: [5, 8, 1], names: ['Lakshmi Nair', 'Anitha Thomas', 'Priya Menon', 'Rajesh Kumar'] },
  { countryId: 5, place: 'Kathmandu', languageIds: [9, 5], names: ['Sita Gurung', 'Maya Tamang', 'Gita Shrestha', 'Bishnu Rai'] },
  { countryId: 6, place: 'Addis Ababa', languageIds: [10, 2], names: ['Tigist Bekele', 'Meseret Alemu', 'Hiwot Tadesse', 'Selam Girma'] },
  { countryId: 7, place: 'Nairobi', languageIds: [11, 1], names: ['Grace Wanjiru', 'Mercy Achieng', 'Faith Njeri'] },
  { countryId: 8, place: 'Kampala', languageIds: [11, 1], names: ['Sarah Nakato', 'Esther Namukasa', 'Ruth Atim'] },
  { countryId: 9, place: 'Dhaka', languageIds: [12, 2], names: ['Rahima Begum', 'Nasima Akter', 'Abdul Karim'] },
  { countryId: 10, place: 'Lahore', languageIds: [6, 1], names: ['Muhammad Asif', 'Imran Ali', 'Shazia Bibi'] },
];

/** Arabic spellings of the demo names. */
const arabicNames: Record<string, string> = {
  'Maria Santos': 'ماريا سانتوس',
  'Angelica Reyes': 'أنجليكا رييس',
  'Jocelyn Cruz': 'جوسلين كروز',
  'Rowena Bautista': 'روينا باوتيستا',
  'Marites Garcia': 'ماريتس غارسيا',
  'Siti Rahayu': 'سيتي راهايو',
  'Dewi Lestari': 'ديوي ليستاري',
  'Nur Aini': 'نور عيني',
  'Sri Wahyuni': 'سري وحيوني',
  'Ratna Sari': 'راتنا ساري',
  'Kumari Perera': 'كوماري بيريرا',
  'Nadeesha Silva': 'ناديشا سيلفا',
  'Dilani Fernando': 'ديلاني فرناندو',
  'Chamari Jayasinghe': 'تشاماري جاياسينغ',
  'Lakshmi Nair': 'لاكشمي ناير',
  'Anitha Thomas': 'أنيتا توماس',
  'Priya Menon': 'بريا مينون',
  'Rajesh Kumar': 'راجيش كومار',
  'Sita Gurung': 'سيتا غورونغ',
  'Maya Tamang': 'مايا تامانغ',
  'Gita Shrestha': 'غيتا شريستا',
  'Bishnu Rai': 'بيشنو راي',
  'Tigist Bekele': 'تيغيست بيكيلي',
  'Meseret Alemu': 'ميسيريت أليمو',
  'Hiwot Tadesse': 'هيوت تاديسي',
  'Selam Girma': 'سلام غيرما',
  'Grace Wanjiru': 'غريس وانجيرو',
  'Mercy Achieng': 'ميرسي أتشينغ',
  'Faith Njeri': 'فيث نجيري',
  'Sarah Nakato': 'سارة ناكاتو',
  'Esther Namukasa': 'إستر ناموكاسا',
  'Ruth Atim': 'روث أتيم',
  'Rahima Begum': 'رحيمة بيغوم',
  'Nasima Akter': 'نسيمة أختر',
  'Abdul Karim': 'عبد الكريم',
  'Muhammad Asif': 'محمد آصف',
  'Imran Ali': 'عمران علي',
  'Shazia Bibi': 'شازية بيبي',
};

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

/** A tiny deterministic generator, so every fresh install gets the same demo agency. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

/** Sixty varied workers with generated portraits, added once to an empty catalogue. */
export async function seedDemoLabors(db: TDb, uploads: TUploadStore, today = new Date()) {
  const [existing] = await db.select({ value: count() }).from(labors);
  if ((existing?.value ?? 0) > 0) return;
  const random = generator(2026);
  for (let index = 0; index < DEMO_WORKERS; index++) {
    const origin = origins[index % origins.length]!;
    const name = origin.names[Math.floor(index / origins.length) % origin.names.length]!;
    const male = ['Rajesh Kumar', 'Bishnu Rai', 'Abdul Karim', 'Muhammad Asif', 'Imran Ali'].includes(name);
    const positionId = male ? [4, 8][random(2)]! : [1, 2, 3, 5, 6, 7, 1, 2][random(8)]!;
    const age = 21 + random(24);
    const birth = new Date(Date.UTC(today.getUTCFullYear() - age, random(12), 1 + random(28)));
    const stored = await uploads.saveImage(await portraitImage(name, seedPalette[index % seedPalette.length]!));
    const skills = skillsByPosition[positionId]!;
    const [labor] = await db
      .insert(labors)
      .values({
        name,
        nameAr: arabicNames[name] ?? '',
        photo: stored.image,
        thumbnail: stored.thumbnail,
        dateOfBirth: birth.toISOString().slice(0, 10),
        gender: male ? 'male' : 'female',
        countryId: origin.countryId,
        positionId,
        religionId: 1 + random(4),
        educationLevelId: 2 + random(4),
        maritalStatusId: 1 + random(4),
        passportNumber: `P${String(1_000_000 + index * 7919).slice(0, 7)}${'ABCDEFGH'[random(8)]}`,
        passportIssueDate: `${today.getUTCFullYear() - 1 - random(4)}-0${1 + random(9)}-1${random(9)}`,
        passportExpiryDate: `${today.getUTCFullYear() + 2 + random(6)}-0${1 + random(9)}-1${random(9)}`,
        passportIssuePlace: origin.place,
        address: `${10 + random(200)} Main Road, ${origin.place}`,
        kids: random(4),
        heightCm: male ? 165 + random(20) : 150 + random(20),
        weightKg: male ? 60 + random(25) : 48 + random(22),
        salaryAed: 1200 + random(20) * 100,
        skills: skills.slice(0, 2 + random(skills.length - 1)),
        status: index % 9 === 4 ? LABOR_STATUSES[2] : index % 13 === 6 ? LABOR_STATUSES[1] : LABOR_STATUSES[0],
        createdAt: new Date(today.getTime() - index * 3_600_000),
      })
      .returning({ id: labors.id });
    await db.insert(laborLanguages).values(origin.languageIds.map((languageId) => ({ laborId: labor!.id, languageId })));
    await db.insert(laborExperiences).values([
      { laborId: labor!.id, country: 'United Arab Emirates', countryAr: 'الإمارات العربية المتحدة', position: 'Housemaid', positionAr: 'عاملة منزلية', period: `${1 + random(4)} years`, periodAr: `${1 + random(4)} سنوات`, sortOrder: 1 },
      { laborId: labor!.id, country: 'Saudi Arabia', countryAr: 'المملكة العربية السعودية', position: 'Nanny', positionAr: 'مربية أطفال', period: '2 years', periodAr: 'سنتان', sortOrder: 2 },
    ]);
  }
}
