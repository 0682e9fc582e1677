import { looseHerbs, priced, teaBags } from './helpers';
import type { Product } from './types';

export const herbalProducts: Product[] = [
  {
    slug: 'chamomile-flowers',
    sku: 'TS-HB-001',
    category: 'herbal',
    roast: 'unroasted',
    caffeine: 'none',
    collections: ['evening-calm'],
    recommended: ['peppermint-leaf', 'rooibos', 'chrysanthemum'],
    stock: 66,
    price: priced(12),
    name: { en: 'Whole Chamomile Flowers', zh: '洋甘菊花茶', jp: 'カモミール（ホールフラワー）' },
    productFormat: looseHerbs(40),
    description: {
      en: [
        'These are whole flower heads of German chamomile, grown in the Nile valley in Egypt and dried gently so the petals stay white and the centres golden. Whole flowers keep far more of their aromatic oils than the dust found in most tea bags.',
        'The infusion is golden and soft, smelling of apple and hay, with a light honeyed sweetness. It is naturally caffeine-free and a classic cup before bed.',
      ],
      zh: [
        '選用生長於埃及尼羅河谷的德國洋甘菊完整花朵，低溫乾燥，讓花瓣保持潔白、花心金黃。完整花朵保留的芳香精油，遠多於一般茶包中的碎末。',
        '沖泡後茶湯金黃柔和，散發蘋果與乾草的香氣，帶有淡淡蜜甜。天然不含咖啡因，是睡前的經典選擇。',
      ],
      jp: [
        'エジプトのナイル川流域で育ったジャーマンカモミールの花を、花びらは白く、中心は黄金色のまま残るようにやさしく乾燥させました。花をまるごと使うため、一般的なティーバッグの細かい粉よりもずっと多くの香り成分が残っています。',
        '黄金色のやわらかな一杯で、りんごや干し草のような香りと、ほのかな蜂蜜の甘みがあります。もともとカフェインを含まず、おやすみ前の定番です。',
      ],
    },
    tastingNotes: {
      en: 'Apple, hay, light honey',
      zh: '蘋果、乾草、淡淡蜜香',
      jp: 'りんご、干し草、ほのかな蜂蜜',
    },
    brewing: { waterTemperature: 100, grams: 2, steepingTime: 300, infusions: 1 },
    palette: { from: '#fdf7dc', to: '#f0c94a', leaf: '#8a6a12' },
  },
  {
    slug: 'rooibos',
    sku: 'TS-HB-002',
    category: 'herbal',
    roast: 'unroasted',
    caffeine: 'none',
    collections: ['evening-calm'],
    recommended: ['chamomile-flowers', 'earl-grey', 'roasted-barley'],
    stock: 74,
    price: priced(12),
    name: { en: 'Cederberg Rooibos', zh: '南非國寶茶', jp: 'ルイボスティー' },
    productFormat: looseHerbs(100),
    description: {
      en: [
        'Rooibos is not tea at all but a shrub that grows only in the Cederberg mountains of South Africa’s Western Cape. The needle-like leaves are cut, bruised and left in heaps to oxidise, which turns them a deep red.',
        'The infusion is sweet and woody, with notes of vanilla, honey and dried fruit, and it never turns bitter however long you leave it. Try it with milk and a little honey, or iced with orange slices.',
      ],
      zh: [
        '南非國寶茶（路易波士）其實不是茶，而是只生長於南非西開普省賽德堡山區的灌木。針狀葉片經切碎、揉搓後堆積氧化，轉為深紅色。',
        '茶湯甘甜帶木質香，有香草、蜂蜜與果乾的氣息，無論浸泡多久都不會苦澀。可以加入牛奶與少許蜂蜜，或加柳橙片做成冰飲。',
      ],
      jp: [
        'ルイボスは実はお茶の木ではなく、南アフリカ・西ケープ州のセダーバーグ山脈にしか育たない低木です。針のような葉を刻んで傷をつけ、積み重ねて酸化させることで、深い赤色になります。',
        'バニラや蜂蜜、ドライフルーツを思わせる、甘く木のような香り。どれだけ長く置いても苦くなりません。ミルクと少しの蜂蜜を加えたり、オレンジの輪切りを浮かべてアイスにしたりしてもおいしいです。',
      ],
    },
    tastingNotes: {
      en: 'Vanilla, honey, dried fruit, woody',
      zh: '香草、蜂蜜、果乾、木質香',
      jp: 'バニラ、蜂蜜、ドライフルーツ、ウッディ',
    },
    brewing: { waterTemperature: 100, grams: 3, steepingTime: 360, infusions: 1 },
    palette: { from: '#f8dcc8', to: '#b5452a', leaf: '#5a1a0c' },
  },
  {
    slug: 'peppermint-leaf',
    sku: 'TS-HB-003',
    category: 'herbal',
    roast: 'unroasted',
    caffeine: 'none',
    collections: ['evening-calm'],
    recommended: ['chamomile-flowers', 'rooibos', 'jasmine-dragon-pearls'],
    stock: 58,
    price: priced(11),
    name: { en: 'Peppermint Leaf', zh: '胡椒薄荷葉', jp: 'ペパーミント' },
    productFormat: looseHerbs(40),
    description: {
      en: [
        'Large, whole peppermint leaves from the Willamette Valley in Oregon, where cool nights give the mint an especially high level of menthol. We cut them coarsely so the oils stay inside the leaf until it meets hot water.',
        'The infusion is intensely cooling and clean, with a sweet finish. It is a favourite after a heavy meal and makes a refreshing iced tea in summer.',
      ],
      zh: [
        '選用美國奧勒岡州威拉米特河谷的大片完整胡椒薄荷葉，涼爽的夜晚讓薄荷的薄荷醇含量特別高。我們只做粗切，讓精油留在葉片中，直到遇上熱水才釋放。',
        '茶湯清涼感十足、乾淨清爽，尾韻甘甜。飽餐之後來一杯最是舒暢，夏天做成冰飲也十分消暑。',
      ],
      jp: [
        'オレゴン州ウィラメットバレー産の大きなペパーミントの葉。夜の涼しさによって、とりわけメントールを多く含むミントが育ちます。粗めにカットしているので、香り成分はお湯に出会うまで葉の中にとどまります。',
        '強い清涼感とすっきりとした味わいに、甘い後味。食べ過ぎたあとの一杯にぴったりで、夏は爽やかなアイスティーにもなります。',
      ],
    },
    tastingNotes: {
      en: 'Cool menthol, sweet mint, clean finish',
      zh: '清涼薄荷醇、甜薄荷，尾韻乾淨',
      jp: '清涼なメントール、甘いミント、すっきりした後味',
    },
    brewing: { waterTemperature: 100, grams: 2, steepingTime: 300, infusions: 1 },
    palette: { from: '#e0f5ec', to: '#3fae8a', leaf: '#0f5a42' },
  },
  {
    slug: 'chrysanthemum',
    sku: 'TS-HB-004',
    category: 'herbal',
    roast: 'unroasted',
    caffeine: 'none',
    collections: ['evening-calm'],
    recommended: ['chamomile-flowers', 'ripe-pu-erh-cake', 'shou-mei'],
    stock: 40,
    price: priced(13),
    name: { en: 'Hangzhou White Chrysanthemum', zh: '杭白菊', jp: '杭白菊（菊花茶）' },
    productFormat: looseHerbs(40),
    description: {
      en: [
        'Hang Bai Ju is a small white chrysanthemum grown around Tongxiang in Zhejiang and picked in late autumn. The blossoms are steamed briefly and sun-dried, so they open back into whole flowers in the cup.',
        'The infusion is pale gold with a clean floral fragrance and a light sweetness. In Chinese homes it is often brewed with a few goji berries or a piece of rock sugar, or added to ripe pu-erh for a classic combination called "ju pu".',
      ],
      zh: [
        '杭白菊是產於浙江桐鄉一帶的小朵白菊花，於深秋採收。花朵經短暫蒸製後曬乾，在杯中會重新舒展成完整的花形。',
        '茶湯淡金黃，花香清雅，帶淡淡甘甜。台灣與華人家庭常加幾顆枸杞或一小塊冰糖一起沖泡，也可與熟普洱搭配成經典的「菊普」。',
      ],
      jp: [
        '杭白菊は浙江省桐郷周辺で育つ小さな白い菊で、晩秋に摘み取られます。花を短時間蒸して天日で乾かすため、カップの中で再び花の形に開きます。',
        '淡い金色の水色で、すっきりとした花の香りとやさしい甘さがあります。中国や台湾の家庭では、クコの実や氷砂糖をひとかけら加えて淹れることも多く、プーアル熟茶と合わせた「菊普」も定番の組み合わせです。',
      ],
    },
    tastingNotes: {
      en: 'Fresh chrysanthemum, light honey, clean finish',
      zh: '清新菊花香、淡淡蜜甜，尾韻清爽',
      jp: '菊の花、ほのかな蜂蜜、すっきりした後味',
    },
    brewing: { waterTemperature: 95, grams: 2, steepingTime: 240, infusions: 3 },
    palette: { from: '#fbf8ea', to: '#e6d48a', leaf: '#7a6a1a' },
  },
  {
    slug: 'roasted-barley',
    sku: 'TS-HB-005',
    category: 'herbal',
    roast: 'heavy',
    caffeine: 'none',
    collections: ['evening-calm', 'everyday-essentials'],
    recommended: ['hojicha', 'genmaicha', 'rooibos'],
    stock: 130,
    price: priced(9),
    name: { en: 'Roasted Barley Tea', zh: '焙煎大麥茶', jp: '麦茶' },
    productFormat: teaBags(20, 8),
    description: {
      en: [
        'Roasted barley tea, mugicha in Japan and boricha in Korea, is what families keep in a jug in the fridge all summer. Whole barley grains are deep-roasted until dark brown, which gives the infusion its rich, toasty flavour.',
        'It contains no caffeine at all, so it suits children and late evenings. Drop one bag into a litre of cold water and leave it in the fridge for two hours, or simmer it for five minutes for a warming winter cup.',
      ],
      zh: [
        '焙煎大麥茶在日本稱為麥茶，在韓國稱為大麥茶，是許多家庭夏天必備、冰在冰箱裡的一壺好茶。整粒大麥深焙至深褐色，茶湯因此散發濃郁的焙香。',
        '完全不含咖啡因，適合孩子與深夜飲用。將一包放入一公升冷水，冷藏兩小時即可；冬天也可以小火煮五分鐘，做成暖身熱飲。',
      ],
      jp: [
        '日本では麦茶、韓国ではボリ茶と呼ばれる大麦のお茶は、夏じゅう冷蔵庫にポットで常備される家庭の味。粒のままの大麦を濃い茶色になるまで深く焙煎するので、香ばしく豊かな風味が出ます。',
        'カフェインをまったく含まないため、お子さまや夜遅くにも安心です。冷水1リットルに1袋入れて冷蔵庫で2時間置くか、冬は5分ほど煮出して温かい一杯にどうぞ。',
      ],
    },
    tastingNotes: {
      en: 'Toasted grain, coffee, light caramel',
      zh: '焙烤穀物、咖啡香、淡淡焦糖',
      jp: '焙煎した穀物、コーヒーのような香り、ほのかなキャラメル',
    },
    brewing: { waterTemperature: 100, grams: 8, steepingTime: 300, infusions: 1 },
    palette: { from: '#f1dcbf', to: '#8a4f22', leaf: '#e6b86a' },
  },
];
