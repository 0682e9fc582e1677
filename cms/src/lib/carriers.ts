/**
 * The carriers the shop ships with and where each shows a parcel's journey. A shipped order whose
 * carrier is one of these gets a tracking link (member's order page and the shipped mail); any
 * other carrier name is kept as typed and shown with its number only. Adding a carrier is one
 * entry: its name as the staff write it, other spellings, and its tracking page.
 */
interface Carrier {
  name: string;
  aliases: string[];
  /** the carrier's public tracking page for one number */
  trackingUrl: (trackingNumber: string) => string;
}

const CARRIERS: Carrier[] = [
  {
    name: 'Japan Post',
    aliases: ['日本郵便', 'jp post', 'yu-pack', 'ゆうパック'],
    trackingUrl: (n) =>
      `https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=${n}&searchKind=S002&locale=ja`,
  },
  {
    name: 'Yamato Transport',
    aliases: ['ヤマト運輸', 'yamato', 'kuroneko', 'クロネコヤマト'],
    trackingUrl: (n) => `https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=${n}`,
  },
  {
    name: 'Sagawa Express',
    aliases: ['佐川急便', 'sagawa'],
    trackingUrl: (n) => `https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo=${n}`,
  },
  {
    name: 'DHL Express',
    aliases: ['dhl'],
    trackingUrl: (n) =>
      `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
  },
  {
    name: 'UPS',
    aliases: [],
    trackingUrl: (n) => `https://www.ups.com/track?tracknum=${n}`,
  },
  {
    name: 'FedEx',
    aliases: [],
    trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  },
  {
    name: 'USPS',
    aliases: [],
    trackingUrl: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  },
];

const key = (text: string) => text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');

/** The carriers' names, for the staff's ship form to offer. */
export const carrierNames = (): string[] => CARRIERS.map((carrier) => carrier.name);

/**
 * The page where the member follows the parcel, or null (a carrier the shop does not know, or a
 * number that is not one: only letters, digits and dashes are put in a link).
 */
export function trackingUrlOf(carrier: unknown, trackingNumber: unknown): string | null {
  if (typeof carrier !== 'string' || typeof trackingNumber !== 'string') return null;
  const number = trackingNumber.replace(/[\s-]/g, '');
  if (!/^[A-Za-z0-9]{4,40}$/.test(number)) return null;
  const wanted = key(carrier);
  const found = CARRIERS.find(
    (entry) => key(entry.name) === wanted || entry.aliases.some((alias) => key(alias) === wanted),
  );
  return found ? found.trackingUrl(encodeURIComponent(number)) : null;
}
