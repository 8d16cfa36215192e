/**
 * The choices the two lead forms offer (spec: site-and-forms, sections 2 and 3). Plain data, shared
 * by the islands, the functions and the e-mails.
 */

export interface ServiceChoice {
  value: string;
  title: string;
  description: string;
  /** Five common jobs of this kind, shown in the dropdown's tooltip. */
  common: [string, string, string, string, string];
}

/** The contact form's 'Service Needed' choices, in the order the dropdown lists them. */
export const contactServices = [
  {
    value: 'residential',
    title: 'Residential Electrical',
    description: 'Wiring, repairs and upgrades for houses, cabins and garages.',
    common: ['Outlet and switch installation', 'Whole-home rewiring', 'Ceiling fans and fixtures', 'GFCI and AFCI protection', 'Remodel and addition wiring'],
  },
  {
    value: 'commercial',
    title: 'Commercial Electrical',
    description: 'Electrical work for offices, shops, restaurants and industrial sites.',
    common: ['Tenant improvements', 'Three-phase power', 'Code compliance corrections', 'Dedicated equipment circuits', 'Preventive maintenance'],
  },
  {
    value: 'emergency',
    title: 'Emergency Services',
    description: 'Urgent repairs around the clock when something is unsafe or the power is out.',
    common: ['Power outages', 'Burning smells or smoke', 'Sparking outlets', 'Storm damage', 'Breakers that keep tripping'],
  },
  {
    value: 'panel',
    title: 'Panel Upgrades',
    description: 'Replacing old or undersized panels, from 100A to 200A and above.',
    common: ['100A to 200A upgrades', 'Fuse box replacement', 'Subpanel installation', 'Service entrance repair', 'EV charger capacity'],
  },
  {
    value: 'lighting',
    title: 'Lighting Installation',
    description: 'Indoor and outdoor lighting that is efficient and looks right.',
    common: ['Recessed lighting', 'LED retrofits', 'Landscape and security lighting', 'Under-cabinet lighting', 'Dimmers and smart switches'],
  },
  {
    value: 'generator',
    title: 'Generator Installation',
    description: 'Standby and portable generator hookups so the lights stay on in a storm.',
    common: ['Standby generators', 'Automatic transfer switches', 'Portable generator inlets', 'Generator maintenance', 'Load calculations'],
  },
  {
    value: 'other',
    title: 'Other Services',
    description: 'Anything else electrical: tell us about it in your message.',
    common: ['Smart home wiring', 'Electrical inspections', 'Hot tub and spa circuits', 'Shop and barn wiring', 'Surge protection'],
  },
] as const satisfies readonly ServiceChoice[];

export type ContactServiceValue = (typeof contactServices)[number]['value'];
export const contactServiceValues = contactServices.map((choice) => choice.value) as [ContactServiceValue, ...ContactServiceValue[]];

/** 'Preferred Time for Call' choices. */
export const preferredTimes = [
  { value: 'morning', label: 'Morning (8 AM - 12 PM)' },
  { value: 'afternoon', label: 'Afternoon (12 PM - 5 PM)' },
  { value: 'evening', label: 'Evening (5 PM - 8 PM)' },
] as const;

export type PreferredTimeValue = (typeof preferredTimes)[number]['value'];
export const preferredTimeValues = preferredTimes.map((choice) => choice.value) as [PreferredTimeValue, ...PreferredTimeValue[]];

/** The consent form's service types (value: label), as the spec lists them. */
export const smsServiceTypes = [
  { value: 'residential', label: 'Residential Electrical' },
  { value: 'commercial', label: 'Commercial Electrical' },
  { value: 'emergency', label: 'Emergency Services' },
  { value: 'panel', label: 'Panel Upgrades' },
  { value: 'lighting', label: 'Lighting Installation' },
  { value: 'generator', label: 'Generator Installation' },
  { value: 'maintenance', label: 'Electrical Maintenance' },
  { value: 'other', label: 'Other Services' },
] as const;

export type SmsServiceTypeValue = (typeof smsServiceTypes)[number]['value'];
export const smsServiceTypeValues = smsServiceTypes.map((choice) => choice.value) as [SmsServiceTypeValue, ...SmsServiceTypeValue[]];

export const serviceTitle = (value: string): string => contactServices.find((choice) => choice.value === value)?.title ?? value;
export const preferredTimeLabel = (value: string): string => preferredTimes.find((choice) => choice.value === value)?.label ?? value;
export const smsServiceTypeLabel = (value: string): string => smsServiceTypes.find((choice) => choice.value === value)?.label ?? value;
