/**
 * The demo workers' skills, English and Arabic. Migration 0007 fills the Arabic of these same
 * words on installations seeded before skills had an Arabic text.
 */
export const SKILLS_AR: Record<string, string> = {
  Cleaning: 'التنظيف',
  Ironing: 'الكيّ',
  Laundry: 'غسيل الملابس',
  Organising: 'ترتيب المنزل',
  Childcare: 'رعاية الأطفال',
  'Homework help': 'المساعدة في الواجبات المدرسية',
  'Baby bathing': 'استحمام الرضّع',
  'First aid': 'الإسعافات الأولية',
  'Arabic cooking': 'الطبخ العربي',
  'Indian cooking': 'الطبخ الهندي',
  Baking: 'الخَبز',
  'Meal planning': 'تخطيط الوجبات',
  'UAE driving licence': 'رخصة قيادة إماراتية',
  'School runs': 'توصيل الأطفال إلى المدرسة',
  'Car care': 'العناية بالسيارة',
  'Route planning': 'تخطيط المسارات',
  'Elderly care': 'رعاية كبار السن',
  'Medication reminders': 'التذكير بمواعيد الأدوية',
  'Mobility help': 'المساعدة على الحركة',
  'Nursing care': 'الرعاية التمريضية',
  'Wound dressing': 'تضميد الجروح',
  'Vital signs': 'قياس العلامات الحيوية',
  'Household management': 'إدارة شؤون المنزل',
  Shopping: 'التسوق',
  Gardening: 'البستنة',
  Irrigation: 'الري',
  'Plant care': 'العناية بالنباتات',
};
