import type { CaffeineLevel, Collection, RoastingLevel, TeaCategory } from './types';

export const categories: TeaCategory[] = [
  {
    slug: 'green',
    name: { en: 'Green Tea', zh: '綠茶', jp: '緑茶' },
    description: {
      en: 'Unoxidised leaves, pan-fired or baked soon after picking to keep their fresh, grassy and nutty character.',
      zh: '不經發酵，採摘後隨即殺青炒製或烘乾，保留鮮爽的青草香與堅果香。',
      jp: '摘んですぐに釜炒りや乾燥で酸化を止めた不発酵茶。青々とした香りと香ばしさが持ち味です。',
    },
    sortOrder: 1,
  },
  {
    slug: 'oolong',
    name: { en: 'Oolong Tea', zh: '烏龍茶', jp: '烏龍茶' },
    description: {
      en: 'Partly oxidised teas between green and black, from floral high-mountain rolls to deeply roasted classics.',
      zh: '介於綠茶與紅茶之間的部分發酵茶，從清香的高山茶到焙火深沉的傳統烏龍都有。',
      jp: '緑茶と紅茶の間に位置する半発酵茶。花のように香る高山茶から、じっくり焙煎した伝統的な烏龍茶まで。',
    },
    sortOrder: 2,
  },
  {
    slug: 'black',
    name: { en: 'Black Tea', zh: '紅茶', jp: '紅茶' },
    description: {
      en: 'Fully oxidised leaves with malty, honeyed and fruity notes, lovely on their own or with a splash of milk.',
      zh: '完全發酵的茶葉，帶有麥芽、蜜香與果香，清飲或加一點牛奶都很適合。',
      jp: '完全に酸化させた茶葉。麦芽や蜂蜜、果実のような香りがあり、ストレートでもミルクを加えても楽しめます。',
    },
    sortOrder: 3,
  },
  {
    slug: 'white',
    name: { en: 'White Tea', zh: '白茶', jp: '白茶' },
    description: {
      en: 'Buds and young leaves simply withered and dried, gentle and sweet with a soft, downy texture.',
      zh: '僅經萎凋與乾燥的芽葉，滋味清甜柔和，帶有細緻的毫香。',
      jp: '芽と若葉を萎凋させて乾かしただけの、やさしく甘い味わいのお茶。うぶ毛の柔らかな香りが魅力です。',
    },
    sortOrder: 4,
  },
  {
    slug: 'dark',
    name: { en: 'Pu-erh & Dark Tea', zh: '普洱與黑茶', jp: 'プーアル茶・黒茶' },
    description: {
      en: 'Post-fermented teas that deepen with age: earthy, smooth and warming, often pressed into cakes.',
      zh: '經後發酵、越陳越香的茶類，滋味醇厚溫潤，常壓製成茶餅或茶磚。',
      jp: '後発酵によって年月とともに熟成するお茶。土のような深みとまろやかさがあり、餅茶や磚茶に固められることも多いです。',
    },
    sortOrder: 5,
  },
  {
    slug: 'japanese',
    name: { en: 'Japanese Tea', zh: '日本茶', jp: '日本茶' },
    description: {
      en: 'Steamed green teas from Japan: sweet, savoury sencha and gyokuro, stone-ground matcha and toasty hojicha.',
      zh: '以蒸青製成的日本茶：甘鮮的煎茶與玉露、石磨抹茶，以及焙香十足的焙茶。',
      jp: '蒸して仕上げる日本のお茶。うま味の煎茶や玉露、石臼挽きの抹茶、香ばしいほうじ茶をそろえました。',
    },
    sortOrder: 6,
  },
  {
    slug: 'herbal',
    name: { en: 'Herbal Infusions', zh: '花草茶', jp: 'ハーブティー' },
    description: {
      en: 'Caffeine-free flowers, herbs and grains for any hour of the day, and especially the evening.',
      zh: '不含咖啡因的花朵、香草與穀物，任何時刻都能享用，特別適合夜晚。',
      jp: '花やハーブ、穀物を使ったノンカフェインのお茶。時間を選ばず、夜のひとときにもぴったりです。',
    },
    sortOrder: 7,
  },
];

export const roastingLevels: RoastingLevel[] = [
  { slug: 'unroasted', rank: 0, name: { en: 'Unroasted', zh: '無焙火', jp: '焙煎なし' } },
  { slug: 'light', rank: 1, name: { en: 'Light roast', zh: '輕焙火', jp: '浅煎り' } },
  { slug: 'medium', rank: 2, name: { en: 'Medium roast', zh: '中焙火', jp: '中煎り' } },
  {
    slug: 'medium-heavy',
    rank: 3,
    name: { en: 'Medium-heavy roast', zh: '中重焙火', jp: 'やや深煎り' },
  },
  { slug: 'heavy', rank: 4, name: { en: 'Heavy roast', zh: '重焙火', jp: '深煎り' } },
];

export const caffeineLevels: CaffeineLevel[] = [
  { slug: 'none', rank: 0, name: { en: 'Caffeine-free', zh: '無咖啡因', jp: 'カフェインなし' } },
  { slug: 'low', rank: 1, name: { en: 'Low caffeine', zh: '低咖啡因', jp: 'カフェイン少なめ' } },
  {
    slug: 'medium',
    rank: 2,
    name: { en: 'Medium caffeine', zh: '中等咖啡因', jp: 'カフェインふつう' },
  },
  { slug: 'high', rank: 3, name: { en: 'High caffeine', zh: '高咖啡因', jp: 'カフェイン多め' } },
];

export const collections: Collection[] = [
  {
    slug: 'taiwan-high-mountain',
    name: { en: 'Taiwan High Mountain', zh: '台灣高山茶', jp: '台湾高山茶' },
    description: {
      en: 'Oolongs grown above 1,000 metres on Alishan, Lishan and Dayuling, where cool mist slows the leaf and sweetens the cup.',
      zh: '來自阿里山、梨山與大禹嶺海拔千米以上的烏龍茶，冷涼雲霧讓茶葉生長緩慢，茶湯更顯甘甜。',
      jp: '阿里山、梨山、大禹嶺など標高1,000メートルを超える茶園の烏龍茶。冷たい霧が葉の成長をゆっくりにし、甘みを深めます。',
    },
    sortOrder: 1,
    palette: { from: '#d8e8d0', to: '#5f8a6a', leaf: '#2f5d3a' },
  },
  {
    slug: 'everyday-essentials',
    name: { en: 'Everyday Essentials', zh: '日常好茶', jp: '毎日のお茶' },
    description: {
      en: 'Forgiving, good-value teas for the daily pot at home or the flask on your desk.',
      zh: '好泡又實惠的茶，適合在家天天沖泡，或帶一壺到辦公桌。',
      jp: '淹れやすく手頃な価格で、家で毎日飲むにも、職場の水筒にもぴったりなお茶。',
    },
    sortOrder: 2,
    palette: { from: '#f3e3c3', to: '#c08a4a', leaf: '#6b4a22' },
  },
  {
    slug: 'evening-calm',
    name: { en: 'Evening Calm', zh: '夜晚時光', jp: '夜のくつろぎ' },
    description: {
      en: 'Low- and no-caffeine cups to wind down with after dinner: roasted, mellow and soothing.',
      zh: '低咖啡因或無咖啡因的茶飲，焙香溫和，適合晚餐後放鬆身心。',
      jp: 'カフェイン少なめ、またはカフェインなしの夕食後の一杯。香ばしくまろやかで、心がほどけます。',
    },
    sortOrder: 3,
    palette: { from: '#2e3550', to: '#8a6f9e', leaf: '#e8d7a8' },
  },
  {
    slug: 'gift-picks',
    name: { en: 'Gift Picks', zh: '送禮精選', jp: 'ギフトにおすすめ' },
    description: {
      en: 'Rare harvests and beautiful leaves that make a thoughtful present for anyone who loves tea.',
      zh: '稀有的茶季與美麗的茶葉，是送給愛茶人最貼心的禮物。',
      jp: '希少な収穫や美しい茶葉を集めました。お茶好きの方への心のこもった贈り物に。',
    },
    sortOrder: 4,
    palette: { from: '#f4d9d0', to: '#a8423a', leaf: '#f6e7b8' },
  },
  {
    slug: 'first-flush',
    name: { en: 'First Flush', zh: '春摘新茶', jp: '一番摘み' },
    description: {
      en: 'The first tender shoots of spring, picked in a short window and full of bright, sweet aroma.',
      zh: '春天第一批嫩芽，在短短幾週內採摘，香氣鮮明甜美。',
      jp: '春一番に芽吹く柔らかな新芽を、限られた時期に摘み取りました。明るく甘い香りにあふれています。',
    },
    sortOrder: 5,
    palette: { from: '#eef5d6', to: '#8fb34a', leaf: '#3f6b1c' },
  },
];
