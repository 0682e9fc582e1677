import type { Article } from './types';

export const newsArticles: Article[] = [
  {
    slug: 'our-online-shop-is-open',
    tags: ['latest'],
    publishDate: '2025-01-20',
    title: {
      en: 'Our Online Shop Is Open',
      zh: '我們的線上茶舖開幕了',
      jp: 'オンラインショップをオープンしました',
    },
    excerpt: {
      en: 'Our teas, now in English, Traditional Chinese and Japanese, delivered from Taipei.',
      zh: '我們的茶，現在提供英文、繁體中文與日文版本，從台北出貨。',
      jp: '私たちのお茶を、英語・繁体字中国語・日本語で。台北からお届けします。',
    },
    body: {
      en: [
        'For years, friends and visitors to our tasting room in Taipei have asked whether they could order our teas from home. Today we are happy to say yes.',
        'The new shop is available in English, Traditional Chinese and Japanese, with prices in US dollars, New Taiwan dollars and yen. Every tea has a brewing guide, tasting notes and filters by category, roast and caffeine to help you choose.',
        'Create a member account to save your shipping address, follow your orders and write reviews. To celebrate the launch, new members get 10% off their first order with the code WELCOME10.',
      ],
      zh: [
        '多年來，朋友們與來到台北品茶室的客人常問我們：能不能在家就訂到這些茶？今天，我們很高興地說：可以了。',
        '新的線上茶舖提供英文、繁體中文與日文版本，並以美元、新台幣與日圓標價。每款茶都附有沖泡指南與風味描述，也能依茶類、焙火程度與咖啡因篩選，幫助你找到喜歡的茶。',
        '註冊會員即可儲存收件地址、追蹤訂單並撰寫評論。為慶祝開幕，新會員首次訂購輸入優惠碼 WELCOME10 可享九折優惠。',
      ],
      jp: [
        '台北のテイスティングルームを訪れた方や友人から、何年も前から「家からお茶を注文できないの？」と聞かれてきました。今日、ようやく「できます」とお答えできます。',
        '新しいショップは英語・繁体字中国語・日本語に対応し、価格は米ドル、台湾ドル、日本円で表示します。すべてのお茶に淹れ方とテイスティングノートがあり、種類・焙煎度・カフェインで絞り込んで選ぶことができます。',
        '会員登録をすると、お届け先の保存、注文状況の確認、レビューの投稿ができます。オープンを記念して、新規会員の方は初回のご注文でクーポンコード「WELCOME10」をご利用いただくと10%オフになります。',
      ],
    },
    palette: { from: '#f6efe2', to: '#c8a26a', leaf: '#3e5a2e' },
  },
  {
    slug: 'spring-harvest-2025',
    tags: ['latest'],
    publishDate: '2025-04-05',
    title: {
      en: 'Spring 2025: The First Teas Have Arrived',
      zh: '二〇二五春茶：第一批新茶到貨',
      jp: '2025年春：最初の新茶が届きました',
    },
    excerpt: {
      en: 'Longjing, Bi Luo Chun and Darjeeling first flush are in, with more to come from the mountains.',
      zh: '龍井、碧螺春與大吉嶺春摘已到貨，高山茶也即將陸續抵達。',
      jp: '龍井茶、碧螺春、ダージリンのファーストフラッシュが入荷。高山のお茶もまもなく届きます。',
    },
    body: {
      en: [
        'The first boxes of the new season have landed. Our pre-Qingming Longjing and Dongting Bi Luo Chun arrived this week, along with a bright, flowery Darjeeling first flush from an estate we have worked with for several years.',
        'A mild winter and steady rain made for an early and generous start to spring in eastern China. The teas are sweet and vivid, with less of the sharpness that cold snaps sometimes bring.',
        'Taiwan’s high-mountain oolongs are picked later, from late April at Alishan to late May on Lishan and Dayuling. We will share news as each one arrives; the first-flush collection on the shop gathers all the spring teas in one place.',
      ],
      zh: [
        '新一季的第一批茶箱已經抵達。明前龍井與洞庭碧螺春本週到貨，同時到貨的還有一款香氣明亮、花香十足的大吉嶺春摘，來自我們合作多年的茶園。',
        '溫和的冬天與穩定的雨水，讓中國東部的春茶提早且豐收。今年的茶甘甜鮮活，少了寒流有時帶來的尖銳感。',
        '台灣高山烏龍採摘較晚，從四月下旬的阿里山到五月下旬的梨山與大禹嶺。每款茶到貨時我們都會通知大家；商店中的「春摘新茶」系列也集結了所有春茶。',
      ],
      jp: [
        '新しい季節の最初の箱が届きました。今週は明前の龍井茶と洞庭碧螺春、そして数年来お付き合いのある茶園から、明るく花のように香るダージリンのファーストフラッシュが入荷しました。',
        '穏やかな冬と安定した雨のおかげで、中国東部の春は早く、実り豊かに始まりました。お茶は甘くいきいきとしていて、寒の戻りがもたらしがちな鋭さもあまりありません。',
        '台湾の高山烏龍茶はもう少しあと、4月下旬の阿里山から5月下旬の梨山や大禹嶺へと摘まれていきます。入荷のたびにお知らせします。ショップの「一番摘み」コレクションには、春のお茶をすべてまとめています。',
      ],
    },
    palette: { from: '#eff7dc', to: '#9cc46a', leaf: '#f7e8c0' },
  },
  {
    slug: 'mid-autumn-gift-boxes-2025',
    tags: ['latest'],
    publishDate: '2025-09-01',
    title: {
      en: 'Mid-Autumn Festival Gift Ideas',
      zh: '中秋節送禮提案',
      jp: '中秋節のギフトアイデア',
    },
    excerpt: {
      en: 'Teas that pair with mooncakes, and how to get your gifts delivered before the festival.',
      zh: '適合搭配月餅的好茶，以及如何在節前準時送達禮物。',
      jp: '月餅に合うお茶と、お祭りの前に贈り物を届けるためのご案内。',
    },
    body: {
      en: [
        'The Mid-Autumn Festival falls on 6 October this year, and in Taiwan that means mooncakes, barbecues and visits to family. A good tea makes rich mooncakes much easier to enjoy.',
        'Roasted teas are the classic match. Dong Ding oolong and Muzha Tieguanyin balance lotus-seed and egg-yolk fillings, while ripe pu-erh is wonderful after a barbecue. For a lighter touch, try Oriental Beauty with fruit-filled pastries.',
        'Our gift picks collection gathers the teas we are proudest of. To receive your order before the festival within Taiwan, please order by 29 September with standard delivery, or by 2 October with express delivery.',
      ],
      zh: [
        '今年中秋節是十月六日，在台灣就代表著月餅、烤肉與回家團圓。一壺好茶能讓濃郁的月餅更加順口。',
        '焙火茶是最經典的搭配。凍頂烏龍與木柵鐵觀音能平衡蓮蓉與蛋黃餡的甜膩，而熟普洱則是烤肉後的最佳選擇。想要清爽一點，可以試試東方美人配水果酥餅。',
        '「送禮精選」系列集結了我們最引以為傲的茶款。若希望在節前於台灣境內收到訂單，一般宅配請於九月二十九日前下單，快遞請於十月二日前下單。',
      ],
      jp: [
        '今年の中秋節は10月6日。台湾では月餅、バーベキュー、そして家族のもとへの帰省の季節です。おいしいお茶があれば、濃厚な月餅もぐっと食べやすくなります。',
        '焙煎したお茶が定番の組み合わせです。凍頂烏龍茶や木柵鉄観音は、蓮の実あんや塩卵の黄身入りの月餅とよく調和し、プーアル熟茶はバーベキューのあとにぴったり。軽やかに楽しみたいなら、フルーツ入りの焼き菓子に東方美人茶を合わせてみてください。',
        '「ギフトにおすすめ」コレクションには、私たちが自信を持っておすすめするお茶を集めました。台湾国内で中秋節までにお受け取りになるには、通常配送は9月29日まで、速達は10月2日までにご注文ください。',
      ],
    },
    palette: { from: '#f7e2c8', to: '#b5532e', leaf: '#f5d27a' },
  },
  {
    slug: 'holiday-shipping-2025',
    tags: ['latest'],
    publishDate: '2025-12-01',
    title: {
      en: 'Holiday Shipping Dates',
      zh: '年末假期出貨時程',
      jp: '年末年始の配送スケジュール',
    },
    excerpt: {
      en: 'Order dates for delivery before Christmas and New Year, and when our tasting room is closed.',
      zh: '聖誕節與新年前送達的下單期限，以及品茶室的休息日。',
      jp: 'クリスマスと年末までにお届けするためのご注文期限と、テイスティングルームの休業日。',
    },
    body: {
      en: [
        'The end of the year is our busiest season, and we want every gift to arrive on time. For delivery before Christmas, please order by 15 December for international standard shipping and by 19 December for express.',
        'Within Taiwan, orders placed by 26 December with standard delivery will arrive before New Year’s Eve. Store pickup at our Taipei tasting room is available until 30 December.',
        'The tasting room and our packing team will rest from 31 December to 2 January. Orders placed during those days will ship on 3 January. Thank you for a wonderful first year of our online shop.',
      ],
      zh: [
        '年底是我們最忙碌的季節，我們希望每一份禮物都能準時送達。若要在聖誕節前收到，國際一般配送請於十二月十五日前下單，快遞請於十二月十九日前下單。',
        '台灣境內一般宅配於十二月二十六日前下單，可在跨年夜前送達。台北品茶室門市取貨服務提供至十二月三十日。',
        '品茶室與包裝團隊將於十二月三十一日至一月二日休息，期間的訂單將於一月三日出貨。謝謝大家陪伴線上茶舖度過美好的第一年。',
      ],
      jp: [
        '年末は一年でもっとも忙しい季節です。すべての贈り物が時間どおりに届くよう、クリスマスまでのお届けをご希望の場合は、海外通常配送は12月15日まで、速達は12月19日までにご注文ください。',
        '台湾国内の通常配送は、12月26日までのご注文で大晦日までにお届けします。台北のテイスティングルームでの店頭受け取りは12月30日までご利用いただけます。',
        '12月31日から1月2日まで、テイスティングルームと梱包チームはお休みをいただきます。期間中のご注文は1月3日に発送いたします。オンラインショップの素晴らしい最初の一年をご一緒くださり、心から感謝いたします。',
      ],
    },
    palette: { from: '#f3e6e2', to: '#8a2f2f', leaf: '#e9d8a6' },
  },
  {
    slug: 'spring-harvest-2026',
    tags: ['latest'],
    publishDate: '2026-04-02',
    title: {
      en: 'Spring 2026 Harvest Report',
      zh: '二〇二六春茶產季報告',
      jp: '2026年 春の収穫レポート',
    },
    excerpt: {
      en: 'A cold, dry winter means a later start and smaller yields, but some remarkable early teas.',
      zh: '寒冷乾燥的冬天讓春茶晚開、產量減少，但早春茶的品質相當出色。',
      jp: '寒く乾いた冬の影響で開始が遅れ、収量も少なめ。それでも早春のお茶は見事な出来です。',
    },
    body: {
      en: [
        'This winter was colder and drier than usual across Taiwan and eastern China. Tea bushes woke up about ten days late, and growers in several regions expect smaller harvests than last year.',
        'The good news is in the cup. Slow growth has produced compact, sweet buds, and the first Longjing and Bi Luo Chun we have tasted are among the best in years, with dense flavour and a long finish.',
        'Because quantities are limited, some spring teas may sell out sooner than usual. Members can follow the first-flush collection for new arrivals, and we will keep this page updated through May.',
      ],
      zh: [
        '今年冬天，台灣與中國東部都比往年更冷、更乾燥。茶樹晚了約十天才萌芽，多個產區的茶農預估產量將少於去年。',
        '好消息在杯中。緩慢的生長孕育出緊實甘甜的芽葉，我們試喝的第一批龍井與碧螺春，是近年來最好的之一，滋味濃郁、尾韻悠長。',
        '由於數量有限，部分春茶可能比往年更快售完。會員可關注「春摘新茶」系列掌握到貨消息，我們也會持續更新本頁至五月。',
      ],
      jp: [
        '今年の冬は、台湾でも中国東部でも例年より寒く乾燥していました。茶樹の芽吹きは10日ほど遅れ、いくつかの産地では昨年より収穫が少なくなる見込みです。',
        'うれしい知らせはカップの中にあります。ゆっくり育ったことで、締まった甘い芽ができ、最初に試飲した龍井茶と碧螺春は、ここ数年で屈指の出来。味わいが濃く、余韻も長く続きます。',
        '数量に限りがあるため、春のお茶はいつもより早く完売する可能性があります。新着は「一番摘み」コレクションでご確認ください。このページも5月まで随時更新します。',
      ],
    },
    palette: { from: '#f2f7e2', to: '#86b85a', leaf: '#d94a6a' },
  },
  {
    slug: 'visiting-alishan-growers',
    tags: ['latest', 'tea-knowledge'],
    publishDate: '2026-04-18',
    title: {
      en: 'A Week with Our Alishan Growers',
      zh: '與阿里山茶農共度的一週',
      jp: '阿里山の生産者と過ごした一週間',
    },
    excerpt: {
      en: 'Picking at dawn, withering in the afternoon, rolling past midnight: how high-mountain oolong is made.',
      zh: '清晨採茶、午後萎凋、深夜揉捻：高山烏龍的誕生過程。',
      jp: '夜明けに摘み、午後に萎凋し、真夜中過ぎまで揉む。高山烏龍茶ができるまで。',
    },
    body: {
      en: [
        'In mid-April we spent a week with the family who grows our Alishan oolong, at about 1,400 metres above Chiayi. Picking starts as soon as the mist lifts, with teams taking a bud and two or three leaves by hand.',
        'In the afternoon the leaves are spread on cloth in the sun for a short time, then moved indoors to wither on bamboo trays. Every hour or so they are gently tossed, bruising the edges so that oxidation begins, while the tea maker checks the aroma again and again.',
        'Late in the evening the leaves are pan-fired to stop oxidation, then rolled in cloth bundles dozens of times through the night until they form tight pearls. By morning the family is exhausted, and the new tea smells of gardenia and cream.',
        'Watching this, it is easy to understand why high-mountain tea is precious. We came home with a deeper respect for every gram and a few new lots you will see in the shop soon.',
      ],
      zh: [
        '四月中旬，我們在嘉義海拔約一千四百公尺的山上，與種植阿里山烏龍的茶農一家共度了一週。雲霧一散，採茶便開始，採茶工以手工摘下一心二葉或一心三葉。',
        '午後，茶葉先攤在布上短暫日光萎凋，再移入室內於竹篩上靜置萎凋。大約每小時輕輕搖青一次，讓葉緣受損、開始發酵，製茶師則一次又一次地聞香確認。',
        '深夜時分，茶葉下鍋炒青以停止發酵，接著整夜以布巾包覆反覆團揉數十次，直到揉成緊結的球狀。到了早上，一家人已筋疲力盡，新茶則散發著梔子花與奶油的香氣。',
        '親眼看過這一切，就能理解高山茶為何珍貴。我們帶著對每一克茶葉更深的敬意回家，也帶回了幾批很快就會在商店上架的新茶。',
      ],
      jp: [
        '4月中旬、嘉義の標高およそ1,400メートルで、阿里山烏龍茶を育てるご家族のもとで一週間を過ごしました。霧が晴れるとすぐに茶摘みが始まり、摘み手たちが一芯二葉、一芯三葉を手で摘み取っていきます。',
        '午後、茶葉はまず布の上に広げて短時間日光に当て、その後屋内の竹ざるに移して萎凋させます。1時間ほどごとにやさしく揺すって葉の縁に傷をつけ、発酵を促します。そのあいだ製茶師は何度も何度も香りを確かめます。',
        '夜更けに茶葉を釜炒りして発酵を止め、そのあとは一晩中、布に包んで何十回も揉み込み、固い球状に仕上げていきます。朝には家族はくたくたですが、新しいお茶はクチナシとクリームの香りを放っています。',
        'この光景を見れば、高山茶がなぜ貴重なのかがよくわかります。私たちは一グラムごとへの敬意を新たにし、まもなくショップに並ぶいくつかの新しいロットとともに帰ってきました。',
      ],
    },
    palette: { from: '#e2efe4', to: '#4f7f62', leaf: '#f6efd0' },
  },
  {
    slug: 'dayuling-2026-arrived',
    tags: ['latest'],
    publishDate: '2026-05-20',
    title: {
      en: 'Dayuling Spring 2026 Is Here',
      zh: '二〇二六大禹嶺春茶到貨',
      jp: '2026年 大禹嶺の春茶が入荷しました',
    },
    excerpt: {
      en: 'Our smallest and highest lot of the year, from gardens near 2,500 metres.',
      zh: '今年產量最少、海拔最高的一批茶，來自近兩千五百公尺的茶園。',
      jp: '標高約2,500メートルの茶園から、今年いちばん少なく、いちばん高い場所のお茶。',
    },
    body: {
      en: [
        'After a long wait, this spring’s Dayuling has arrived. The harvest was late and small after the cold winter, and our grower picked just over a hundred kilograms of finished tea from his highest plot.',
        'It is a beautiful year: thick, glossy leaves, a cooling orchid aroma and a sweetness that lasts through eight infusions and beyond. We have left it unroasted to keep that mountain clarity.',
        'Quantities are very limited, and we prefer not to set a purchase limit, so please order only what you will enjoy this year. It also makes a special gift for someone who loves Taiwanese oolong.',
      ],
      zh: [
        '經過漫長的等待，今年春天的大禹嶺終於到貨。寒冬之後茶季晚且產量少，茶農從他海拔最高的茶園只製成了一百多公斤的成品茶。',
        '今年的茶相當漂亮：葉片肥厚油亮，帶有清涼的蘭花香，甘甜可延續八泡以上。我們選擇不焙火，以保留那份高山的清透。',
        '數量非常有限，我們不想設定購買上限，因此請只訂購今年會喝完的份量。它也是送給台灣烏龍愛好者的特別禮物。',
      ],
      jp: [
        '長く待った今年の大禹嶺の春茶が、ついに届きました。寒い冬のあとで収穫は遅く少なく、生産者がいちばん標高の高い茶園から仕上げたお茶は、わずか100キロあまりでした。',
        '今年のお茶はとても美しい出来です。厚くつやのある葉、ひんやりとした蘭の香り、そして8煎を超えても続く甘さ。高山ならではの澄んだ味わいを残すため、焙煎はかけていません。',
        '数量はごくわずかですが、購入制限は設けたくないので、今年のうちに楽しめる分だけご注文いただければ幸いです。台湾の烏龍茶が好きな方への特別な贈り物にもなります。',
      ],
    },
    palette: { from: '#e6f0ea', to: '#3f7a64', leaf: '#f2f6ee' },
  },
  {
    slug: 'tasting-room-sunday-hours',
    tags: ['latest'],
    publishDate: '2026-08-15',
    title: {
      en: 'Our Tasting Room Now Opens on Sundays',
      zh: '品茶室週日也開門了',
      jp: 'テイスティングルームが日曜日も営業します',
    },
    excerpt: {
      en: 'New opening hours in Taipei, plus free guided tastings every Sunday afternoon.',
      zh: '台北品茶室新的營業時間，以及每週日下午的免費導覽品茶。',
      jp: '台北の新しい営業時間と、毎週日曜午後の無料ガイド付きテイスティング。',
    },
    body: {
      en: [
        'Starting this month, our tasting room in Taipei’s Dadaocheng district is open from Tuesday to Sunday, 11:00 to 19:00. It is also where you can collect orders placed with store pickup.',
        'Every Sunday at 15:00 we host a free guided tasting of three teas, chosen from what has just arrived. Places are limited to eight people, so please send us a message through the contact page to reserve a seat.',
        'Dadaocheng has traded tea since the nineteenth century, when merchants shipped Formosa oolong around the world from its riverside warehouses. We are proud to pour tea in the same streets.',
      ],
      zh: [
        '自本月起，位於台北大稻埕的品茶室營業時間調整為週二至週日，上午十一點至晚上七點。選擇門市取貨的訂單也在這裡領取。',
        '每週日下午三點，我們會從剛到貨的茶款中挑選三款，舉辦免費導覽品茶。每場限八位，請透過「聯絡我們」頁面留言預約。',
        '大稻埕自十九世紀起便是茶葉貿易重鎮，當年的茶商從河畔的倉庫將福爾摩沙烏龍銷往世界各地。能在同樣的街道上為大家泡茶，我們深感榮幸。',
      ],
      jp: [
        '今月から、台北・大稲埕のテイスティングルームは火曜日から日曜日、11時から19時まで営業します。店頭受け取りを選んだご注文も、こちらでお渡しします。',
        '毎週日曜日の15時からは、入荷したばかりのお茶から3種類を選んで、無料のガイド付きテイスティングを開催します。定員は8名のため、お問い合わせページからご予約ください。',
        '大稲埕は19世紀から茶の交易で栄えた街で、商人たちは川沿いの倉庫からフォルモサ烏龍茶を世界へ送り出していました。同じ通りでお茶を淹れられることを誇りに思います。',
      ],
    },
    palette: { from: '#f4ebe0', to: '#a0704e', leaf: '#2e4a36' },
  },
  {
    slug: 'autumn-roasting-season',
    tags: ['latest', 'tea-knowledge'],
    publishDate: '2026-10-28',
    title: {
      en: 'Autumn Is Roasting Season',
      zh: '秋天是焙茶的季節',
      jp: '秋は焙煎の季節',
    },
    excerpt: {
      en: 'Why tea makers fire up the charcoal as the weather cools, and the roasted teas new in the shop.',
      zh: '為什麼天氣轉涼時，製茶師會生起炭火？以及商店中新上架的焙火茶。',
      jp: '涼しくなると製茶師が炭に火を入れる理由と、ショップに新しく並んだ焙煎茶。',
    },
    body: {
      en: [
        'In Taiwan, autumn is the season of the roaster. The humid summer is over, the air is dry, and spring teas that have rested for a few months are ready to be finished over charcoal.',
        'Charcoal roasting is slow and demanding. The embers are banked under a layer of ash and the baskets of tea sit above them for many hours, sometimes over several sessions weeks apart, so the heat reaches the heart of each leaf without scorching it.',
        'This month we have added a new batch of Dong Ding and Muzha Tieguanyin from this autumn’s roast, and re-roasted our 2008 aged oolong. They are warm, comforting teas for the cooler evenings ahead.',
      ],
      zh: [
        '在台灣，秋天是焙茶師的季節。潮濕的夏天過去，空氣轉為乾燥，靜置數月的春茶也準備好進行炭焙了。',
        '炭焙緩慢而講究。炭火覆上一層灰，茶籠置於其上焙上好幾個小時，有時還會分成相隔數週的數次進行，讓熱力深入每片茶葉的中心，卻不致焦灼。',
        '本月我們新增了今年秋焙的凍頂烏龍與木柵鐵觀音，並將二〇〇八年陳年烏龍重新回焙。這些溫暖人心的茶，最適合即將到來的涼爽夜晚。',
      ],
      jp: [
        '台湾では、秋は焙煎師の季節です。蒸し暑い夏が終わり、空気が乾き、数か月寝かせた春のお茶が炭火で仕上げられるのを待っています。',
        '炭火焙煎は時間がかかり、繊細な作業です。炭を灰で覆って火を落ち着かせ、その上に茶かごを何時間も置きます。ときには数週間おいて何回かに分けて焙じ、葉を焦がさずに芯まで熱を届けます。',
        '今月は、この秋に焙煎した凍頂烏龍茶と木柵鉄観音の新しいロットを加え、2008年の陳年烏龍茶も焙煎し直しました。これから涼しくなる夜にぴったりの、温かくほっとするお茶です。',
      ],
    },
    palette: { from: '#f0dcc4', to: '#7a3e22', leaf: '#f2b85a' },
  },
];
