import type { Article } from './types';

export const knowledgeArticles: Article[] = [
  {
    slug: 'gongfu-brewing-basics',
    tags: ['tea-knowledge'],
    publishDate: '2025-02-10',
    title: {
      en: 'Gongfu Brewing: A Beginner’s Guide',
      zh: '功夫茶入門：小壺泡的基本功',
      jp: '工夫茶入門：小さな急須で淹れる基本',
    },
    excerpt: {
      en: 'More leaf, less water and short infusions: how a small pot reveals a tea layer by layer.',
      zh: '多放茶葉、少量水、短時間出湯，小壺泡如何讓一款茶層層展開。',
      jp: '茶葉は多め、お湯は少なめ、抽出は短く。小さな急須でお茶の表情を一煎ずつ味わう方法。',
    },
    body: {
      en: [
        'Gongfu cha simply means "tea made with skill". Instead of a large pot and one long steep, you use a small teapot or gaiwan of 100 to 150 ml, a generous amount of leaf and a series of short infusions. Each one shows a slightly different side of the tea.',
        'Start with about 5 g of rolled oolong for a 120 ml pot. Warm the pot with hot water, add the leaves and, if you like, pour a quick rinse over them and discard it. This wakes up tightly rolled leaves and warms everything evenly.',
        'For the first infusion, pour water just off the boil and decant after 40 to 50 seconds. Add 10 to 15 seconds for each following round. When the flavour fades, you can give the last infusions a minute or more.',
        'You do not need special equipment to begin. A small teapot, a jug to pour into and a few small cups are enough. Once you enjoy the ritual, you can explore clay pots, tea trays and the pleasure of sharing many small cups with friends.',
      ],
      zh: [
        '功夫茶的意思就是「用心講究地泡茶」。不同於大茶壺一次長時間浸泡，功夫泡使用一百到一百五十毫升的小茶壺或蓋碗，放入較多茶葉，分多次短時間出湯，每一泡都能展現茶的不同面貌。',
        '一百二十毫升的小壺，建議放入約五克球型烏龍。先用熱水溫壺，放入茶葉後可快速沖一道水再倒掉，稱為溫潤泡，讓緊結的茶葉舒展，也讓器具均勻升溫。',
        '第一泡使用剛離火的熱水，約四十到五十秒出湯，之後每泡增加十到十五秒。滋味轉淡時，最後幾泡可以浸泡一分鐘以上。',
        '入門不需要特別的器具，一把小壺、一個公道杯和幾個小茶杯就夠了。等你愛上這個儀式，再慢慢探索紫砂壺、茶盤，以及與朋友分享一杯又一杯的樂趣。',
      ],
      jp: [
        '工夫茶とは「手間をかけて淹れるお茶」という意味です。大きなポットで一度に長く抽出するのではなく、100〜150mlほどの小さな急須や蓋碗にたっぷりの茶葉を入れ、短い抽出を何度も繰り返します。一煎ごとに、お茶の違った表情が現れます。',
        '120mlの急須なら、球状の烏龍茶を約5g。まずお湯で急須を温め、茶葉を入れたら、好みでさっとお湯を注いで捨てる「洗茶」をします。固く丸まった茶葉を目覚めさせ、道具全体を均一に温めるためです。',
        '一煎目は沸騰直後のお湯を注ぎ、40〜50秒で注ぎ切ります。二煎目以降は10〜15秒ずつ延ばしていきましょう。味が薄くなってきたら、最後の数煎は1分以上おいても構いません。',
        '始めるのに特別な道具はいりません。小さな急須、注ぎ分ける器、小さな茶杯がいくつかあれば十分です。この時間が好きになったら、紫砂の急須や茶盤、友人と小さな杯を何杯も分け合う楽しみへと広げていってください。',
      ],
    },
    palette: { from: '#f3e6cf', to: '#a8744a', leaf: '#4a2c14' },
  },
  {
    slug: 'oolong-oxidation-and-roast',
    tags: ['tea-knowledge'],
    publishDate: '2025-03-18',
    title: {
      en: 'Oxidation and Roast: Two Dials of Oolong',
      zh: '發酵與焙火：烏龍茶的兩個關鍵',
      jp: '発酵と焙煎：烏龍茶を決める二つのダイヤル',
    },
    excerpt: {
      en: 'Why a green, floral Lishan and a dark, toasty Dong Ding are both oolong.',
      zh: '為什麼清香的梨山茶與焙香濃郁的凍頂茶，同樣都是烏龍茶？',
      jp: '青く華やかな梨山茶と、黒く香ばしい凍頂烏龍茶。どちらも烏龍茶である理由。',
    },
    body: {
      en: [
        'Oolong covers a huge range of flavours, and two steps explain most of it. The first is oxidation: after picking, the leaves are tossed and bruised so that enzymes in the leaf react with air, turning green notes into floral and then fruity ones.',
        'A lightly oxidised tea such as Wenshan Baozhong stays close to green tea. High-mountain teas sit a little further along, while Oriental Beauty is oxidised so much it is almost a black tea.',
        'The second step is roasting, done after the tea is made. A baker can finish a tea lightly to stabilise it, or roast it for hours over charcoal to build notes of nuts, caramel and dark fruit. Roast also makes a tea feel warmer and gentler on the stomach.',
        'On our product pages you can filter by roasting level. If you love flowers, start with unroasted and light teas; if you like coffee or dark chocolate, head for medium-heavy and heavy roasts.',
      ],
      zh: [
        '烏龍茶的風味範圍極廣，而大部分差異可以用兩個步驟來解釋。第一是發酵：茶葉採摘後經搖青使葉緣受損，葉中的酵素與空氣作用，讓青草香逐漸轉為花香，再轉為果香。',
        '輕發酵的文山包種接近綠茶；高山茶的發酵稍重一些；而東方美人茶的發酵程度高到幾乎接近紅茶。',
        '第二是焙火，在茶葉製成後進行。焙茶師可以輕焙以穩定茶質，也可以用炭火焙上數小時，堆疊出堅果、焦糖與深色果實的香氣。焙火也讓茶性更溫和，對腸胃更友善。',
        '在我們的商品頁面，你可以依焙火程度篩選。喜歡花香的人，可從無焙火與輕焙火開始；喜歡咖啡或黑巧克力的人，則可以試試中重焙火與重焙火的茶。',
      ],
      jp: [
        '烏龍茶の風味の幅はとても広いのですが、その大部分は二つの工程で説明できます。一つ目は発酵。摘んだ葉を揺すって傷をつけると、葉の中の酵素が空気と反応し、青い香りが花の香りへ、さらに果実の香りへと変わっていきます。',
        '発酵の軽い文山包種茶は緑茶に近く、高山茶はそれより少し進んだところに、そして東方美人茶はほとんど紅茶に近いほど発酵させています。',
        '二つ目は、お茶ができあがったあとに行う焙煎です。軽く火を入れて品質を安定させることもあれば、炭火で何時間も焙じてナッツやキャラメル、黒い果実のような香りを重ねることもあります。焙煎によって、お茶は温かみを増し、胃にもやさしくなります。',
        '商品ページでは焙煎度で絞り込むことができます。花の香りが好きな方は焙煎なしや浅煎りから、コーヒーやダークチョコレートが好きな方は、やや深煎りや深煎りのお茶からどうぞ。',
      ],
    },
    palette: { from: '#efe0c4', to: '#7a4a2a', leaf: '#2e5a2a' },
  },
  {
    slug: 'water-temperature-guide',
    tags: ['tea-knowledge'],
    publishDate: '2025-04-22',
    title: {
      en: 'The Right Water Temperature for Every Tea',
      zh: '每種茶的適當水溫',
      jp: 'お茶ごとのちょうどいいお湯の温度',
    },
    excerpt: {
      en: 'From 55 °C for gyokuro to a rolling boil for pu-erh, and how to get there without a thermometer.',
      zh: '從玉露的五十五度到普洱的沸水，以及沒有溫度計時的簡單方法。',
      jp: '玉露の55℃からプーアル茶の熱湯まで。温度計がなくてもできるお湯の冷まし方。',
    },
    body: {
      en: [
        'Water that is too hot pulls out bitterness and flattens delicate aromas; water that is too cool leaves a tea thin. As a rule of thumb, the younger and greener the leaf, the cooler the water.',
        'Japanese gyokuro is happiest at 50 to 60 °C, sencha at 70 to 80 °C and Chinese green teas at around 80 °C. White teas like 80 to 90 °C. Rolled oolongs, black teas, pu-erh and herbal infusions all want water at or near the boil.',
        'No thermometer? Pouring boiled water into another vessel lowers its temperature by about 10 °C each time. Two transfers bring boiling water close to 80 °C, which is right for most green teas.',
        'Soft, fresh water makes a big difference too. If your tap water is hard or tastes of chlorine, a simple jug filter will make every tea in your cupboard taste brighter.',
      ],
      zh: [
        '水溫太高會萃取出苦澀、壓過細緻的香氣；水溫太低則讓茶湯淡薄。大原則是：茶葉越嫩、越接近綠茶，水溫就要越低。',
        '日本玉露適合五十到六十度，煎茶七十到八十度，中國綠茶約八十度。白茶適合八十到九十度。球型烏龍、紅茶、普洱與花草茶則都需要接近沸騰的熱水。',
        '沒有溫度計嗎？把煮沸的水倒進另一個容器，每倒一次約降溫十度。倒兩次後，沸水就接近八十度，適合大多數綠茶。',
        '使用軟質、新鮮的水也有很大差別。如果自來水偏硬或有氯味，一個簡單的濾水壺就能讓櫥櫃裡的每一款茶更加明亮。',
      ],
      jp: [
        'お湯が熱すぎると渋みが出て繊細な香りが消え、ぬるすぎると味が薄くなります。目安は、若くて緑に近い茶葉ほど低い温度で淹れることです。',
        '玉露は50〜60℃、煎茶は70〜80℃、中国緑茶は80℃前後が最適です。白茶は80〜90℃。球状の烏龍茶、紅茶、プーアル茶、ハーブティーは、沸騰したてか、それに近いお湯を使います。',
        '温度計がなくても大丈夫。沸かしたお湯を別の器に移すたびに、温度は約10℃下がります。二回移せば80℃近くになり、ほとんどの緑茶にちょうどよい温度です。',
        'やわらかく新鮮な水を使うことも大切です。水道水の硬度が高かったり塩素の匂いが気になったりする場合は、簡単なポット型浄水器を使うだけで、どのお茶も明るい味わいになります。',
      ],
    },
    palette: { from: '#e6f1f6', to: '#6a9ab8', leaf: '#1e4a6a' },
  },
  {
    slug: 'what-makes-high-mountain-oolong',
    tags: ['tea-knowledge'],
    publishDate: '2025-05-30',
    title: {
      en: 'What Makes a Tea “High Mountain”?',
      zh: '什麼才算是「高山茶」？',
      jp: '「高山茶」とはどんなお茶？',
    },
    excerpt: {
      en: 'Altitude, mist and slow growth: the science and the geography behind Taiwan’s famous gao shan cha.',
      zh: '海拔、雲霧與緩慢生長：台灣高山茶背後的科學與地理。',
      jp: '標高、霧、ゆっくりした成長。台湾の高山茶を生む科学と地理。',
    },
    body: {
      en: [
        'In Taiwan, "high mountain tea" generally means oolong grown above 1,000 metres. The best-known areas are Alishan, Shanlinxi, Lishan and Dayuling, each higher than the last.',
        'Altitude matters because of temperature and light. Cool nights slow the plant’s growth, so each leaf accumulates more sugars and amino acids. Afternoon mist softens the sunlight and limits the bitter catechins that strong sun produces.',
        'The result is a thick, supple leaf that brews a sweet, creamy and floral cup with a long aftertaste. Because the harvests are small and the work is steep and slow, high-mountain teas cost more than those from the lowlands.',
      ],
      zh: [
        '在台灣，「高山茶」一般指種植於海拔一千公尺以上的烏龍茶。最知名的產區有阿里山、杉林溪、梨山與大禹嶺，海拔一個比一個高。',
        '海拔之所以重要，在於溫度與光照。涼爽的夜晚讓茶樹生長變慢，每片葉子累積更多糖分與胺基酸；午後的雲霧柔化陽光，減少強光下產生的苦澀兒茶素。',
        '因此高山茶葉片肥厚柔軟，茶湯甘甜、綿密、花香濃郁，尾韻悠長。由於產量少、山路陡峭、採製費工，高山茶的價格也高於平地茶。',
      ],
      jp: [
        '台湾で「高山茶」といえば、一般に標高1,000メートル以上で栽培された烏龍茶を指します。有名な産地は阿里山、杉林渓、梨山、大禹嶺で、この順に標高が高くなります。',
        '標高が大切なのは、気温と光のためです。夜が涼しいと茶樹の成長がゆっくりになり、一枚一枚の葉に糖やアミノ酸がより多く蓄えられます。午後の霧が日差しをやわらげ、強い日光で増える苦みのカテキンを抑えます。',
        'こうして育った葉は厚くしなやかで、甘くクリーミーで花のように香るお茶になり、余韻も長く続きます。収穫量が少なく、急な斜面での作業にも手間がかかるため、高山茶は平地のお茶よりも高価になります。',
      ],
    },
    palette: { from: '#dfeee6', to: '#5a8a78', leaf: '#f4f1e4' },
  },
  {
    slug: 'storing-tea-at-home',
    tags: ['tea-knowledge'],
    publishDate: '2025-07-08',
    title: {
      en: 'How to Store Tea at Home',
      zh: '在家如何保存茶葉',
      jp: '家庭でのお茶の保存方法',
    },
    excerpt: {
      en: 'Light, air, moisture, heat and smells are tea’s five enemies. Here is how to keep them away.',
      zh: '光線、空氣、濕氣、高溫與異味是茶葉的五大敵人，教你如何避開。',
      jp: '光、空気、湿気、熱、匂い。お茶の五つの敵から茶葉を守るには。',
    },
    body: {
      en: [
        'Tea is dry and porous, which makes it very good at absorbing whatever is around it. Keep it in an airtight, opaque container, away from the stove, the spice rack and direct sunlight.',
        'Green teas, Japanese teas and lightly oxidised oolongs are at their best within six months of opening. If you buy a larger amount, divide it into smaller bags and open them one at a time. Unopened packs of green tea can go in the fridge, but let them come to room temperature before opening so no condensation forms.',
        'Roasted oolongs, black teas and herbal infusions are more forgiving and keep well for a year or more. Pu-erh and aged white tea are different: they like a little air and stable humidity, so store cakes in paper or a cardboard box rather than a sealed jar.',
      ],
      zh: [
        '茶葉乾燥多孔，很容易吸附周遭的氣味。請將茶葉存放於密封、不透光的容器中，遠離爐台、香料櫃與陽光直射之處。',
        '綠茶、日本茶與輕發酵烏龍開封後最好在六個月內喝完。如果一次購買較多，可先分裝成小包，每次只開一包。未開封的綠茶可放冰箱冷藏，但取出後請等回到室溫再開封，以免產生水氣。',
        '焙火烏龍、紅茶與花草茶較耐放，可保存一年以上。普洱與老白茶則不同，它們需要些許空氣與穩定的濕度，因此茶餅適合用紙包或紙盒收納，而不是密封罐。',
      ],
      jp: [
        '茶葉は乾燥していて多孔質なため、周りの匂いをとても吸いやすいものです。密閉できて光を通さない容器に入れ、コンロやスパイス棚、直射日光の当たる場所から離して保管しましょう。',
        '緑茶、日本茶、発酵の浅い烏龍茶は、開封後6か月以内がいちばんおいしい時期です。多めに買った場合は小分けにして、一袋ずつ開けるのがおすすめ。未開封の緑茶は冷蔵庫に入れても構いませんが、結露を防ぐため、常温に戻してから開封してください。',
        '焙煎した烏龍茶、紅茶、ハーブティーは比較的丈夫で、1年以上おいしく保てます。プーアル茶や熟成白茶は別で、少しの空気と安定した湿度を好みます。餅茶は密閉瓶ではなく、紙で包むか段ボール箱に入れて保管しましょう。',
      ],
    },
    palette: { from: '#efe8dc', to: '#8a7a62', leaf: '#3a5a3a' },
  },
  {
    slug: 'cold-brew-tea-guide',
    tags: ['tea-knowledge', 'latest'],
    publishDate: '2025-07-29',
    title: {
      en: 'Cold Brew Tea: Summer in a Jug',
      zh: '冷泡茶：一壺裝滿夏天',
      jp: '水出し茶：夏をピッチャーに',
    },
    excerpt: {
      en: 'The easiest way to make smooth, sweet iced tea, plus the teas we love for it this summer.',
      zh: '做出滑順甘甜冰茶最簡單的方法，以及今年夏天我們最愛的冷泡茶款。',
      jp: 'なめらかで甘いアイスティーをいちばん簡単に作る方法と、この夏おすすめのお茶。',
    },
    body: {
      en: [
        'Cold brewing is almost foolproof. Put 8 to 10 g of tea into a litre of cold, filtered water, cover the jug and leave it in the fridge for six to eight hours. Strain out the leaves and drink within two days.',
        'Because cool water extracts fewer bitter compounds and less caffeine, cold-brewed tea is naturally sweet and smooth. Teas that can be a little astringent when hot often shine this way.',
        'Our favourites are Sanxia Bi Luo Chun for a green, snappy glass, Jin Xuan for something creamy, White Peony for fruitiness and roasted barley for a caffeine-free jug the whole family can share.',
      ],
      zh: [
        '冷泡茶幾乎不會失敗。將八到十克茶葉放入一公升冷的過濾水，蓋上壺蓋放進冰箱六到八小時，濾出茶葉後於兩天內喝完即可。',
        '冷水萃取出的苦澀物質與咖啡因較少，所以冷泡茶天生甘甜順口。熱泡時略帶澀感的茶，冷泡反而格外出色。',
        '我們最喜歡的冷泡茶款：想要青翠爽口就選三峽碧螺春，想要奶香綿密就選金萱，白牡丹帶來果香，焙煎大麥茶則是全家都能喝的無咖啡因選擇。',
      ],
      jp: [
        '水出しはほとんど失敗しません。浄水1リットルに茶葉8〜10gを入れ、ふたをして冷蔵庫で6〜8時間。茶葉をこして、2日以内に飲み切ってください。',
        '冷たい水は渋み成分やカフェインが出にくいため、水出しのお茶は自然に甘くまろやかになります。熱いお湯では少し渋くなりがちなお茶も、水出しなら本領を発揮します。',
        'おすすめは、青くきりっとした三峡碧螺春、クリーミーな金萱烏龍茶、フルーティーな白牡丹、そして家族みんなで飲めるノンカフェインの麦茶です。',
      ],
    },
    palette: { from: '#e4f4f6', to: '#7cc0c8', leaf: '#2a6a4a' },
  },
  {
    slug: 'whisking-matcha',
    tags: ['tea-knowledge'],
    publishDate: '2025-09-12',
    title: {
      en: 'Whisking Matcha Without Stress',
      zh: '輕鬆刷出一碗好抹茶',
      jp: '気負わずに点てる抹茶',
    },
    excerpt: {
      en: 'A bowl, a bamboo whisk and three minutes: everything you need for a smooth, foamy usucha.',
      zh: '一只茶碗、一支茶筅、三分鐘，就能刷出一碗滑順綿密的薄茶。',
      jp: '茶碗と茶筅、そして3分。なめらかで泡の立った薄茶を点てるために必要なこと。',
    },
    body: {
      en: [
        'Matcha has a reputation for being difficult, but a good everyday bowl needs only a few habits. First, sift the powder through a small strainer. Matcha clumps easily, and lumps will not dissolve however hard you whisk.',
        'Use about 2 g of matcha, two level bamboo scoops, and 70 ml of water at around 80 °C. Boiling water makes matcha bitter, so let the kettle rest for a couple of minutes.',
        'Soak your chasen, the bamboo whisk, in warm water first so the tines soften. Then whisk quickly from the wrist in a zigzag, keeping the whisk just off the bottom of the bowl. After fifteen to twenty seconds, slow down and draw the whisk up through the centre to leave a smooth, fine foam.',
        'Drink it right away, in a few sips, perhaps with something sweet. That is all there is to it.',
      ],
      zh: [
        '抹茶常被認為很難上手，但日常要刷出一碗好茶，其實只需要幾個小習慣。首先，用小濾網將抹茶粉過篩。抹茶很容易結塊，結塊後再怎麼刷都化不開。',
        '使用約兩克抹茶，也就是兩平匙茶杓，加上約八十度的熱水七十毫升。沸水會讓抹茶變苦，所以水煮開後請稍候幾分鐘。',
        '茶筅先以溫水浸泡，讓竹穗變軟。接著用手腕快速以 M 字型來回刷打，茶筅微微離開碗底。十五到二十秒後放慢速度，從中央輕輕提起茶筅，留下細緻滑順的泡沫。',
        '刷好後請立即分幾口喝完，搭配一點甜點更好。就是這麼簡單。',
      ],
      jp: [
        '抹茶は難しいと思われがちですが、毎日の一服をおいしく点てるには、いくつかの習慣だけで十分です。まず、抹茶を茶こしでふるいましょう。抹茶はダマになりやすく、一度できたダマはどれだけ点ててもなくなりません。',
        '抹茶は約2g、茶杓ですりきり2杯。お湯は80℃前後を70ml。沸騰したてのお湯は抹茶を苦くするので、やかんを数分休ませてください。',
        '茶筅は先にぬるま湯に浸して、穂先をやわらかくしておきます。手首を使って前後に素早く動かし、茶筅は茶碗の底から少し浮かせます。15〜20秒たったらゆっくりにして、中央から静かに引き上げると、きめ細かくなめらかな泡が残ります。',
        '点てたらすぐに、数口で飲み切りましょう。甘いものを添えれば、なお結構です。それだけのことなのです。',
      ],
    },
    palette: { from: '#eef6e0', to: '#6fae3a', leaf: '#f6f1dc' },
  },
  {
    slug: 'caffeine-in-tea',
    tags: ['tea-knowledge'],
    publishDate: '2025-10-20',
    title: {
      en: 'How Much Caffeine Is in My Tea?',
      zh: '我的茶裡有多少咖啡因？',
      jp: 'お茶のカフェインはどのくらい？',
    },
    excerpt: {
      en: 'Why “black tea has the most caffeine” is only half true, and how we rate caffeine in our shop.',
      zh: '為什麼「紅茶咖啡因最高」只說對了一半，以及我們如何標示咖啡因等級。',
      jp: '「紅茶がいちばんカフェインが多い」が半分しか正しくない理由と、当店のカフェイン表示について。',
    },
    body: {
      en: [
        'All true tea comes from the same plant, Camellia sinensis, and all of it contains caffeine. How much ends up in your cup depends less on the colour of the tea than on the part of the plant used, how it was grown and how you brew it.',
        'Young buds and shaded leaves, as in gyokuro, matcha and Silver Needle, are naturally rich in caffeine, although white tea brewed gently releases less of it. Stems and older leaves, as in kukicha and hojicha, contain less. Hot water and long steeps extract more; cold brewing extracts noticeably less.',
        'In our shop every tea carries a caffeine level from none to high, based on the leaf and our recommended brewing. Teas marked none or low are the ones we reach for in the evening. Herbal infusions contain no caffeine at all.',
      ],
      zh: [
        '所有真正的茶都來自同一種植物：茶樹，因此都含有咖啡因。一杯茶的咖啡因多寡，與其說取決於茶的顏色，不如說取決於採摘的部位、栽培方式與沖泡方法。',
        '嫩芽與遮蔭栽培的茶葉，例如玉露、抹茶與白毫銀針，本身咖啡因含量較高，不過白茶以低溫輕泡時釋出較少。茶梗與成熟葉片，例如莖茶與焙茶，含量則較低。熱水與長時間浸泡會萃取更多咖啡因，冷泡則明顯較少。',
        '在我們的商店中，每款茶都依茶葉本身與建議沖泡方式，標示從「無」到「高」的咖啡因等級。標示為無或低的茶，是我們晚上會選擇的茶款。花草茶則完全不含咖啡因。',
      ],
      jp: [
        '本来のお茶はすべて同じ植物、チャノキ（カメリア・シネンシス）から作られ、どれもカフェインを含みます。一杯に含まれる量は、お茶の色よりも、使う部位や育て方、淹れ方によって大きく変わります。',
        '玉露や抹茶、白毫銀針のように、若い芽や被覆栽培の葉はもともとカフェインが豊富です。ただし白茶は低温でやさしく淹れれば溶け出す量は少なめです。茎茶やほうじ茶のように茎や成長した葉を使うお茶は少なめ。熱いお湯や長い抽出ほど多く溶け出し、水出しならぐっと少なくなります。',
        '当店ではすべてのお茶に、茶葉とおすすめの淹れ方をもとに「なし」から「多め」までのカフェイン表示をつけています。「なし」や「少なめ」のお茶は、私たちが夜に選ぶお茶です。ハーブティーはカフェインをまったく含みません。',
      ],
    },
    palette: { from: '#f2ece4', to: '#6e5a8a', leaf: '#f0d9a8' },
  },
  {
    slug: 'raw-and-ripe-pu-erh',
    tags: ['tea-knowledge'],
    publishDate: '2025-12-03',
    title: {
      en: 'Raw and Ripe Pu-erh, Explained',
      zh: '一次搞懂生普與熟普',
      jp: 'プーアル茶の生茶と熟茶',
    },
    excerpt: {
      en: 'Two teas from the same leaf, one aged by time and one by a clever shortcut.',
      zh: '同樣的茶菁，一種交給時間陳化，一種靠巧妙工藝加速轉化。',
      jp: '同じ茶葉から生まれる二つのお茶。一つは時間が、もう一つは工夫が熟成させます。',
    },
    body: {
      en: [
        'Both kinds of pu-erh start as maocha: large-leaf Yunnan tea that is pan-fired, rolled and dried in the sun. What happens next divides them.',
        'Raw pu-erh, or sheng, is steamed and pressed straight away. Young, it is bright, floral and sometimes bitter; over ten, twenty or thirty years of slow ageing it becomes smooth, sweet and woody. Ripe pu-erh, or shou, was developed in the 1970s to imitate that result in weeks: the maocha is piled, moistened and left to ferment under cloth before pressing.',
        'Ripe pu-erh is dark, earthy and mellow from the start, and easy to enjoy every day. Raw pu-erh is for those who like to follow a tea as it changes over the years. Both love boiling water, a quick rinse and many short infusions.',
      ],
      zh: [
        '兩種普洱的起點都是曬青毛茶：以雲南大葉種茶葉殺青、揉捻後日曬乾燥。之後的工序將兩者分道揚鑣。',
        '生普洱直接蒸壓成型。新茶香氣明亮、帶花香，有時略帶苦澀；經過十年、二十年甚至三十年的緩慢陳化，會轉為順滑、甘甜、帶木質香。熟普洱則是在一九七〇年代發展出來，目的是在數週內模擬那樣的轉化：毛茶經渥堆、灑水並覆布發酵後再壓製。',
        '熟普一開始就色深、醇厚溫潤，適合日常飲用；生普則適合喜歡陪著一款茶逐年變化的人。兩者都喜歡沸水、快速洗茶與多次短時間出湯。',
      ],
      jp: [
        'どちらのプーアル茶も、出発点は「毛茶（マオチャ）」です。雲南の大葉種の茶葉を釜炒りして揉み、天日で乾燥させたもの。その後の工程が、二つを分けます。',
        '生茶（シェン茶）はそのまま蒸して固めます。若いうちは明るく花のような香りで、ときに苦みもありますが、10年、20年、30年とゆっくり熟成するうちに、なめらかで甘く、木のような香りへと変わります。熟茶（シュウ茶）は1970年代に、その変化を数週間で再現するために生まれました。毛茶を積み上げ、水を打ち、布をかぶせて発酵させてから圧製します。',
        '熟茶ははじめから色が濃く、土のような深みとまろやかさがあり、毎日気軽に楽しめます。生茶は、年月とともに変わっていくお茶を見守りたい方に。どちらも熱湯、手早い洗茶、そして短い抽出を何度も繰り返す淹れ方が向いています。',
      ],
    },
    palette: { from: '#e8d6bc', to: '#5a3a24', leaf: '#9ab06a' },
  },
  {
    slug: 'the-leafhopper-and-oriental-beauty',
    tags: ['tea-knowledge'],
    publishDate: '2026-01-15',
    title: {
      en: 'The Tiny Insect Behind Oriental Beauty',
      zh: '東方美人茶背後的小蟲子',
      jp: '東方美人茶を生む小さな虫',
    },
    excerpt: {
      en: 'How a leafhopper’s bite gives Taiwan’s most famous summer tea its honey and muscat aroma.',
      zh: '小綠葉蟬的叮咬，如何造就台灣最著名夏茶的蜜香與熟果香。',
      jp: 'ウンカのひとかじりが、台湾を代表する夏のお茶に蜂蜜とマスカットの香りを与える仕組み。',
    },
    body: {
      en: [
        'Each June, in the hills of Beipu and Emei in Hsinchu County, tea farmers hope for warm, humid days and a visit from the tea green leafhopper. The insect feeds on the sap of young shoots, leaving them curled and yellowed.',
        'To defend itself, the plant releases aromatic compounds meant to attract the leafhopper’s predators. After heavy oxidation and careful processing, those compounds become the honey, ripe fruit and muscat notes that Oriental Beauty is famous for.',
        'Because the insects must be left alone, gardens cannot be sprayed, and yields are unpredictable. Local legend says the tea was once called "braggart’s tea": a farmer sold his bitten, ruined-looking crop in town at a high price, and no one at home believed him.',
      ],
      zh: [
        '每年六月，新竹縣北埔與峨眉的丘陵上，茶農們期盼著溫暖潮濕的天氣與小綠葉蟬的到來。小綠葉蟬吸食嫩芽的汁液，讓葉片捲曲泛黃。',
        '茶樹為了自我防禦，會釋放芳香物質，以吸引葉蟬的天敵。經過重發酵與細緻的製程，這些物質便轉化為東方美人茶著名的蜂蜜、熟果與麝香葡萄香氣。',
        '由於必須讓蟲子自由活動，茶園不能噴灑農藥，收成也難以預測。在地傳說這款茶曾被稱為「膨風茶」：一位茶農把被蟲咬、看似毀掉的茶葉拿到城裡賣出高價，回家說起時卻沒人相信他。',
      ],
      jp: [
        '毎年6月、新竹県の北埔や峨眉の丘陵では、茶農家が暖かく湿った日とウンカの訪れを待ちわびます。ウンカは若い芽の汁を吸い、葉を縮れさせ、黄色く変えます。',
        '茶樹は身を守るため、ウンカの天敵を呼び寄せる香り成分を放ちます。しっかりした発酵と丁寧な製茶を経て、その成分が東方美人茶で有名な蜂蜜や熟した果実、マスカットの香りになるのです。',
        '虫をそのままにしておく必要があるため農薬は使えず、収穫量も予測できません。地元には、このお茶がかつて「膨風茶（ほら吹き茶）」と呼ばれたという言い伝えがあります。虫にかじられて台無しに見えた茶葉を町で高値で売った農家の話を、村では誰も信じなかったのだとか。',
      ],
    },
    palette: { from: '#f6e4c8', to: '#b0683a', leaf: '#6a8a3a' },
  },
  {
    slug: 'choosing-a-teapot',
    tags: ['tea-knowledge'],
    publishDate: '2026-03-05',
    title: {
      en: 'Choosing Your First Teapot',
      zh: '挑選你的第一把茶壺',
      jp: 'はじめての急須の選び方',
    },
    excerpt: {
      en: 'Glass, porcelain, clay or a gaiwan: what each material does to your tea.',
      zh: '玻璃、瓷器、陶土還是蓋碗？不同材質如何影響茶湯。',
      jp: 'ガラス、磁器、陶器、蓋碗。素材によってお茶はどう変わるのか。',
    },
    body: {
      en: [
        'Glass lets you watch the leaves, which is a joy with green and white teas, and it adds nothing to the taste. It loses heat quickly, which suits delicate teas but not dark oolongs.',
        'Porcelain is neutral and easy to clean, so it is a good all-round choice if you drink many different teas. A gaiwan, a lidded porcelain bowl, is the most versatile tool of all and costs very little.',
        'Unglazed clay, such as Yixing zisha or Japanese Tokoname ware, holds heat well and is said to soften and round a tea’s flavour over time. Because the clay absorbs aromas, many drinkers dedicate each clay pot to a single type of tea, such as roasted oolong or pu-erh.',
        'Whatever you choose, look for a lid that fits snugly, a spout that pours cleanly and a size that matches how you drink: about 120 ml for gongfu sessions, or 500 ml and up for sharing mugs.',
      ],
      zh: [
        '玻璃壺可以欣賞茶葉舒展，泡綠茶與白茶時特別賞心悅目，而且完全不影響茶味。它散熱快，適合細嫩的茶，但不適合重焙火烏龍。',
        '瓷器中性、好清洗，如果你常喝各種不同的茶，是很好的萬用選擇。而蓋碗，也就是附蓋的瓷碗，是最萬用的泡茶器具，價格也十分親民。',
        '無釉陶土壺，例如宜興紫砂或日本常滑燒，保溫性佳，據說能讓茶味更柔和圓潤。由於陶土會吸附香氣，許多茶友會一壺只泡一種茶，例如焙火烏龍或普洱。',
        '無論選擇哪一種，都要注意壺蓋是否密合、出水是否俐落，以及容量是否符合你的習慣：功夫泡約一百二十毫升，分享大杯茶則選五百毫升以上。',
      ],
      jp: [
        'ガラスのポットは茶葉が開く様子を眺められ、緑茶や白茶を淹れるのが楽しくなります。味に影響を与えないのも利点。ただ冷めやすいので、繊細なお茶には向きますが、焙煎の強い烏龍茶には不向きです。',
        '磁器は味に影響がなく洗いやすいので、さまざまなお茶を飲む方には万能の選択です。蓋つきの磁器の碗「蓋碗」は、もっとも用途の広い道具で、値段も手頃です。',
        '宜興の紫砂や日本の常滑焼のような釉薬をかけない陶器は保温性が高く、使ううちにお茶の味をやわらかく、まるくすると言われます。土が香りを吸うため、焙煎烏龍茶用、プーアル茶用というように、一つの急須を一種類のお茶専用にする愛好家も多くいます。',
        'どれを選ぶにしても、ふたがぴったり合うこと、注ぎ口の水切れがよいこと、そして飲み方に合った大きさであることを確かめましょう。工夫茶なら120mlほど、マグで分け合うなら500ml以上が目安です。',
      ],
    },
    palette: { from: '#f1e6dc', to: '#9a5a46', leaf: '#3a2a22' },
  },
  {
    slug: 'pairing-tea-with-food',
    tags: ['tea-knowledge', 'latest'],
    publishDate: '2026-06-10',
    title: {
      en: 'Pairing Tea with Food',
      zh: '茶與食物的搭配',
      jp: 'お茶と料理の組み合わせ',
    },
    excerpt: {
      en: 'Simple rules for matching teas with breakfast, dinner and dessert, from our summer tasting menu.',
      zh: '從我們的夏季品茶菜單出發，分享早餐、晚餐與甜點的搭茶原則。',
      jp: '夏のテイスティングメニューから、朝食、夕食、デザートに合わせるお茶の簡単なルール。',
    },
    body: {
      en: [
        'The simplest rule is to match intensity. Delicate teas like Silver Needle or Longjing go with delicate food: steamed fish, fresh cheese, fruit. Bold teas like Assam, Da Hong Pao and ripe pu-erh can stand up to roast meat, fried food and rich sauces.',
        'Contrast works too. The brisk tannins of a black tea cut through butter and cream, which is why tea and scones are such good friends. Roasted oolong and hojicha refresh the palate after oily dishes, and the grassy notes of sencha sit beautifully next to sushi.',
        'For dessert, look for shared flavours: Oriental Beauty with stone fruit tarts, Earl Grey with lemon cake, matcha with anything made of white chocolate or red bean.',
        'These pairings come from the tasting menu we served in our Taipei tasting room this June. Thank you to everyone who came; we will run it again in the autumn.',
      ],
      zh: [
        '最簡單的原則是「強度相配」。白毫銀針或龍井這類細緻的茶，適合搭配清蒸魚、新鮮乳酪或水果等清淡食物；阿薩姆、大紅袍與熟普洱這類濃郁的茶，則能與烤肉、炸物和濃厚醬汁相抗衡。',
        '對比也是好方法。紅茶爽朗的單寧能化解奶油的厚重，所以紅茶配司康才會這麼對味。焙火烏龍與焙茶能在油膩料理後清口，而煎茶的青草香與壽司更是絕配。',
        '甜點則可以尋找共通的風味：東方美人配核果塔、伯爵茶配檸檬蛋糕、抹茶配白巧克力或紅豆做的任何甜點。',
        '這些搭配來自我們今年六月在台北品茶室推出的品茶菜單。感謝每一位前來的朋友，秋天我們會再次舉辦。',
      ],
      jp: [
        'いちばん簡単なルールは「強さを合わせる」こと。白毫銀針や龍井茶のような繊細なお茶には、蒸し魚やフレッシュチーズ、果物などの繊細な料理を。アッサムや大紅袍、プーアル熟茶のような力強いお茶は、ローストした肉や揚げ物、濃厚なソースにも負けません。',
        '対比を楽しむのも一つの方法です。紅茶のきりっとしたタンニンはバターやクリームの重さを断ち切ってくれます。紅茶とスコーンが好相性なのはそのためです。焙煎烏龍茶やほうじ茶は油っぽい料理のあとの口をさっぱりさせ、煎茶の青い香りはお寿司によく合います。',
        'デザートには共通する風味を探しましょう。東方美人茶には核果のタルト、アールグレイにはレモンケーキ、抹茶にはホワイトチョコレートやあんこを使ったお菓子を。',
        'これらの組み合わせは、今年6月に台北のテイスティングルームでお出ししたメニューから生まれました。ご来店くださった皆さま、ありがとうございました。秋にも再び開催します。',
      ],
    },
    palette: { from: '#f7e9dc', to: '#c2704a', leaf: '#4a6a2a' },
  },
  {
    slug: 'reading-a-tea-label',
    tags: ['tea-knowledge'],
    publishDate: '2026-09-02',
    title: {
      en: 'How to Read a Tea Label',
      zh: '如何看懂茶葉標示',
      jp: 'お茶のラベルの読み方',
    },
    excerpt: {
      en: 'Harvest, origin, cultivar, roast and grade: the five details that tell you most about a tea.',
      zh: '產季、產地、品種、焙火與等級：最能說明一款茶的五個資訊。',
      jp: '収穫期、産地、品種、焙煎、グレード。お茶について多くを教えてくれる五つの情報。',
    },
    body: {
      en: [
        'Harvest season is the first thing to look for. Spring teas are usually the most fragrant and delicate, winter oolongs are sweet and floral, and summer teas are stronger, with the notable exception of Oriental Beauty, which depends on summer.',
        'Origin and cultivar come next. "Alishan Qingxin oolong" tells you both where the tea grew and which plant variety it comes from, and each affects flavour as much as grape variety and vineyard affect wine.',
        'Roast level and grade complete the picture. Grades like TGFOP for Indian black tea describe leaf size and the amount of tips, not quality alone. On our product pages we list all of these, together with tasting notes and our brewing guide, so you know what to expect before the first sip.',
      ],
      zh: [
        '首先要看產季。春茶通常最香、最細緻；冬季烏龍甘甜帶花香；夏茶滋味較強烈，但東方美人茶是明顯的例外，它正是仰賴夏季而生。',
        '接著看產地與品種。「阿里山青心烏龍」同時告訴你茶的產地與茶樹品種，兩者對風味的影響，就像葡萄品種與葡萄園之於葡萄酒。',
        '焙火程度與等級則補足全貌。印度紅茶的 TGFOP 等等級描述的是葉片大小與芽尖比例，而非單純的品質高低。我們的商品頁會列出這些資訊，並附上風味描述與沖泡建議，讓你在喝第一口之前就心裡有數。',
      ],
      jp: [
        'まず見るべきは収穫期です。春のお茶はたいてい香りがもっとも高く繊細で、冬の烏龍茶は甘く花のよう、夏のお茶は力強い味わいになります。ただし夏があってこそ生まれる東方美人茶は、大きな例外です。',
        '次に産地と品種。「阿里山 青心烏龍」という表記は、お茶が育った場所と茶樹の品種の両方を示しています。どちらも、ワインにおけるぶどう品種や畑と同じくらい味わいに影響します。',
        '焙煎度とグレードが全体像を補います。インド紅茶のTGFOPのようなグレードは、品質だけでなく葉の大きさや芽の含有量を表すものです。当店の商品ページではこれらをすべて記載し、テイスティングノートや淹れ方とあわせて、最初の一口の前にどんなお茶かわかるようにしています。',
      ],
    },
    palette: { from: '#eef0e6', to: '#7a8a5a', leaf: '#2e3a1e' },
  },
];
