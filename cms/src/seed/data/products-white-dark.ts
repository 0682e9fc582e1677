import { looseLeaf, pressedCake, priced } from './helpers';
import type { Product } from './types';

export const whiteProducts: Product[] = [
  {
    slug: 'silver-needle',
    sku: 'TS-WH-001',
    category: 'white',
    roast: 'unroasted',
    caffeine: 'low',
    collections: ['gift-picks', 'first-flush'],
    recommended: ['white-peony', 'bi-luo-chun', 'gyokuro'],
    stock: 20,
    price: priced(34),
    name: { en: 'Silver Needle', zh: '白毫銀針', jp: '白毫銀針' },
    productFormat: looseLeaf(50),
    description: {
      en: [
        'Silver Needle is made only from the unopened buds of the Fuding Da Bai tea plant in north-eastern Fujian, picked over a few days in early spring. The buds are simply withered in the shade and gently dried.',
        'Covered in fine silver down, they brew a very pale, almost clear liquor that is soft, sweet and quietly complex, with notes of melon, hay and white flowers. Use cooler water and take your time: a good Silver Needle rewards patience.',
      ],
      zh: [
        '白毫銀針僅選用福建東北部福鼎大白茶樹未展開的芽頭製成，於早春短短數日內採摘。芽頭只經陰涼處萎凋與輕柔乾燥。',
        '芽頭滿披銀白茸毫，茶湯淡雅近乎透明，滋味柔和清甜，細品之下層次豐富，帶有香瓜、乾草與白色花朵的香氣。請用較低水溫慢慢沖泡，好的銀針值得耐心等待。',
      ],
      jp: [
        '白毫銀針は、福建省北東部の福鼎大白茶という品種の、まだ開いていない芽だけを使って作られます。摘み取りは早春のわずか数日間。芽を日陰で萎凋させ、やさしく乾燥させるだけのシンプルな製法です。',
        '銀色のうぶ毛に覆われた芽からは、ほとんど透明に近い淡い水色のお茶が生まれます。やわらかく甘く、メロンや干し草、白い花を思わせる静かな奥深さがあります。低めの温度で時間をかけて淹れてください。良い白毫銀針は、待つほどに応えてくれます。',
      ],
    },
    tastingNotes: {
      en: 'Honeydew melon, sweet hay, white flowers',
      zh: '香瓜、甜乾草、白色花香',
      jp: 'ハニーデューメロン、甘い干し草、白い花',
    },
    brewing: { waterTemperature: 80, grams: 4, steepingTime: 240, infusions: 3 },
    palette: { from: '#fbfaf4', to: '#d8d6c4', leaf: '#8a9a7a' },
  },
  {
    slug: 'white-peony',
    sku: 'TS-WH-002',
    category: 'white',
    roast: 'unroasted',
    caffeine: 'low',
    collections: ['evening-calm'],
    recommended: ['silver-needle', 'shou-mei', 'oriental-beauty'],
    stock: 44,
    price: priced(21),
    name: { en: 'White Peony', zh: '白牡丹', jp: '白牡丹' },
    productFormat: looseLeaf(50),
    description: {
      en: [
        'White Peony, or Bai Mu Dan, is picked a little later than Silver Needle, with one bud and two young leaves. The mix of silvery buds and green-grey leaves is said to look like a peony opening.',
        'It has more body than Silver Needle and a fuller, fruitier sweetness, with notes of dried apricot and fresh hay. It is also lovely cold-brewed: ten grams in a litre of water, eight hours in the fridge.',
      ],
      zh: [
        '白牡丹的採摘時間比銀針稍晚，採一芽二葉。銀白芽頭與灰綠葉片相間，沖泡後形似綻放的牡丹，因而得名。',
        '比起銀針，白牡丹茶體更厚實，甜味更飽滿帶果香，有杏桃乾與新鮮乾草的氣息。也非常適合冷泡：十克茶葉加一公升水，放入冰箱八小時即可。',
      ],
      jp: [
        '白牡丹は白毫銀針より少し遅い時期に、一芯二葉で摘まれます。銀色の芽と灰緑色の葉が混じり合う姿が、咲きかけの牡丹のように見えることからこの名がつきました。',
        '白毫銀針よりもコクがあり、干し杏や干し草を思わせる、ふくよかでフルーティーな甘さが特徴です。水出しもおすすめ。茶葉10gを水1リットルに入れ、冷蔵庫で8時間置くだけです。',
      ],
    },
    tastingNotes: {
      en: 'Dried apricot, fresh hay, cucumber',
      zh: '杏桃乾、新鮮乾草、小黃瓜',
      jp: '干し杏、干し草、きゅうり',
    },
    brewing: { waterTemperature: 85, grams: 4, steepingTime: 180, infusions: 3 },
    palette: { from: '#f8f5ea', to: '#c9cbb0', leaf: '#6e8a5a' },
  },
  {
    slug: 'shou-mei',
    sku: 'TS-WH-003',
    category: 'white',
    roast: 'unroasted',
    caffeine: 'low',
    collections: ['everyday-essentials', 'evening-calm'],
    recommended: ['white-peony', 'ripe-pu-erh-cake', 'chrysanthemum'],
    stock: 70,
    price: priced(14),
    name: { en: 'Shou Mei', zh: '壽眉', jp: '寿眉' },
    productFormat: looseLeaf(100),
    description: {
      en: [
        'Shou Mei, "long-life eyebrow", is the everyday white tea of Fujian, made from larger leaves picked after the buds have grown out. Its leaves are left to wither naturally and become a mix of olive, brown and silver.',
        'It brews a golden cup that is woody, sweet and soothing, with notes of dates and autumn leaves. Shou Mei is also one of the best white teas to age: after a few years it grows honeyed and medicinal.',
      ],
      zh: [
        '壽眉是福建日常飲用的白茶，以芽頭長成後的較大葉片製成。茶葉自然萎凋，呈現橄欖綠、褐色與銀白交錯的色澤。',
        '茶湯金黃，帶木質香與甜味，溫和舒心，有紅棗與秋葉的氣息。壽眉也是最適合存放的白茶之一，幾年後會轉為蜜香與藥香。',
      ],
      jp: [
        '寿眉（じゅび）は福建で日常的に飲まれている白茶で、芽が伸びきったあとの大きめの葉から作られます。自然に萎凋させた葉は、オリーブ色、茶色、銀色が混じり合っています。',
        '水色は黄金色で、木のような香りと甘さがあり、なつめや秋の落ち葉を思わせる、ほっとする味わい。寿眉は熟成に向く白茶としても知られ、数年寝かせると蜂蜜や生薬のような香りへと変化します。',
      ],
    },
    tastingNotes: {
      en: 'Jujube, autumn leaves, light honey',
      zh: '紅棗、秋葉、淡淡蜜香',
      jp: 'なつめ、秋の落ち葉、ほのかな蜂蜜',
    },
    brewing: { waterTemperature: 95, grams: 4, steepingTime: 180, infusions: 4 },
    palette: { from: '#f4ecd8', to: '#b89c6a', leaf: '#5d4a26' },
  },
  {
    slug: 'moonlight-white',
    sku: 'TS-WH-004',
    category: 'white',
    roast: 'unroasted',
    caffeine: 'low',
    collections: ['evening-calm'],
    recommended: ['silver-needle', 'yiwu-raw-pu-erh', 'white-peony'],
    stock: 0,
    price: priced(23),
    name: { en: 'Yunnan Moonlight White', zh: '雲南月光白', jp: '雲南 月光白' },
    productFormat: looseLeaf(50),
    description: {
      en: [
        'Moonlight White is a white tea from Yunnan, made from the large-leaf Assamica plants more usually used for pu-erh. Its name comes from the striking contrast of its leaves: black on top, silver underneath, like moonlight on a dark night.',
        'The leaves are withered indoors away from sunlight, producing a fragrant, honey-sweet cup with hints of stone fruit and a gentle, round body. Our current lot is sold out; the autumn harvest is on its way.',
      ],
      zh: [
        '月光白是產自雲南的白茶，使用通常用來製作普洱的大葉種茶樹。葉面烏黑、葉背銀白，對比鮮明，宛如暗夜中的月光，因而得名。',
        '茶葉在室內避光萎凋，茶湯香氣芬芳、蜜甜，帶有核果香，口感圓潤柔和。目前這批已售罄，秋茶即將到貨。',
      ],
      jp: [
        '月光白は雲南の白茶で、ふだんはプーアル茶に使われる大葉種の茶樹から作られます。葉の表は黒く、裏は銀色というくっきりとした対比が、闇夜に差す月の光のように見えることからこの名がつきました。',
        '日光を避けて屋内で萎凋させることで、蜂蜜のように甘く香り高い一杯になります。核果のような風味と、まるくやさしい口当たり。現在のロットは完売しました。秋摘みの入荷をお待ちください。',
      ],
    },
    tastingNotes: {
      en: 'Honey, white peach, soft spice',
      zh: '蜂蜜、白桃、淡淡香料',
      jp: '蜂蜜、白桃、やさしいスパイス',
    },
    brewing: { waterTemperature: 90, grams: 4, steepingTime: 150, infusions: 4 },
    palette: { from: '#2a2f45', to: '#8c93b0', leaf: '#eef0f6' },
  },
];

export const darkProducts: Product[] = [
  {
    slug: 'ripe-pu-erh-cake',
    sku: 'TS-DK-001',
    category: 'dark',
    roast: 'unroasted',
    caffeine: 'medium',
    collections: ['everyday-essentials'],
    recommended: ['yiwu-raw-pu-erh', 'liu-bao', 'aged-oolong'],
    stock: 26,
    price: priced(38),
    name: {
      en: 'Menghai Ripe Pu-erh, 2019',
      zh: '二〇一九年勐海熟普洱',
      jp: '2019年 勐海プーアル熟茶',
    },
    productFormat: pressedCake(357),
    description: {
      en: [
        'Ripe, or shou, pu-erh is made by piling sun-dried Yunnan leaf in warm, damp heaps for several weeks, a process called wo dui that speeds up the fermentation a raw tea would otherwise take decades to achieve. This cake was pressed in Menghai in 2019.',
        'It brews a liquor so dark it looks like coffee, yet it is smooth and gentle: wet earth, cocoa, dates and a creamy texture, with none of the fishiness of poorly made ripe teas. Break off a few grams with a tea knife and rinse once before brewing.',
      ],
      zh: [
        '熟普洱是將曬青毛茶堆放於溫暖潮濕的環境中數週，經「渥堆」工序加速發酵，生茶原本需要數十年才能達到的轉化，因此大幅縮短。這片茶餅於二〇一九年在勐海壓製。',
        '茶湯深如咖啡，口感卻滑順溫和：濕潤泥土、可可、紅棗與綿密質地，沒有製作不良熟茶的堆味。用茶刀撬下幾克，沖泡前先溫潤洗茶一次即可。',
      ],
      jp: [
        '熟茶（シュウ茶）のプーアルは、天日乾燥させた雲南の茶葉を温かく湿った状態で数週間積み重ねる「渥堆（あくたい）」という工程で作られます。生茶なら何十年もかかる発酵を早めるのです。この餅茶は2019年に勐海で圧製されました。',
        'コーヒーのように黒い水色ですが、味わいはなめらかで穏やか。湿った土、ココア、なつめの風味とクリーミーな質感があり、質の悪い熟茶にありがちな臭みはありません。茶刀で数グラムほぐし、一度さっと洗茶してから淹れてください。',
      ],
    },
    tastingNotes: {
      en: 'Forest floor, cocoa, dates, creamy',
      zh: '森林土壤、可可、紅棗，口感綿密',
      jp: '森の土、ココア、なつめ、クリーミー',
    },
    brewing: { waterTemperature: 100, grams: 5, steepingTime: 20, infusions: 10 },
    palette: { from: '#cfae8e', to: '#3d2218', leaf: '#e9c48a' },
  },
  {
    slug: 'yiwu-raw-pu-erh',
    sku: 'TS-DK-002',
    category: 'dark',
    roast: 'unroasted',
    caffeine: 'medium',
    collections: ['gift-picks'],
    recommended: ['ripe-pu-erh-cake', 'moonlight-white', 'da-hong-pao'],
    stock: 12,
    price: priced(68),
    name: {
      en: 'Yiwu Raw Pu-erh, 2021',
      zh: '二〇二一年易武生普洱',
      jp: '2021年 易武プーアル生茶',
    },
    productFormat: pressedCake(357),
    description: {
      en: [
        'Raw, or sheng, pu-erh is sun-dried leaf from the big tea trees of Yunnan, steamed and pressed into cakes to age slowly for years. Yiwu, in Xishuangbanna, is known for gardens of old trees and for teas that are soft, sweet and thick rather than bitter.',
        'This 2021 spring cake is already lovely: apricot, wild honey and mountain flowers, a thick, oily texture and a long sweet aftertaste. Kept in a clean, airy place away from light and smells, it will deepen over the next decade.',
        'A 357 g cake lasts a long time. We recommend about 5 g per small pot and very short infusions at first.',
      ],
      zh: [
        '生普洱是以雲南大葉種茶樹的曬青毛茶，蒸壓成餅後經年緩慢陳化。西雙版納的易武以古樹茶園聞名，茶品柔甜厚實，少有苦澀。',
        '這片二〇二一年春茶現在就已十分迷人：杏桃、野蜂蜜與山野花香，茶湯稠厚油潤，回甘綿長。存放於乾淨通風、避光無異味之處，未來十年會越發醇厚。',
        '一片三五七克的茶餅可以喝上很久。建議小壺置茶約五克，前幾泡快速出湯。',
      ],
      jp: [
        '生茶（シェン茶）のプーアルは、雲南の大きな茶樹の天日乾燥茶葉を蒸して餅状に圧製し、何年もかけてゆっくり熟成させるお茶です。西双版納の易武は古樹の茶園で知られ、苦みよりも、やわらかな甘さととろみのあるお茶が多く生まれます。',
        'この2021年春の餅茶は、すでにとても魅力的です。杏、蜂蜜、山の花の香りに、とろりとした油のような質感と長く続く甘い余韻。光や匂いを避け、清潔で風通しのよい場所で保管すれば、これからの10年でさらに深みを増していきます。',
        '357gの餅茶は長く楽しめます。小さな急須に5gほどを目安に、最初の数煎はごく短く淹れるのがおすすめです。',
      ],
    },
    tastingNotes: {
      en: 'Apricot, wild honey, mountain flowers, thick texture',
      zh: '杏桃、野蜂蜜、山野花香，茶湯稠厚',
      jp: '杏、蜂蜜、山の花、とろみのある質感',
    },
    brewing: { waterTemperature: 95, grams: 5, steepingTime: 15, infusions: 12 },
    palette: { from: '#efe2bf', to: '#9a8442', leaf: '#3e3512' },
  },
  {
    slug: 'liu-bao',
    sku: 'TS-DK-003',
    category: 'dark',
    roast: 'light',
    caffeine: 'medium',
    collections: [],
    recommended: ['ripe-pu-erh-cake', 'aged-oolong', 'lapsang-souchong'],
    stock: 31,
    price: priced(27),
    name: { en: 'Guangxi Liu Bao, 2016', zh: '二〇一六年廣西六堡茶', jp: '2016年 広西 六堡茶' },
    productFormat: looseLeaf(100),
    description: {
      en: [
        'Liu Bao is a dark tea from Wuzhou in Guangxi. For centuries it was packed in bamboo baskets and shipped to Southeast Asia, where it became the tea of Malaysian tin miners, who believed it kept them cool in the heat.',
        'The leaves are fermented in piles, lightly dried over fire and then aged for years in cool cellars. This 2016 tea has the signature "betel nut" aroma of good Liu Bao, with notes of old wood, pine and sweet herbs, and a cooling, smooth finish.',
      ],
      zh: [
        '六堡茶是產自廣西梧州的黑茶。數百年來以竹簍包裝運往東南亞，成為馬來西亞錫礦工人的日常茶飲，他們相信六堡茶能在酷熱中消暑解熱。',
        '茶葉經渥堆發酵、以火輕度乾燥，再於陰涼的地窖中陳放多年。這款二〇一六年的六堡具有好茶特有的「檳榔香」，並帶老木、松香與甘草般的氣息，尾韻清涼順滑。',
      ],
      jp: [
        '六堡茶は広西チワン族自治区・梧州の黒茶です。何世紀にもわたって竹籠に詰められ東南アジアへ運ばれ、マレーシアの錫鉱山で働く人々が暑さをしのぐお茶として愛飲しました。',
        '茶葉を積み重ねて発酵させ、火で軽く乾燥させたあと、涼しい貯蔵庫で何年も寝かせます。この2016年の六堡茶には、良質な六堡茶の証とされる「檳榔香」があり、古木や松、甘い薬草の香りと、ひんやりなめらかな後味が楽しめます。',
      ],
    },
    tastingNotes: {
      en: 'Betel nut, old wood, pine, sweet herbs',
      zh: '檳榔香、老木、松香、甘草',
      jp: '檳榔、古木、松、甘い薬草',
    },
    brewing: { waterTemperature: 100, grams: 5, steepingTime: 20, infusions: 8 },
    palette: { from: '#d6bf9c', to: '#4a3020', leaf: '#c99a5a' },
  },
];
