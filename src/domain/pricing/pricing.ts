/** Prices in minor units (cents/pence). Pure: the configuration is passed in. */
export type PriceConfig = {
  currency: string;
  prices: { pdfGuide: number; documentResearch: number };
  promotion: { enabled: boolean; percentOff: number };
};

export type ProductId = 'pdf_guide' | 'document_research';

export type ProductPrice = {
  id: ProductId;
  name: string;
  currency: string;
  basePrice: number;
  amount: number;
  discountedPrice: number;
  display: string;
  baseDisplay: string | null;
  savingsDisplay: string | null;
  hasDiscount: boolean;
};

export type Pricing = {
  currency: string;
  pdf_guide: ProductPrice;
  document_research: ProductPrice;
  promotion: { enabled: boolean; percentOff: number; title: string; description: string };
};

export const PRODUCT_NAMES: Record<ProductId, string> = {
  pdf_guide: 'Personalized PDF Guide',
  document_research: 'Document Research (per certificate)',
};

export const PROMOTION_TITLE = 'Limited Time Site Launch Offer';

export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
}

/** A percentage of an amount, rounded to the nearest minor unit. */
export function percentOf(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}

export function priceProduct(id: ProductId, basePrice: number, config: PriceConfig): ProductPrice {
  const discount = config.promotion.enabled ? percentOf(basePrice, config.promotion.percentOff) : 0;
  const amount = Math.max(0, basePrice - discount);
  const hasDiscount = discount > 0;
  return {
    id,
    name: PRODUCT_NAMES[id],
    currency: config.currency,
    basePrice,
    amount,
    discountedPrice: amount,
    display: formatMoney(amount, config.currency),
    baseDisplay: hasDiscount ? formatMoney(basePrice, config.currency) : null,
    savingsDisplay: hasDiscount ? formatMoney(discount, config.currency) : null,
    hasDiscount,
  };
}

export function buildPricing(config: PriceConfig): Pricing {
  return {
    currency: config.currency,
    pdf_guide: priceProduct('pdf_guide', config.prices.pdfGuide, config),
    document_research: priceProduct('document_research', config.prices.documentResearch, config),
    promotion: {
      enabled: config.promotion.enabled,
      percentOff: config.promotion.percentOff,
      title: PROMOTION_TITLE,
      description: `Save ${config.promotion.percentOff}% on all services`,
    },
  };
}

/** The spec shows the promotion only when all three parts are present. */
export function showsPromotion(price: Pick<ProductPrice, 'hasDiscount' | 'baseDisplay' | 'savingsDisplay'>): boolean {
  return price.hasDiscount && Boolean(price.baseDisplay) && Boolean(price.savingsDisplay);
}
