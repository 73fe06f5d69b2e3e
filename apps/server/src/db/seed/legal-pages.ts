import type { TBilingual, TPageSeed } from './cms-types.js';

/**
 * The prices, privacy and terms pages (issue 20), in both languages. Default texts for a UAE
 * recruitment agency: the agency's lawyer reviews and edits them in the back office (Content pages).
 */

type TPart = { heading: TBilingual; paragraphs: TBilingual[] };

const html = (parts: TPart[], locale: 'en' | 'ar') =>
  parts.map(({ heading, paragraphs }) => `<h2>${heading[locale]}</h2>${paragraphs.map((paragraph) => `<p>${paragraph[locale]}</p>`).join('')}`).join('');
const body = (parts: TPart[]): TBilingual => ({ en: html(parts, 'en'), ar: html(parts, 'ar') });

const sitePage = (uniqueUrl: string, texts: Omit<TPageSeed, 'uniqueUrl' | 'kind' | 'publishedDaysAgo' | 'sections'>): TPageSeed => ({
  uniqueUrl,
  kind: 'page',
  publishedDaysAgo: 0,
  sections: [],
  ...texts,
});

const prices = sitePage('prices', {
  title: { en: 'Prices and packages', ar: 'الأسعار والباقات' },
  seoDesc: {
    en: 'What hiring a housemaid, nanny, cook or driver costs with Sakina: the Main and Monthly packages, VAT included, and the guarantee that comes with them.',
    ar: 'تكلفة توظيف عاملة منزلية أو مربية أو طباخة أو سائق مع سكينة: الباقة الرئيسية والشهرية شاملة الضريبة، والضمان المرافق لهما.',
  },
  keywords: {
    en: 'maid prices Dubai, maid package cost, monthly maid price, VAT',
    ar: 'أسعار العاملات دبي، تكلفة باقة العاملة، سعر العاملة الشهرية، ضريبة القيمة المضافة',
  },
  summary: {
    en: 'Two packages, one clear price each. Every amount below includes 5% VAT, exactly as your invoice will show it.',
    ar: 'باقتان، ولكل منهما سعر واضح. جميع المبالغ أدناه تشمل ضريبة القيمة المضافة 5%، كما ستظهر في فاتورتك تمامًا.',
  },
  body: { en: '', ar: '' },
});

const privacy = sitePage('privacy', {
  title: { en: 'Privacy policy', ar: 'سياسة الخصوصية' },
  seoDesc: {
    en: 'How Sakina Domestic Workers collects, uses and protects personal data under the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021).',
    ar: 'كيف تجمع سكينة للعمالة المنزلية البيانات الشخصية وتستخدمها وتحميها وفق قانون حماية البيانات الشخصية في الإمارات (المرسوم بقانون اتحادي رقم 45 لسنة 2021).',
  },
  keywords: {
    en: 'privacy policy, UAE PDPL, personal data, Decree-Law 45 of 2021',
    ar: 'سياسة الخصوصية، قانون حماية البيانات الشخصية، البيانات الشخصية، مرسوم بقانون 45 لسنة 2021',
  },
  summary: {
    en: 'We handle your personal data, and our workers’, under Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data.',
    ar: 'نتعامل مع بياناتك الشخصية وبيانات عاملاتنا وفق المرسوم بقانون اتحادي رقم 45 لسنة 2021 بشأن حماية البيانات الشخصية.',
  },
  body: body([
    {
      heading: { en: 'Who we are', ar: 'من نحن' },
      paragraphs: [
        {
          en: 'Sakina Domestic Workers Services L.L.C., a recruitment agency licensed by the Ministry of Human Resources and Emiratisation (MOHRE), is the controller of the personal data described here. We process it in line with Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data (PDPL).',
          ar: 'شركة سكينة لخدمات العمالة المنزلية ذ.م.م.، مكتب استقدام مرخّص من وزارة الموارد البشرية والتوطين، هي المسؤولة عن معالجة البيانات الشخصية المذكورة هنا، وتعالجها وفق المرسوم بقانون اتحادي رقم 45 لسنة 2021 بشأن حماية البيانات الشخصية.',
        },
      ],
    },
    {
      heading: { en: 'What we collect', ar: 'ما نجمعه' },
      paragraphs: [
        {
          en: 'From families: your name, e-mail, mobile number, the orders you place, your interview times, invoices and payments. From workers and applicants: identity, passport, visa and Emirates ID details, experience, photos and medical fitness, which the law on domestic workers requires us to keep.',
          ar: 'من الأسر: الاسم والبريد الإلكتروني ورقم الهاتف المتحرك والطلبات ومواعيد المقابلات والفواتير والمدفوعات. ومن العاملات والمتقدمات: بيانات الهوية وجواز السفر والتأشيرة والهوية الإماراتية والخبرة والصور واللياقة الطبية، التي يلزمنا قانون عمال الخدمة المساعدة بحفظها.',
        },
      ],
    },
    {
      heading: { en: 'Why we use it', ar: 'لماذا نستخدمها' },
      paragraphs: [
        {
          en: 'To arrange interviews, issue tax invoices, complete the hiring and visa steps, honour the guarantee after the hire and meet our legal duties. We do not sell personal data and we do not use it for advertising without your consent.',
          ar: 'لترتيب المقابلات وإصدار الفواتير الضريبية وإتمام إجراءات التوظيف والتأشيرة والوفاء بالضمان بعد التوظيف والقيام بالتزاماتنا القانونية. لا نبيع البيانات الشخصية ولا نستخدمها في الإعلان دون موافقتك.',
        },
      ],
    },
    {
      heading: { en: 'Who we share it with', ar: 'مع من نشاركها' },
      paragraphs: [
        {
          en: 'Only with those who need it to serve you: government bodies such as MOHRE and the immigration authorities, medical centres, insurers and our payment and e-mail providers, each bound to protect it. Passport details of workers never appear on the public site.',
          ar: 'فقط مع من يحتاج إليها لخدمتك: الجهات الحكومية مثل وزارة الموارد البشرية والتوطين وجهات الإقامة، والمراكز الطبية وشركات التأمين ومزودي خدمات الدفع والبريد الإلكتروني، وكلهم ملزمون بحمايتها. لا تظهر بيانات جوازات سفر العاملات على الموقع العام أبدًا.',
        },
      ],
    },
    {
      heading: { en: 'How long we keep it and how we protect it', ar: 'مدة الاحتفاظ بها وكيف نحميها' },
      paragraphs: [
        {
          en: 'We keep data for as long as the contract and the law require (invoices for at least five years under UAE tax law), store it on secured systems with access limited by role, and record every change in an audit trail.',
          ar: 'نحتفظ بالبيانات طوال المدة التي يتطلبها العقد والقانون (الفواتير خمس سنوات على الأقل وفق قانون الضرائب الإماراتي)، ونخزنها في أنظمة مؤمنة يقتصر الوصول إليها بحسب الدور، ونسجل كل تغيير في سجل تدقيق.',
        },
      ],
    },
    {
      heading: { en: 'Your rights', ar: 'حقوقك' },
      paragraphs: [
        {
          en: 'Under the PDPL you may ask to see your data, correct it, have it erased or its processing restricted where the law allows, object to processing and receive your data in a portable form. Write to us through the contact page; we answer within 30 days.',
          ar: 'يحق لك وفق قانون حماية البيانات الشخصية طلب الاطلاع على بياناتك وتصحيحها ومحوها أو تقييد معالجتها حيث يسمح القانون، والاعتراض على المعالجة والحصول على بياناتك بصيغة قابلة للنقل. راسلنا عبر صفحة اتصل بنا، وسنرد خلال 30 يومًا.',
        },
      ],
    },
  ]),
});

const terms = sitePage('terms', {
  title: { en: 'Terms of service', ar: 'الشروط والأحكام' },
  seoDesc: {
    en: 'The terms on which Sakina Domestic Workers recruits and places domestic workers: packages, payment, the guarantee and Federal Decree-Law No. 9 of 2022.',
    ar: 'الشروط التي تستقدم بها سكينة للعمالة المنزلية العاملات وتوظفهن: الباقات والدفع والضمان والمرسوم بقانون اتحادي رقم 9 لسنة 2022.',
  },
  keywords: {
    en: 'terms of service, maid agency terms, Decree-Law 9 of 2022, guarantee',
    ar: 'الشروط والأحكام، شروط مكتب الاستقدام، مرسوم بقانون 9 لسنة 2022، الضمان',
  },
  summary: {
    en: 'These terms apply to every order placed through this site, together with Federal Decree-Law No. 9 of 2022 on domestic workers and its executive regulations.',
    ar: 'تسري هذه الشروط على كل طلب يقدَّم عبر هذا الموقع، إلى جانب المرسوم بقانون اتحادي رقم 9 لسنة 2022 بشأن عمال الخدمة المساعدة ولائحته التنفيذية.',
  },
  body: body([
    {
      heading: { en: 'The order', ar: 'الطلب' },
      paragraphs: [
        {
          en: 'You request a worker from her profile. We arrange an interview online or at our office; after it you approve or decline her. Approving issues a tax invoice; the hire is confirmed when the invoice is paid, and we then deliver the worker to your home.',
          ar: 'تطلب العاملة من ملفها. نرتب مقابلة عبر الإنترنت أو في مكتبنا، وبعدها توافق عليها أو ترفضها. تصدر الموافقة فاتورة ضريبية، ويتأكد التوظيف عند سداد الفاتورة، ثم نسلّم العاملة إلى منزلك.',
        },
      ],
    },
    {
      heading: { en: 'Packages and payment', ar: 'الباقات والدفع' },
      paragraphs: [
        {
          en: 'The Main package is a two-year recruitment contract with the worker on your sponsorship, for a one-time fee. The Monthly package keeps her on our sponsorship for a monthly price, with the minimum months paid up front. Prices are shown on the Prices page and on your invoice, with 5% VAT.',
          ar: 'الباقة الرئيسية عقد استقدام لمدة سنتين تكون فيه العاملة على كفالتك مقابل رسوم تدفع مرة واحدة. والباقة الشهرية تبقي العاملة على كفالتنا مقابل سعر شهري، مع دفع الحد الأدنى من الأشهر مقدمًا. تظهر الأسعار في صفحة الأسعار وفي فاتورتك، مع ضريبة القيمة المضافة 5%.',
        },
      ],
    },
    {
      heading: { en: 'The guarantee', ar: 'الضمان' },
      paragraphs: [
        {
          en: 'As Federal Decree-Law No. 9 of 2022 provides, if a Main worker fails her probation of six months, leaves without a valid reason or is found unfit, we replace her or refund the whole fee; after the probation, a refund is in proportion to the contract time left. No refund is due for the family’s own reason or for a worker the family named. As Cabinet Resolution No. 106 of 2022 requires, a refund is paid within two weeks of the worker’s return to us or of the report of her absence, and where she is found medically unfit the government fees you paid are refunded too. Monthly workers are replaced at any time.',
          ar: 'وفق ما ينص عليه المرسوم بقانون اتحادي رقم 9 لسنة 2022، إذا لم تجتز العاملة في الباقة الرئيسية فترة التجربة البالغة ستة أشهر، أو تركت العمل دون سبب مشروع، أو ثبت عدم لياقتها، نستبدلها أو نرد الرسوم كاملة؛ وبعد فترة التجربة يكون الاسترداد بنسبة المدة المتبقية من العقد. لا يستحق الاسترداد لسبب يعود إلى الأسرة أو لعاملة سمّتها الأسرة. وكما يقضي قرار مجلس الوزراء رقم 106 لسنة 2022، يُدفع المبلغ المسترد خلال أسبوعين من عودة العاملة إلينا أو من الإبلاغ عن تغيبها، وإذا ثبت عدم لياقتها طبيًا تُرد إليكم الرسوم الحكومية التي دفعتموها أيضًا. ويمكن استبدال عاملات الباقة الشهرية في أي وقت.',
        },
      ],
    },
    {
      heading: { en: 'Your duties and the worker’s rights', ar: 'التزاماتك وحقوق العاملة' },
      paragraphs: [
        {
          en: 'The family provides suitable accommodation, food and medical care, pays the agreed wage on time, respects the weekly rest day and the annual leave, and lets the worker keep her own identity documents, as the law requires.',
          ar: 'توفر الأسرة السكن المناسب والطعام والرعاية الطبية، وتدفع الأجر المتفق عليه في موعده، وتحترم يوم الراحة الأسبوعية والإجازة السنوية، وتترك للعاملة الاحتفاظ بوثائقها الثبوتية، كما يقتضي القانون.',
        },
      ],
    },
    {
      heading: { en: 'Cancelling and disputes', ar: 'الإلغاء والنزاعات' },
      paragraphs: [
        {
          en: 'You may cancel an order before the hire at no cost; an issued invoice is then void. Tell us first about any problem: we mediate, and disputes go to MOHRE and then the competent UAE courts.',
          ar: 'يمكنك إلغاء الطلب قبل التوظيف دون أي تكلفة، وتُلغى عندئذ الفاتورة الصادرة. أخبرنا أولًا بأي مشكلة: فنحن نتوسط، وتُحال النزاعات إلى وزارة الموارد البشرية والتوطين ثم إلى المحاكم الإماراتية المختصة.',
        },
      ],
    },
  ]),
});

/** Pages the site's own routes show: added to an existing installation when missing. */
export const sitePageSeed: TPageSeed[] = [prices, privacy, terms];
