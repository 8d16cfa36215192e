/**
 * Reads the service type, building type and quantity out of a chat message, for the estimate
 * helper's fallback when the visitor writes in their own words instead of using the wizard.
 */
import { SERVICE_LABELS, isServiceType, type BuildingType, type ServiceType } from '../../domain/assistant/prices.ts';
import { mainServiceTopic } from '../../domain/assistant/intent.ts';

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  dozen: 12,
  couple: 2,
  few: 3,
};

export function detectServiceType(message: string, hint?: string | null): ServiceType | 'unknown' {
  // The wizard's prompt names the service by its label ("Service: Other Service").
  const labelled = /\bservice(?:\s+type)?\s*:\s*([^\n]+)/i.exec(message)?.[1]?.trim().toLowerCase();
  if (labelled) {
    const byLabel = (Object.entries(SERVICE_LABELS) as [ServiceType, string][]).find(([id, label]) => labelled === id || labelled.startsWith(label.toLowerCase()));
    if (byLabel) return byLabel[0];
  }
  // The router's service keywords; a job outside the price table (rewiring, a service upgrade,
  // new construction) is not priced as the nearest row.
  const topic = mainServiceTopic(message);
  if (topic) return topic.priced ?? 'unknown';
  return isServiceType(hint) ? hint : 'unknown';
}

/**
 * A shop that is a business: a kind of business ("coffee shop", "body shop") or a shop with customers,
 * staff or opening hours. "The shop" out back for a welder is a home's outbuilding, as the area pages
 * count it ("we wire homes, shops and barns").
 */
const BUSINESS_SHOP =
  /\b(?:coffee|barber|gift|flower|repair|body|auto|print|pawn|thrift|bike|tattoo|donut|sandwich|pizza|pet|antique|machine|fly|tackle|sporting|sign|cabinet|mechanic'?s?|retail|brew|consignment|hardware|feed|tire|paint|quilt|yarn|book|candy|ice\s+cream)\s+shops?\b|\bshops?\b.{0,60}\b(?:customers?|employees|staff|open\s+(?:hours|for\s+business)|sales|clients|tenants?|storefront)\b/i;

export function detectBuildingType(message: string): BuildingType {
  if (/\bindustrial\b|\bfactory\b|\bplant\b|\bwarehouse\b|\bmanufactur\w*/i.test(message)) return 'industrial';
  if (/\bcommercial\b|\bbusiness\b|\boffice\b|\bstore\b|\brestaurant\b|\bretail\b/i.test(message) || BUSINESS_SHOP.test(message)) return 'commercial';
  return 'residential';
}

const ITEM_WORDS =
  '(?:new\\s+|more\\s+|extra\\s+|additional\\s+|gfci\\s+|usb\\s+|smart\\s+|led\\s+|recessed\\s+|ceiling\\s+|light\\s+|outdoor\\s+|kitchen\\s+|pendant\\s+)*(?:outlets?|receptacles?|sockets?|lights?|fixtures?|fans?|chandeliers?|sconces?|can\\s+lights?|cans|pot\\s+lights?)';

/** Voltages written before an outlet ("a 240 outlet for the dryer"): a kind of outlet, not a count. */
const VOLTAGES = new Set([110, 115, 120, 125, 208, 220, 230, 240, 250, 277, 480]);

/** "install 4 outlets", "three new recessed lights", "a dozen fixtures"; 1 when no count is given. */
export function detectQuantity(message: string): number {
  const labelled = /\b(?:quantity|number of (?:outlets|lights|fixtures|fans))\s*[:=]\s*(\d{1,3})\b/i.exec(message);
  if (labelled) return Math.max(1, Number(labelled[1]));
  const pattern = new RegExp(`\\b(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})\\s+(?:of\\s+)?${ITEM_WORDS}\\b`, 'i');
  const match = pattern.exec(message);
  if (!match) return 1;
  const word = match[1].toLowerCase();
  const count = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
  if (/^\d+$/.test(word) && VOLTAGES.has(count)) return 1;
  return count >= 1 ? count : 1;
}
