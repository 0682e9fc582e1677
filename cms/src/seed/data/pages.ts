import type { AboutContent, FaqContent, HomeContent, PrivacyContent } from './types';

export const home: HomeContent = {
  heroTitle: {
    en: 'Tea from the mountains, brewed at home',
    zh: '山上的好茶，在家細細品味',
    jp: '山のお茶を、わが家の一杯に',
  },
  heroSubtitle: {
    en: 'Small-batch oolong, green, black and white teas, sourced directly from growers in Taiwan, China and Japan.',
    zh: '小批量的烏龍、綠茶、紅茶與白茶，直接向台灣、中國與日本的茶農採購。',
    jp: '台湾、中国、日本の生産者から直接仕入れた、少量生産の烏龍茶、緑茶、紅茶、白茶。',
  },
  heroCtaLabel: { en: 'Shop all teas', zh: '選購茶品', jp: 'お茶を探す' },
  heroCtaLink: '/products',
  featuredCollections: ['taiwan-high-mountain', 'evening-calm', 'gift-picks', 'first-flush'],
  featuredProducts: [
    'alishan-high-mountain-oolong',
    'oriental-beauty',
    'dong-ding-oolong',
    'longjing',
    'sun-moon-lake-ruby-18',
    'gyokuro',
    'ripe-pu-erh-cake',
    'hojicha',
  ],
  newsletterTitle: {
    en: 'Letters from the tea garden',
    zh: '來自茶園的信',
    jp: '茶園からの便り',
  },
  newsletterText: {
    en: 'New harvests, brewing tips and members-only offers, about twice a month. Unsubscribe at any time.',
    zh: '新茶到貨、沖泡技巧與會員專屬優惠，每月約兩封。可隨時取消訂閱。',
    jp: '新茶の入荷、淹れ方のコツ、会員限定のお得な情報を月2回ほどお届けします。配信はいつでも停止できます。',
  },
  heroPalette: { from: '#eef2e2', to: '#6f9a6a', leaf: '#2c5a34' },
};

export const about: AboutContent = {
  title: { en: 'Our story', zh: '我們的故事', jp: '私たちの物語' },
  body: {
    en: [
      'Leaf & Kettle Tea began in 2019 as a small tasting room on a side street of Dadaocheng, the old tea-trading quarter of Taipei. We wanted a place where anyone could sit down, try a few teas side by side and leave knowing a little more about what they like.',
      'We buy directly from the farmers and tea makers who grow and craft our teas: families on Alishan and Lishan, roasters in Lugu and Muzha, and trusted partners in Fujian, Yunnan, Darjeeling and Japan. We visit whenever we can, taste every lot before it reaches the shop and pay fairly for the work that goes into it.',
      'Most of our teas come in small batches. When one sells out, we would rather wait for the next good harvest than replace it with something we like less. That is why our shelves change with the seasons.',
      'Today we ship across Taiwan and to friends around the world, in English, Chinese and Japanese. Whether you are just discovering oolong or have a cupboard full of pu-erh, we hope you find a tea here that becomes part of your day.',
    ],
    zh: [
      '葉與壺茶舖始於二〇一九年，最初只是台北老茶區大稻埕巷弄裡的一間小小品茶室。我們希望有這樣一個地方：任何人都能坐下來，把幾款茶並排試喝，離開時更了解自己喜歡什麼。',
      '我們直接向種茶、製茶的人購買：阿里山與梨山的茶農家庭、鹿谷與木柵的焙茶師，以及福建、雲南、大吉嶺與日本值得信賴的夥伴。我們盡可能親自拜訪，每一批茶上架前都親自品評，並為背後的辛勞支付合理的價格。',
      '我們大多數的茶都是小批量。當一款茶售完時，我們寧願等待下一季的好茶，也不願以較不滿意的茶替代。這也是我們的茶架會隨季節變化的原因。',
      '如今我們以中文、英文與日文，將茶寄送到全台灣與世界各地的朋友手中。無論你剛開始認識烏龍，或是已經收藏了滿櫃普洱，都希望你能在這裡找到一款成為日常一部分的茶。',
    ],
    jp: [
      'リーフ＆ケトル茶舗は2019年、台北の古い茶問屋街・大稲埕の路地にある小さなテイスティングルームとして始まりました。誰でも気軽に腰をおろし、いくつかのお茶を飲み比べて、自分の好みを少し知って帰れる場所をつくりたかったのです。',
      'お茶は、育て、仕上げる人たちから直接仕入れています。阿里山や梨山の農家の皆さん、鹿谷や木柵の焙煎師、そして福建、雲南、ダージリン、日本の信頼できるパートナーたち。できる限り現地を訪ね、すべてのロットを自分たちで味見してから店に並べ、その手間に見合った適正な対価をお支払いしています。',
      'ほとんどのお茶は少量生産です。売り切れたときは、納得できないお茶で代わりを埋めるより、次の良い収穫を待つことを選びます。だから私たちの棚は季節とともに移り変わります。',
      '今では台湾全土と世界中の皆さまへ、日本語・中国語・英語でお届けしています。烏龍茶に出会ったばかりの方にも、棚いっぱいにプーアル茶をお持ちの方にも、毎日の一部になるお茶がここで見つかりますように。',
    ],
  },
  palette: { from: '#f4ece0', to: '#9a7a56', leaf: '#2e4a30' },
};

export const privacy: PrivacyContent = {
  title: { en: 'Privacy Policy', zh: '隱私權政策', jp: 'プライバシーポリシー' },
  body: {
    en: [
      'Last updated: 1 October 2026. This policy explains how Leaf & Kettle Tea ("we") collects and uses personal information when you visit our website, create a member account or place an order.',
      'What we collect. When you create an account or check out, we collect your name, email address, phone number, birthday (optional) and shipping address. We keep a record of your orders and of any reviews, contact messages and newsletter subscriptions you send us. Our servers also record technical information such as your IP address and browser type for security purposes.',
      'Payments. Card payments are processed by our payment provider. Your card number is entered directly into the provider’s secure form and is never stored on our servers; we only receive a confirmation of whether the payment succeeded.',
      'How we use your information. We use your details to process and deliver orders, to provide your member account and order history, to answer your questions, to prevent fraud and, if you have subscribed, to send our newsletter. We do not sell your personal information to anyone.',
      'Cookies and local storage. We use a cookie to remember your language and, when you log in, a cookie that keeps you signed in. Your browser’s local storage holds an identifier for your shopping cart. We also measure page views to understand which pages are useful. You can clear cookies in your browser at any time, although you will then need to log in again.',
      'Sharing. We share only what is needed with the companies that help us run the shop: our delivery partners (your name, address and phone number), our payment provider and our hosting provider. They may use it only to provide their service to us.',
      'Retention. We keep order records for as long as the law requires for accounting and tax purposes, generally seven years. Other account information is kept until you close your account. Newsletter addresses are deleted when you unsubscribe.',
      'Your rights. You can view and update your account details and shipping address in the member centre at any time. You may ask us for a copy of your data, to correct it or to delete it, by writing to us through the contact page. We will reply within 30 days.',
      'Changes. If we change this policy, we will post the new version on this page with a new date. For significant changes we will also let members know by email.',
    ],
    zh: [
      '最後更新日期：二〇二六年十月一日。本政策說明葉與壺茶舖（以下稱「我們」）在您瀏覽網站、註冊會員或下單時，如何蒐集與使用您的個人資料。',
      '我們蒐集的資料。當您註冊帳號或結帳時，我們會蒐集您的姓名、電子郵件、電話號碼、生日（選填）及收件地址。我們會保存您的訂單紀錄，以及您寄給我們的評論、聯絡訊息與電子報訂閱資料。為了安全目的，伺服器也會記錄您的 IP 位址與瀏覽器類型等技術資訊。',
      '付款。信用卡付款由我們的金流服務商處理。您的卡號直接輸入於服務商的安全表單中，絕不會儲存在我們的伺服器上；我們只會收到付款是否成功的確認。',
      '資料的使用方式。我們使用您的資料來處理與配送訂單、提供會員帳號與訂單紀錄、回覆您的問題、防範詐欺，並在您訂閱時寄送電子報。我們絕不會將您的個人資料出售給任何人。',
      'Cookie 與本機儲存。我們使用 Cookie 記住您的語言設定，並在您登入後以 Cookie 維持登入狀態。瀏覽器的本機儲存空間會保存您購物車的識別碼。我們也會統計頁面瀏覽次數，以了解哪些頁面對您有幫助。您可以隨時在瀏覽器中清除 Cookie，但之後需要重新登入。',
      '資料分享。我們只會將必要的資料提供給協助營運商店的公司：物流夥伴（您的姓名、地址與電話）、金流服務商與主機服務商。他們僅能將資料用於為我們提供服務。',
      '保存期限。訂單紀錄依會計與稅務法規要求保存，一般為七年。其他帳號資料會保存至您關閉帳號為止。取消訂閱電子報後，您的電子郵件地址將被刪除。',
      '您的權利。您可以隨時在會員中心查看並更新帳號資料與收件地址。您也可以透過「聯絡我們」頁面，要求取得、更正或刪除您的資料，我們會在三十天內回覆。',
      '政策變更。若本政策有所變更，我們會在此頁面公布新版本並更新日期。如有重大變更，也會以電子郵件通知會員。',
    ],
    jp: [
      '最終更新日：2026年10月1日。本ポリシーは、リーフ＆ケトル茶舗（以下「当店」）が、ウェブサイトの閲覧、会員登録、ご注文の際に、どのように個人情報を収集し利用するかを説明するものです。',
      '収集する情報。会員登録やご購入の際に、お名前、メールアドレス、電話番号、生年月日（任意）、お届け先住所をお預かりします。ご注文の記録、およびお送りいただいたレビュー、お問い合わせ、ニュースレターの登録情報を保管します。また、セキュリティのため、サーバーにはIPアドレスやブラウザの種類などの技術情報が記録されます。',
      'お支払い。クレジットカード決済は決済代行会社が処理します。カード番号は決済代行会社の安全なフォームに直接入力され、当店のサーバーに保存されることはありません。当店が受け取るのは、お支払いが完了したかどうかの確認のみです。',
      '情報の利用目的。お預かりした情報は、ご注文の処理と配送、会員アカウントと注文履歴の提供、お問い合わせへの回答、不正防止、そしてご登録いただいた場合のニュースレター配信に利用します。個人情報を第三者に販売することは一切ありません。',
      'Cookieとローカルストレージ。表示言語を記憶するためのCookieと、ログイン中の状態を保つためのCookieを使用します。ブラウザのローカルストレージには、ショッピングカートの識別子が保存されます。また、どのページが役立っているかを知るため、ページの閲覧数を計測しています。Cookieはブラウザからいつでも削除できますが、その場合は再度ログインが必要です。',
      '情報の共有。当店の運営を支える会社には、必要な情報のみを提供します。配送業者（お名前、ご住所、電話番号）、決済代行会社、ホスティング事業者です。これらの会社は、当店へのサービス提供の目的以外に情報を利用できません。',
      '保存期間。注文記録は、会計・税務上の法令で定められた期間（通常7年間）保存します。その他のアカウント情報は、退会されるまで保存します。ニュースレターのメールアドレスは、配信停止の時点で削除します。',
      'お客様の権利。会員センターでは、アカウント情報とお届け先住所をいつでも確認・変更できます。ご自身のデータの開示、訂正、削除をご希望の場合は、お問い合わせページからご連絡ください。30日以内にご返答いたします。',
      '改定について。本ポリシーを改定する場合は、新しい日付とともにこのページに掲載します。重要な変更については、会員の皆さまにメールでもお知らせします。',
    ],
  },
};

export const faq: FaqContent = {
  title: { en: 'Questions & answers', zh: '常見問題', jp: 'よくある質問' },
  items: [
    {
      question: {
        en: 'How much is shipping?',
        zh: '運費怎麼計算？',
        jp: '送料はいくらですか？',
      },
      answer: {
        en: 'Shipping is calculated at checkout and depends on the method you choose. Orders over US$50 ship free with standard delivery.',
        zh: '運費會在結帳時依您選擇的配送方式計算。訂單滿 NT$1,500 即可享一般宅配免運費。',
        jp: '送料はご注文手続きの際、お選びいただいた配送方法に応じて計算されます。¥7,500以上のご注文は通常配送が無料です。',
      },
    },
    {
      question: {
        en: 'How long does delivery take?',
        zh: '多久可以收到商品？',
        jp: '届くまでにどのくらいかかりますか？',
      },
      answer: {
        en: 'We pack orders within two working days. Standard delivery takes 2 to 4 working days within Taiwan and 5 to 12 working days abroad; express delivery takes 1 to 2 working days in Taiwan and 3 to 5 abroad.',
        zh: '我們會在兩個工作天內完成包裝。一般宅配在台灣境內約二至四個工作天、海外約五至十二個工作天送達；快遞在台灣境內約一至二個工作天、海外約三至五個工作天。',
        jp: 'ご注文は2営業日以内に梱包します。通常配送は台湾国内で2〜4営業日、海外で5〜12営業日、速達は台湾国内で1〜2営業日、海外で3〜5営業日でお届けします。',
      },
    },
    {
      question: {
        en: 'Can I pick up my order in person?',
        zh: '可以到門市自取嗎？',
        jp: '店頭で受け取ることはできますか？',
      },
      answer: {
        en: 'Yes. Choose store pickup at checkout and collect your order at our tasting room in Dadaocheng, Taipei, from Tuesday to Sunday between 11:00 and 19:00. We will email you when it is ready.',
        zh: '可以。結帳時選擇「門市取貨」，即可於週二至週日上午十一點至晚上七點，到台北大稻埕的品茶室領取。備貨完成時我們會寄信通知您。',
        jp: 'はい。ご注文手続きで「店頭受け取り」を選び、台北・大稲埕のテイスティングルームで火曜日から日曜日の11時〜19時にお受け取りください。準備ができしだいメールでお知らせします。',
      },
    },
    {
      question: {
        en: 'Which payment methods do you accept?',
        zh: '接受哪些付款方式？',
        jp: 'どの支払い方法が使えますか？',
      },
      answer: {
        en: 'We accept major credit and debit cards. Payments are processed securely by our payment provider and we never store your card number.',
        zh: '我們接受各大信用卡與簽帳金融卡。付款由金流服務商安全處理，我們不會儲存您的卡號。',
        jp: '主要なクレジットカードとデビットカードがご利用いただけます。お支払いは決済代行会社が安全に処理し、当店がカード番号を保存することはありません。',
      },
    },
    {
      question: {
        en: 'Can I change or cancel my order?',
        zh: '可以修改或取消訂單嗎？',
        jp: '注文の変更やキャンセルはできますか？',
      },
      answer: {
        en: 'As long as your order has not shipped, please contact us as soon as possible and we will do our best to change or cancel it. Once an order has shipped it can no longer be changed.',
        zh: '只要訂單尚未出貨，請盡快與我們聯絡，我們會盡力為您修改或取消。訂單出貨後即無法再修改。',
        jp: 'ご注文が発送前であれば、できるだけ早くご連絡ください。変更やキャンセルにできる限り対応いたします。発送後の変更はお受けできません。',
      },
    },
    {
      question: {
        en: 'What is your return policy?',
        zh: '退貨政策是什麼？',
        jp: '返品はできますか？',
      },
      answer: {
        en: 'Because tea is a food product, we cannot accept returns of opened packages. If an item arrives damaged or is not what you ordered, contact us within 7 days of delivery with a photo and we will replace it or refund you.',
        zh: '茶葉屬於食品，已開封的商品恕無法退貨。若商品送達時有破損或與訂購內容不符，請於收貨後七天內附上照片與我們聯絡，我們將為您更換或退款。',
        jp: 'お茶は食品のため、開封済みの商品の返品はお受けできません。商品が破損していた場合やご注文と異なる場合は、お届けから7日以内に写真を添えてご連絡ください。交換または返金いたします。',
      },
    },
    {
      question: {
        en: 'How should I store my tea?',
        zh: '茶葉應該如何保存？',
        jp: 'お茶はどう保存すればよいですか？',
      },
      answer: {
        en: 'Keep tea in an airtight, opaque container away from light, heat, moisture and strong smells. Green and lightly oxidised teas are best within six months of opening; roasted teas keep longer. Store pu-erh cakes in paper so they can breathe.',
        zh: '請將茶葉存放於密封、不透光的容器中，避開光線、高溫、濕氣與濃烈氣味。綠茶與輕發酵茶開封後最好在六個月內喝完，焙火茶可保存更久。普洱茶餅則以紙包收納，讓它能夠呼吸。',
        jp: 'お茶は密閉できて光を通さない容器に入れ、光、熱、湿気、強い匂いを避けて保管してください。緑茶や発酵の浅いお茶は開封後6か月以内、焙煎したお茶はもう少し長く楽しめます。プーアル茶の餅茶は、呼吸できるよう紙に包んで保管しましょう。',
      },
    },
    {
      question: {
        en: 'Do you have caffeine-free teas?',
        zh: '有不含咖啡因的茶嗎？',
        jp: 'カフェインを含まないお茶はありますか？',
      },
      answer: {
        en: 'Yes. All our herbal infusions, such as chamomile, rooibos, peppermint and roasted barley, are naturally caffeine-free. Use the caffeine filter on the products page, or browse the Evening Calm collection for low- and no-caffeine choices.',
        zh: '有的。我們所有的花草茶，例如洋甘菊、南非國寶茶、胡椒薄荷與焙煎大麥茶，都天然不含咖啡因。您可以在商品頁使用咖啡因篩選，或瀏覽「夜晚時光」系列，找到低咖啡因與無咖啡因的選擇。',
        jp: 'はい。カモミール、ルイボス、ペパーミント、麦茶など、当店のハーブティーはすべてもともとカフェインを含みません。商品ページのカフェインの絞り込みや、「夜のくつろぎ」コレクションで、カフェイン少なめ・なしのお茶をお探しいただけます。',
      },
    },
    {
      question: {
        en: 'What are the benefits of a member account?',
        zh: '成為會員有什麼好處？',
        jp: '会員登録のメリットは何ですか？',
      },
      answer: {
        en: 'Members can save a shipping address for faster checkout, follow their orders and tracking numbers, and write reviews. New members receive 10% off their first order with the code WELCOME10.',
        zh: '會員可以儲存收件地址加快結帳、查詢訂單與物流追蹤編號，並撰寫商品評論。新會員首次訂購輸入優惠碼 WELCOME10 可享九折優惠。',
        jp: '会員になると、お届け先を保存してスムーズにご注文いただけるほか、注文状況や追跡番号の確認、レビューの投稿ができます。新規会員の方は、初回のご注文でクーポンコード「WELCOME10」をご利用いただくと10%オフになります。',
      },
    },
    {
      question: {
        en: 'Why is a tea I like sold out?',
        zh: '為什麼我喜歡的茶賣完了？',
        jp: '好きなお茶が売り切れなのはなぜですか？',
      },
      answer: {
        en: 'Many of our teas come from small harvests that can only be made once or twice a year. When a tea sells out we wait for the next good harvest rather than replace it. Subscribe to our newsletter to hear when it returns.',
        zh: '我們許多茶品來自一年只能製作一兩次的小量茶季。當一款茶售完時，我們會等待下一季的好茶，而不是以其他茶替代。訂閱電子報，就能在補貨時第一時間收到通知。',
        jp: '当店のお茶の多くは、年に一、二度しか作れない少量の収穫から生まれます。売り切れた場合は、別のお茶で代用せず、次の良い収穫を待ちます。再入荷のお知らせは、ニュースレターでお届けします。',
      },
    },
  ],
};
