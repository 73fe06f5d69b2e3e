import type { TBilingual, TPageSeed, TQuestionSeed, TSettingSeed } from './cms-types.js';

/** The site's first content, in both languages; the agency edits all of it in the back office. */

const none: TBilingual = { en: '', ar: '' };
const p = (en: string[], ar: string[]): TBilingual => ({ en: en.map((text) => `<p>${text}</p>`).join(''), ar: ar.map((text) => `<p>${text}</p>`).join('') });
const list = (en: string[], ar: string[]): TBilingual => ({
  en: `<ul>${en.map((item) => `<li>${item}</li>`).join('')}</ul>`,
  ar: `<ul>${ar.map((item) => `<li>${item}</li>`).join('')}</ul>`,
});
const join = (...parts: TBilingual[]): TBilingual => ({ en: parts.map((part) => part.en).join(''), ar: parts.map((part) => part.ar).join('') });

const home: TPageSeed = {
  uniqueUrl: 'home',
  kind: 'page',
  publishedDaysAgo: 0,
  title: {
    en: 'Sakina Domestic Workers | Housemaids, nannies and cooks in the UAE',
    ar: 'سكينة للعمالة المنزلية | عاملات منزليات ومربيات وطباخات في الإمارات',
  },
  seoDesc: {
    en: 'Vetted housemaids, nannies, cooks, drivers and caregivers for UAE families. Browse profiles, interview online or at our Dubai office, hire monthly or on contract.',
    ar: 'عاملات منزليات ومربيات وطباخات وسائقون ومرافقات رعاية موثوقون للأسر في الإمارات. تصفح الملفات وقابل العاملة عبر الإنترنت أو في مكتبنا بدبي.',
  },
  keywords: {
    en: 'housemaid Dubai, nanny UAE, domestic worker agency, maid hiring, monthly maid',
    ar: 'عاملة منزلية دبي، مربية الإمارات، مكتب استقدام، توظيف عاملة، عاملة شهرية',
  },
  summary: { en: 'Domestic workers you can trust, for families across the UAE.', ar: 'عمالة منزلية تثق بها، للأسر في جميع أنحاء الإمارات.' },
  body: none,
  sections: [
    {
      // Hero, whyUs and howItWorks say what the web app shows before they load, so a first visit does not shift.
      key: 'hero',
      title: {
        en: 'Trusted housemaids, nannies, cooks and drivers for families across the UAE',
        ar: 'عاملات منزليات ومربيات وطباخات وسائقون موثوقون للأسر في جميع أنحاء الإمارات',
      },
      subTitle: {
        en: 'We bring experienced, vetted domestic workers to your home: interview them online or at our office, choose a monthly or a full contract, and we take care of the paperwork.',
        ar: 'نوفر لمنزلك عمالة منزلية ذات خبرة وموثوقة: قابلها عبر الإنترنت أو في مكتبنا، واختر عقدًا شهريًا أو عقدًا كاملًا، ونحن نتولى جميع الإجراءات.',
      },
      body: none,
    },
    {
      key: 'servicesSummary',
      title: { en: 'What we offer', ar: 'ماذا نقدم' },
      subTitle: { en: 'One agency for every kind of help at home', ar: 'مكتب واحد لكل أنواع المساعدة في المنزل' },
      body: list(
        [
          '<strong>Housemaids</strong>: cleaning, laundry and ironing, day to day',
          '<strong>Nannies</strong>: caring for babies and children with patience',
          '<strong>Cooks</strong>: Arabic, Asian and continental home cooking',
          '<strong>Drivers</strong>: school runs and family errands, with a UAE licence',
          '<strong>Caregivers</strong>: support for elderly relatives at home',
        ],
        [
          '<strong>عاملات منزليات</strong>: التنظيف والغسيل والكي يوميًا',
          '<strong>مربيات</strong>: رعاية الرضع والأطفال بصبر',
          '<strong>طباخات</strong>: طبخ منزلي عربي وآسيوي وعالمي',
          '<strong>سائقون</strong>: توصيل المدارس ومشاوير الأسرة برخصة إماراتية',
          '<strong>مرافقات رعاية</strong>: دعم كبار السن في المنزل',
        ],
      ),
    },
    {
      key: 'whyUs',
      title: { en: 'Why families choose Sakina', ar: 'لماذا تختار الأسر سكينة' },
      subTitle: { en: 'Licensed, transparent and with you after the hire', ar: 'مرخصون وواضحون ومعك بعد التوظيف' },
      body: list(
        [
          'Vetted, trained and medically checked workers',
          'Meet the worker online or at our office before you decide',
          'Monthly or full contracts, with the paperwork handled for you',
        ],
        ['عمالة مدققة ومدرّبة وخضعت للفحص الطبي', 'قابل العاملة عبر الإنترنت أو في مكتبنا قبل أن تقرر', 'عقود شهرية أو كاملة، ونتولى عنك جميع الإجراءات'],
      ),
    },
    {
      key: 'howItWorks',
      title: { en: 'How hiring works', ar: 'كيف يتم التوظيف' },
      subTitle: { en: 'Four steps, and we guide you through each', ar: 'أربع خطوات، ونرشدك في كل منها' },
      // Each step: its title in bold, then what happens.
      body: {
        en: '<ol><li><strong>Choose a worker</strong> Browse profiles by nationality, profession and age, then request the worker you like.</li><li><strong>Interview</strong> We arrange an online or in-office interview at a time that suits you.</li><li><strong>Approve and hire</strong> Approve the worker, choose the Monthly or Main package and pay.</li><li><strong>Welcome her home</strong> We complete the visa and medical steps and deliver the worker to your family.</li></ol>',
        ar: '<ol><li><strong>اختر العاملة</strong> تصفح الملفات حسب الجنسية والمهنة والعمر، ثم اطلب العاملة التي تناسبك.</li><li><strong>المقابلة</strong> نرتب مقابلة عبر الإنترنت أو في المكتب في الوقت الذي يناسبك.</li><li><strong>الموافقة والتوظيف</strong> وافق على العاملة، واختر الباقة الشهرية أو الرئيسية، ثم ادفع.</li><li><strong>استقبلها في منزلك</strong> نُنهي إجراءات التأشيرة والفحص الطبي ونسلّم العاملة لأسرتك.</li></ol>',
      },
    },
    {
      key: 'testimonials',
      title: { en: 'What families say', ar: 'ماذا تقول الأسر' },
      subTitle: none,
      body: list(
        [
          '“Our nanny has been with us for two years; the children adore her.” Huda, Dubai',
          '“The interview over video saved us a trip, and the paperwork was done for us.” Mark, Abu Dhabi',
          '“Honest advice and a quick replacement when we needed one.” Salem, Sharjah',
        ],
        [
          '«مربيتنا معنا منذ سنتين، والأطفال يحبونها كثيرًا». هدى، دبي',
          '«وفرت علينا المقابلة بالفيديو مشوارًا، وأنجزوا الأوراق عنا». مارك، أبوظبي',
          '«نصيحة صادقة واستبدال سريع عندما احتجنا إليه». سالم، الشارقة',
        ],
      ),
    },
    {
      key: 'latestArticles',
      title: { en: 'Latest articles', ar: 'أحدث المقالات' },
      subTitle: { en: 'Advice for families and workers', ar: 'نصائح للأسر والعاملات' },
      body: none,
    },
  ],
};

const service = (key: string, title: TBilingual, body: TBilingual) => ({ key, title, subTitle: none, body });

const services: TPageSeed = {
  uniqueUrl: 'services',
  kind: 'page',
  publishedDaysAgo: 0,
  title: { en: 'Our services', ar: 'خدماتنا' },
  seoDesc: {
    en: 'Housemaids, nannies, cooks, drivers and caregivers on the Main or Monthly package, with visa, medical and insurance arranged.',
    ar: 'عاملات منزليات ومربيات وطباخات وسائقون ومرافقات رعاية بالباقة الرئيسية أو الشهرية، مع ترتيب التأشيرة والفحص والتأمين.',
  },
  keywords: { en: 'maid services Dubai, nanny services, cook, private driver, caregiver', ar: 'خدمات عاملات دبي، خدمات مربيات، طباخة، سائق خاص، مرافقة رعاية' },
  summary: { en: 'Every kind of help at home, on the package that suits you.', ar: 'كل أنواع المساعدة في المنزل، بالباقة التي تناسبك.' },
  body: p(
    [
      'Choose the Main package for a two-year contract with the worker on your sponsorship, or the Monthly package and we keep the sponsorship while you pay month by month. Either way we check, interview and prepare every worker before she meets you.',
    ],
    [
      'اختر الباقة الرئيسية لعقد مدته سنتان تكون فيه العاملة على كفالتك، أو الباقة الشهرية ونحتفظ نحن بالكفالة وتدفع شهرًا بشهر. وفي الحالتين نتحقق من كل عاملة ونقابلها ونجهزها قبل أن تلتقي بها.',
    ],
  ),
  sections: [
    service(
      'housemaids',
      { en: 'Housemaids', ar: 'عاملات منزليات' },
      p(
        ['Daily cleaning, laundry, ironing and keeping the home in order. We check experience in GCC homes and basic English or Arabic.'],
        ['التنظيف اليومي والغسيل والكي وترتيب المنزل. نتحقق من الخبرة في بيوت الخليج ومن معرفة أساسية بالإنجليزية أو العربية.'],
      ),
    ),
    service(
      'nannies',
      { en: 'Nannies', ar: 'مربيات أطفال' },
      p(
        ['Feeding, bathing, play and homework help for babies and children. Nannies we place have childcare experience and references from families.'],
        ['الإطعام والاستحمام واللعب والمساعدة في الواجبات للرضع والأطفال. المربيات لدينا ذوات خبرة في رعاية الأطفال ولديهن مراجع من أسر سابقة.'],
      ),
    ),
    service(
      'cooks',
      { en: 'Cooks', ar: 'طباخات' },
      p(
        ['Home cooking for the whole family: Arabic, Indian, Filipino and continental dishes, with kitchen hygiene at its heart.'],
        ['طبخ منزلي للأسرة كلها: أطباق عربية وهندية وفلبينية وعالمية، مع الحرص على نظافة المطبخ.'],
      ),
    ),
    service(
      'drivers',
      { en: 'Drivers', ar: 'سائقون' },
      p(
        ['School runs, shopping and family errands. Every driver holds a UAE licence and knows the roads of the emirates.'],
        ['توصيل المدارس والتسوق ومشاوير الأسرة. كل سائق يحمل رخصة قيادة إماراتية ويعرف طرق الإمارات.'],
      ),
    ),
    service(
      'caregivers',
      { en: 'Caregivers', ar: 'مرافقات رعاية' },
      p(
        ['Patient support for elderly relatives: mobility, medication reminders and companionship, so your loved ones stay at home.'],
        ['دعم صبور لكبار السن: المساعدة في الحركة وتذكير بالأدوية والمؤانسة، ليبقى أحباؤك في منازلهم.'],
      ),
    ),
  ],
};

const simplePage = (uniqueUrl: string, title: TBilingual, seoDesc: TBilingual, keywords: TBilingual, body: TBilingual): TPageSeed => ({
  uniqueUrl,
  kind: 'page',
  publishedDaysAgo: 0,
  title,
  seoDesc,
  keywords,
  summary: seoDesc,
  body,
  sections: [],
});

const article = (uniqueUrl: string, publishedDaysAgo: number, title: TBilingual, seoDesc: TBilingual, keywords: TBilingual, body: TBilingual): TPageSeed => ({
  uniqueUrl,
  kind: 'article',
  publishedDaysAgo,
  title,
  seoDesc,
  keywords,
  summary: seoDesc,
  body,
  sections: [],
});

export const pageSeed: TPageSeed[] = [
  home,
  services,
  simplePage(
    'articles',
    { en: 'Articles', ar: 'المقالات' },
    { en: 'Practical advice on hiring and working with domestic workers in the UAE.', ar: 'نصائح عملية حول توظيف العمالة المنزلية والعمل معها في الإمارات.' },
    { en: 'domestic worker advice, UAE maid law, hiring tips', ar: 'نصائح العمالة المنزلية، قانون العمالة المنزلية، نصائح التوظيف' },
    none,
  ),
  simplePage(
    'contact',
    { en: 'Contact us', ar: 'اتصل بنا' },
    {
      en: 'Visit our office in Al Qusais, Dubai, call us or message us on WhatsApp. We answer seven days a week.',
      ar: 'زر مكتبنا في القصيص بدبي أو اتصل بنا أو راسلنا عبر واتساب. نرد عليك طوال أيام الأسبوع.',
    },
    { en: 'contact maid agency Dubai, Al Qusais office, WhatsApp', ar: 'تواصل مكتب عاملات دبي، مكتب القصيص، واتساب' },
    p(
      ['Tell us what help you need and when to call you: one of our advisers will get back to you.'],
      ['أخبرنا بالمساعدة التي تحتاجها ومتى نتصل بك: سيعاود أحد مستشارينا الاتصال بك.'],
    ),
  ),
  simplePage(
    'apply',
    { en: 'Work with us', ar: 'انضم إلينا' },
    {
      en: 'Experienced housemaids, nannies, cooks, drivers and caregivers: apply to work with families in the UAE through Sakina.',
      ar: 'عاملات منزليات ومربيات وطباخات وسائقون ومرافقات رعاية ذوو خبرة: قدموا للعمل مع الأسر في الإمارات عبر سكينة.',
    },
    { en: 'domestic worker jobs UAE, nanny jobs Dubai, apply housemaid', ar: 'وظائف عمالة منزلية الإمارات، وظائف مربيات دبي، التقديم عاملة منزلية' },
    join(
      p(
        [
          'We place workers aged 21 to 45 with at least one year of experience. Answer the questions below; we call every applicant who fits a family we serve.',
        ],
        ['نوظف العاملات من عمر 21 إلى 45 سنة بخبرة سنة واحدة على الأقل. أجب عن الأسئلة أدناه، وسنتصل بكل متقدم يناسب إحدى الأسر التي نخدمها.'],
      ),
      list(
        ['A passport valid for at least one year', 'Experience letters or references', 'A recent photo'],
        ['جواز سفر ساري لمدة سنة على الأقل', 'شهادات خبرة أو مراجع', 'صورة حديثة'],
      ),
    ),
  ),
  article(
    'uae-domestic-worker-law-basics',
    3,
    { en: 'The UAE domestic worker law: the basics every family should know', ar: 'قانون العمالة المنزلية في الإمارات: أساسيات يجب أن تعرفها كل أسرة' },
    {
      en: 'Contracts, rest days, leave and documents: a plain guide to Federal Decree-Law No. 9 of 2022 on domestic workers.',
      ar: 'العقود والراحة الأسبوعية والإجازات والوثائق: دليل مبسط للمرسوم بقانون اتحادي رقم 9 لسنة 2022 بشأن عمال الخدمة المساعدة.',
    },
    { en: 'UAE domestic worker law, Decree-Law 9 of 2022, maid rights', ar: 'قانون العمالة المنزلية، مرسوم بقانون 9 لسنة 2022، حقوق العاملة' },
    join(
      p(
        [
          'Domestic work in the UAE is governed by Federal Decree-Law No. 9 of 2022. It protects both the family and the worker, and knowing its basics avoids most misunderstandings.',
        ],
        ['ينظم المرسوم بقانون اتحادي رقم 9 لسنة 2022 العمل المنزلي في الإمارات. وهو يحمي الأسرة والعاملة معًا، ومعرفة أساسياته تجنب معظم سوء الفهم.'],
      ),
      { en: '<h3>What the law gives the worker</h3>', ar: '<h3>ما يكفله القانون للعاملة</h3>' },
      list(
        [
          'A written contract that states the job, salary and hours',
          'At least one paid rest day a week',
          'Thirty days of paid leave a year',
          'Her own identity documents, which she keeps',
        ],
        [
          'عقد مكتوب يحدد العمل والراتب وساعات العمل',
          'يوم راحة مدفوع الأجر في الأسبوع على الأقل',
          'إجازة مدفوعة ثلاثين يومًا في السنة',
          'وثائقها الثبوتية التي تحتفظ بها بنفسها',
        ],
      ),
      p(
        [
          'The family, in turn, can expect the agreed work to be done and the rules of the home to be respected. When something goes wrong, talk to the agency first: we mediate before anything becomes a dispute.',
        ],
        [
          'وفي المقابل، يحق للأسرة أن تنجز العاملة العمل المتفق عليه وأن تحترم قواعد المنزل. وعند حدوث مشكلة، تحدث إلى المكتب أولًا: فنحن نتوسط قبل أن يتحول أي أمر إلى نزاع.',
        ],
      ),
    ),
  ),
  article(
    'preparing-your-home-for-a-housemaid',
    12,
    { en: 'Preparing your home for a new housemaid', ar: 'تجهيز منزلك لاستقبال عاملة منزلية جديدة' },
    {
      en: 'A private room, a clear routine and a warm first week: how to help your new housemaid settle in.',
      ar: 'غرفة خاصة وروتين واضح وأسبوع أول دافئ: كيف تساعد عاملتك الجديدة على الاستقرار.',
    },
    { en: 'new housemaid, first week, maid room, household routine', ar: 'عاملة جديدة، الأسبوع الأول، غرفة العاملة، روتين المنزل' },
    join(
      p(
        ['The first week shapes the years that follow. A little preparation tells your new housemaid she is welcome and shows her how your home runs.'],
        ['الأسبوع الأول يرسم ملامح السنوات التالية. قليل من التحضير يخبر عاملتك الجديدة أنها مرحب بها ويريها كيف يسير منزلك.'],
      ),
      list(
        [
          'Prepare a private room with a bed, a wardrobe and good ventilation',
          'Write down the daily routine and the family members’ needs',
          'Show her the appliances and the cleaning products you prefer',
          'Agree on her rest day and how she can call her family',
        ],
        [
          'جهز غرفة خاصة فيها سرير وخزانة وتهوية جيدة',
          'اكتب الروتين اليومي واحتياجات أفراد الأسرة',
          'عرّفها بالأجهزة ومواد التنظيف التي تفضلها',
          'اتفقا على يوم راحتها وكيف تتواصل مع أهلها',
        ],
      ),
      p(
        ['Be patient with small mistakes in the first days: most workers settle in within a few weeks when expectations are clear.'],
        ['اصبر على الأخطاء الصغيرة في الأيام الأولى: فمعظم العاملات يستقررن خلال أسابيع قليلة عندما تكون التوقعات واضحة.'],
      ),
    ),
  ),
  article(
    'questions-to-ask-in-the-interview',
    25,
    { en: 'Ten questions to ask in the interview', ar: 'عشرة أسئلة تطرحها في المقابلة' },
    {
      en: 'What to ask a housemaid or nanny in the interview, online or at our office, to find the right match for your family.',
      ar: 'ماذا تسأل العاملة أو المربية في المقابلة، عبر الإنترنت أو في مكتبنا، لتجد الأنسب لأسرتك.',
    },
    { en: 'maid interview questions, nanny interview, hiring tips', ar: 'أسئلة مقابلة العاملة، مقابلة المربية، نصائح التوظيف' },
    join(
      p(
        ['The interview is your chance to see whether a worker fits your family. Keep it friendly: she is nervous too.'],
        ['المقابلة فرصتك لترى هل تناسب العاملة أسرتك. اجعلها ودية، فهي متوترة أيضًا.'],
      ),
      list(
        [
          'Tell me about the families you worked for before',
          'What did a normal day look like?',
          'How old were the children you cared for?',
          'Which dishes do you cook best?',
          'How do you handle a child who refuses to eat?',
        ],
        [
          'حدثيني عن الأسر التي عملت لديها سابقًا',
          'كيف كان يومك المعتاد؟',
          'كم كانت أعمار الأطفال الذين رعيتهم؟',
          'ما الأطباق التي تتقنين طبخها؟',
          'كيف تتصرفين مع طفل يرفض الأكل؟',
        ],
      ),
      p(
        ['After the interview, approve her from your orders page, or tell us what was missing and we will suggest someone else.'],
        ['بعد المقابلة، وافق عليها من صفحة طلباتك، أو أخبرنا بما ينقص وسنقترح عليك عاملة أخرى.'],
      ),
    ),
  ),
  article(
    'main-or-monthly-package',
    40,
    { en: 'Main or Monthly package: which one suits you?', ar: 'الباقة الرئيسية أم الشهرية: أيهما تناسبك؟' },
    {
      en: 'A two-year contract on your sponsorship, or a monthly arrangement on ours: how the two packages compare.',
      ar: 'عقد لمدة سنتين على كفالتك، أو ترتيب شهري على كفالتنا: مقارنة بين الباقتين.',
    },
    { en: 'maid packages, monthly maid Dubai, maid contract cost', ar: 'باقات العاملات، عاملة شهرية دبي، تكلفة عقد العاملة' },
    join(
      p(
        [
          'With the <strong>Main package</strong> the worker joins you on a two-year contract under your sponsorship. You pay one contract fee; we arrange the visa, medical check and insurance.',
        ],
        [
          'في <strong>الباقة الرئيسية</strong> تنضم العاملة إليك بعقد مدته سنتان على كفالتك. تدفع رسوم العقد مرة واحدة، ونرتب نحن التأشيرة والفحص الطبي والتأمين.',
        ],
      ),
      p(
        [
          'With the <strong>Monthly package</strong> she stays on our sponsorship and you pay month by month, with the first months paid up front. It suits families who need help for a season or want flexibility.',
        ],
        [
          'في <strong>الباقة الشهرية</strong> تبقى العاملة على كفالتنا وتدفع شهرًا بشهر، مع دفع الأشهر الأولى مقدمًا. وهي تناسب الأسر التي تحتاج المساعدة لموسم أو تريد المرونة.',
        ],
      ),
      p(
        ['Both come with an invoice that shows the price, 5% VAT and the total in dirhams.'],
        ['وتأتي الباقتان بفاتورة تبين السعر وضريبة القيمة المضافة 5% والإجمالي بالدرهم.'],
      ),
    ),
  ),
  article(
    'keeping-documents-in-order',
    60,
    { en: 'Keeping your worker’s documents in order', ar: 'الحفاظ على وثائق العاملة سليمة' },
    {
      en: 'Passport, residence visa and Emirates ID: who keeps what, and when to renew.',
      ar: 'جواز السفر والإقامة والهوية الإماراتية: من يحتفظ بماذا ومتى يجب التجديد.',
    },
    { en: 'maid visa renewal, Emirates ID, passport, domestic worker documents', ar: 'تجديد إقامة العاملة، الهوية الإماراتية، جواز السفر، وثائق العاملة' },
    join(
      p(
        ['By law the worker keeps her own passport and identity documents. What the family and the agency keep track of are the dates.'],
        ['بحكم القانون تحتفظ العاملة بجواز سفرها ووثائقها الثبوتية بنفسها. أما ما تتابعه الأسرة والمكتب فهو التواريخ.'],
      ),
      list(
        [
          'Passport: renew it well before it has six months left',
          'Residence visa: renewal starts a month before it expires',
          'Emirates ID: renewed with the residence visa',
        ],
        ['جواز السفر: جدده قبل أن يتبقى على انتهائه ستة أشهر', 'الإقامة: يبدأ التجديد قبل انتهائها بشهر', 'الهوية الإماراتية: تجدد مع الإقامة'],
      ),
      p(
        ['We remind you of every date that concerns a worker placed through us, and our office handles the renewals.'],
        ['نذكرك بكل تاريخ يخص عاملة وظفتها عن طريقنا، ويتولى مكتبنا إجراءات التجديد.'],
      ),
    ),
  ),
];

const yesNo = [
  { en: 'Yes', ar: 'نعم' },
  { en: 'No', ar: 'لا' },
];

export const applicantQuestionnaire: TQuestionSeed[] = [
  { kind: 'text', isRequired: true, text: { en: 'Full name as in your passport', ar: 'الاسم الكامل كما في جواز السفر' }, options: [], workerField: 'name' },
  {
    kind: 'single',
    isRequired: true,
    text: { en: 'Nationality', ar: 'الجنسية' },
    workerField: 'nationality',
    options: [
      { en: 'Philippines', ar: 'الفلبين' },
      { en: 'Indonesia', ar: 'إندونيسيا' },
      { en: 'Sri Lanka', ar: 'سريلانكا' },
      { en: 'India', ar: 'الهند' },
      { en: 'Nepal', ar: 'نيبال' },
      { en: 'Ethiopia', ar: 'إثيوبيا' },
      { en: 'Kenya', ar: 'كينيا' },
      { en: 'Uganda', ar: 'أوغندا' },
    ],
  },
  {
    kind: 'single',
    isRequired: true,
    text: { en: 'Position you are applying for', ar: 'الوظيفة التي تتقدم لها' },
    workerField: 'position',
    options: [
      { en: 'Housemaid', ar: 'عاملة منزلية' },
      { en: 'Nanny', ar: 'مربية أطفال' },
      { en: 'Cook', ar: 'طباخة' },
      { en: 'Driver', ar: 'سائق' },
      { en: 'Caregiver', ar: 'مرافقة رعاية' },
    ],
  },
  {
    kind: 'multiple',
    isRequired: true,
    text: { en: 'Languages you speak', ar: 'اللغات التي تتحدثها' },
    workerField: 'languages',
    options: [
      { en: 'English', ar: 'الإنجليزية' },
      { en: 'Arabic', ar: 'العربية' },
      { en: 'Hindi', ar: 'الهندية' },
      { en: 'Tagalog', ar: 'التاغالوغية' },
    ],
  },
  {
    kind: 'single',
    isRequired: true,
    text: { en: 'Years of experience', ar: 'سنوات الخبرة' },
    workerField: 'experience',
    options: [
      { en: 'Less than 1 year', ar: 'أقل من سنة' },
      { en: '1 to 3 years', ar: 'من سنة إلى 3 سنوات' },
      { en: 'More than 3 years', ar: 'أكثر من 3 سنوات' },
    ],
  },
  { kind: 'single', isRequired: true, text: { en: 'Have you worked in a GCC country before?', ar: 'هل عملت في إحدى دول الخليج من قبل؟' }, options: yesNo },
  { kind: 'text', isRequired: true, text: { en: 'Phone or WhatsApp number', ar: 'رقم الهاتف أو واتساب' }, options: [], workerField: 'phone' },
  { kind: 'text', isRequired: false, text: { en: 'Anything else we should know?', ar: 'هل هناك ما تود إخبارنا به؟' }, options: [], workerField: 'note' },
];

export const settingSeed: TSettingSeed = {
  siteName: { en: 'Sakina Domestic Workers', ar: 'سكينة للعمالة المنزلية' },
  tagline: { en: 'Help at home you can trust', ar: 'مساعدة منزلية تثق بها' },
  footerAbout: {
    en: 'Sakina places vetted domestic workers with families across the UAE. Licensed, transparent and with you after the hire.',
    ar: 'تضع سكينة عمالة منزلية موثوقة لدى الأسر في جميع أنحاء الإمارات. مرخصون وواضحون ومعك بعد التوظيف.',
  },
  openingHours: { en: 'Saturday to Thursday 8:00 to 20:00, Friday 16:00 to 20:00', ar: 'السبت إلى الخميس 8:00 إلى 20:00، الجمعة 16:00 إلى 20:00' },
  mapUrl: { en: 'https://maps.google.com/?q=Al+Qusais+Plaza+Dubai', ar: 'https://maps.google.com/?q=Al+Qusais+Plaza+Dubai' },
  copyright: { en: '© Sakina Domestic Workers. All rights reserved.', ar: '© سكينة للعمالة المنزلية. جميع الحقوق محفوظة.' },
  heroCta: { en: 'Find your worker', ar: 'ابحث عن عاملتك' },
  whatsAppMessage: { en: 'Hello, I would like to know more about your workers', ar: 'مرحبًا، أود معرفة المزيد عن العاملات لديكم' },
  // What a UAE tax invoice prints about the agency (demo values).
  agencyLegalName: { en: 'Sakina Domestic Workers Services L.L.C.', ar: 'سكينة لخدمات العمالة المنزلية ذ.م.م.' },
  agencyAddress: {
    en: 'Office 204, Al Qusais Plaza, Damascus Street, Al Qusais, Dubai, United Arab Emirates',
    ar: 'مكتب 204، القصيص بلازا، شارع دمشق، القصيص، دبي، الإمارات العربية المتحدة',
  },
};

/** Settings without a language. */
export const sharedSettingSeed: Record<string, string> = { agencyTrn: '100234567800003' };
