import { useEffect, useState } from 'react';
import { content } from '@teashop/shared';
import type { FreeShipping } from '../cart-lines/CartSummary';

interface SiteSettingAnswer {
  data?: { freeShippingThreshold?: number | string | null; currency?: string | null } | null;
}

/** Free-shipping threshold of a content locale, from the site-setting single type. */
export function useFreeShipping(contentLocale: string): FreeShipping | null {
  const [rule, setRule] = useState<FreeShipping | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    content
      .find<SiteSettingAnswer>(
        'site-setting',
        { locale: contentLocale, fields: ['freeShippingThreshold', 'currency'] },
        controller.signal,
      )
      .then((answer) => {
        const threshold = Number(answer?.data?.freeShippingThreshold);
        const currency = answer?.data?.currency;
        setRule(
          Number.isFinite(threshold) && threshold > 0 && currency ? { threshold, currency } : null,
        );
      })
      .catch(() => {
        if (!controller.signal.aborted) setRule(null);
      });
    return () => controller.abort();
  }, [contentLocale]);
  return rule;
}
