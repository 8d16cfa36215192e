import { describe, expect, it } from 'vitest';
import {
  contactServiceValues,
  contactServices,
  preferredTimeLabel,
  preferredTimeValues,
  preferredTimes,
  serviceTitle,
  smsServiceTypeLabel,
  smsServiceTypeValues,
  smsServiceTypes,
} from '../../src/domain/leads/choices.ts';

// Expected values from the spec (site-and-forms, sections 2 and 3).
describe('the lead forms choices', () => {
  it('offer the contact form services in the spec order, each with a title, a description and five common jobs', () => {
    expect(contactServiceValues).toEqual(['residential', 'commercial', 'emergency', 'panel', 'lighting', 'generator', 'other']);
    expect(contactServices.map((choice) => choice.value)).toEqual(contactServiceValues);
    for (const choice of contactServices) {
      expect(choice.title.trim(), choice.value).not.toBe('');
      expect(choice.description.trim(), choice.value).not.toBe('');
      expect(new Set(choice.common).size, choice.value).toBe(5);
    }
  });

  it('offer the three call-back times with their hours', () => {
    expect(preferredTimes).toEqual([
      { value: 'morning', label: 'Morning (8 AM - 12 PM)' },
      { value: 'afternoon', label: 'Afternoon (12 PM - 5 PM)' },
      { value: 'evening', label: 'Evening (5 PM - 8 PM)' },
    ]);
    expect(preferredTimeValues).toEqual(['morning', 'afternoon', 'evening']);
  });

  it('offer the consent form service types as the spec lists them', () => {
    expect(smsServiceTypes).toEqual([
      { value: 'residential', label: 'Residential Electrical' },
      { value: 'commercial', label: 'Commercial Electrical' },
      { value: 'emergency', label: 'Emergency Services' },
      { value: 'panel', label: 'Panel Upgrades' },
      { value: 'lighting', label: 'Lighting Installation' },
      { value: 'generator', label: 'Generator Installation' },
      { value: 'maintenance', label: 'Electrical Maintenance' },
      { value: 'other', label: 'Other Services' },
    ]);
    expect(smsServiceTypeValues).toEqual(['residential', 'commercial', 'emergency', 'panel', 'lighting', 'generator', 'maintenance', 'other']);
  });
});

describe('labels for the e-mails and the back office', () => {
  it.each([
    ['residential', 'Residential Electrical'],
    ['emergency', 'Emergency Services'],
    ['panel', 'Panel Upgrades'],
    ['generator', 'Generator Installation'],
    ['other', 'Other Services'],
  ])('service %s is titled %s', (value, title) => {
    expect(serviceTitle(value)).toBe(title);
  });

  it.each([
    ['morning', 'Morning (8 AM - 12 PM)'],
    ['evening', 'Evening (5 PM - 8 PM)'],
  ])('call-back time %s reads %s', (value, label) => {
    expect(preferredTimeLabel(value)).toBe(label);
  });

  it.each([
    ['maintenance', 'Electrical Maintenance'],
    ['lighting', 'Lighting Installation'],
  ])('consent service type %s reads %s', (value, label) => {
    expect(smsServiceTypeLabel(value)).toBe(label);
  });

  it('show a value no list knows as it is (a lead stored before a choice was renamed)', () => {
    expect(serviceTitle('solar')).toBe('solar');
    expect(preferredTimeLabel('night')).toBe('night');
    expect(smsServiceTypeLabel('maintenance-plan')).toBe('maintenance-plan');
    expect(serviceTitle('')).toBe('');
  });
});
