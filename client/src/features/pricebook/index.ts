// The pricebook feature's public interface: the account's price book items, which the quote and invoice forms'
// Add Line Items modal offers (the page itself is loaded by app/routes.tsx).
export { usePriceBookItems, type PriceBookItem } from './pricebook';
