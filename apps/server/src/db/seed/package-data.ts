/** The agency's two packages as first installed; the admin edits them at /MainPackage and /MonthlyPackage. */
export const packageSeed = [
  {
    kind: 'Main' as const,
    name: 'Main package',
    nameAr: 'الباقة الرئيسية',
    description: 'A two-year contract: the worker joins your family with her visa, medical check and insurance arranged by us.',
    descriptionAr: 'عقد لمدة سنتين: تنضم العاملة إلى أسرتك مع ترتيب التأشيرة والفحص الطبي والتأمين من قبلنا.',
    priceAed: 12_500,
    minMonths: null,
    includes: ['Residence visa and Emirates ID', 'Medical check and health insurance', 'Free replacement within 6 months'],
    includesAr: ['تأشيرة الإقامة والهوية الإماراتية', 'الفحص الطبي والتأمين الصحي', 'استبدال مجاني خلال 6 أشهر'],
  },
  {
    kind: 'Monthly' as const,
    name: 'Monthly package',
    nameAr: 'الباقة الشهرية',
    description: 'The worker stays on our sponsorship; you pay by the month, with the first months paid up front.',
    descriptionAr: 'تبقى العاملة على كفالتنا؛ وتدفع شهريًا، مع دفع الأشهر الأولى مقدمًا.',
    priceAed: 3_200,
    minMonths: 3,
    includes: ['Salary, visa and insurance handled by us', 'Replacement at any time', 'Cancel after the minimum months'],
    includesAr: ['نتولى الراتب والتأشيرة والتأمين', 'الاستبدال في أي وقت', 'الإلغاء بعد انتهاء الحد الأدنى للأشهر'],
  },
];
