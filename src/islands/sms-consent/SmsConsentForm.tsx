/**
 * The text-message consent form and, once recorded, the confirmation that replaces it (spec:
 * site-and-forms, sections 2, 3, 4, 5, 7, 8).
 *
 * Rendered by Astro as a plain HTML form (`enhanced` false) that posts form-encoded to
 * /api/sms-consent and works without JavaScript (the function answers with /sms-consent/thank-you);
 * the first interaction with it mounts this component enhanced in its place (mount.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { smsServiceTypeLabel, smsServiceTypes } from '../../domain/leads/choices.ts';
import { smsConsentDefaults, smsConsentSchema, type SmsConsentData, type SmsConsentInput } from '../../domain/leads/schemas.ts';
import { leadForms, smsConsentFields as fields } from '../../domain/leads/form-fields.ts';
import { toast } from '../toast/store.ts';
import { useLeadSubmission } from '../leads/use-lead-submission.ts';
import type { RecordedConsent } from '../lib/api-routes.ts';
import { describedBy, Field, FieldError, Honeypot, inputClass } from '../leads/fields.tsx';

interface Props {
  businessName: string;
  phoneDisplay: string;
  phoneHref: string;
  /** "Missoula, Ravalli and Lake counties" */
  area: string;
  /** false: the plain HTML form (server-rendered); true: React validates and sends it */
  enhanced?: boolean;
  /** what the visitor had already entered in the plain form */
  initialValues?: Partial<SmsConsentInput>;
  /** performance.now() of the visitor's first interaction with the form (for the fill time) */
  startedAt?: number;
}

const fieldNames = Object.keys(smsConsentDefaults) as (keyof SmsConsentInput)[];

export default function SmsConsentForm(props: Props) {
  const [recorded, setRecorded] = useState<RecordedConsent | null>(null);
  return recorded ? <Confirmation consent={recorded} {...props} /> : <ConsentForm {...props} onRecorded={setRecorded} />;
}

function ConsentForm({
  businessName,
  phoneDisplay,
  phoneHref,
  area,
  enhanced = false,
  initialValues,
  startedAt,
  onRecorded,
}: Props & { onRecorded: (consent: RecordedConsent) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SmsConsentInput, unknown, SmsConsentData>({
    resolver: zodResolver(smsConsentSchema),
    defaultValues: { ...smsConsentDefaults, ...initialValues },
  });
  const { honeypot, submit } = useLeadSubmission('POST /api/sms-consent', fieldNames, setError, startedAt);

  const onSubmit = async (values: SmsConsentData) => {
    const result = await submit(values, 'Error Recording Consent');
    if (!result.ok) return;
    toast({
      title: 'SMS Consent Recorded Successfully!',
      description: 'Your consent preferences have been saved. You can manage these preferences at any time.',
    });
    onRecorded(result.value);
  };

  return (
    <form
      action={leadForms.sms_consent.action}
      method="post"
      onSubmit={enhanced ? handleSubmit(onSubmit) : undefined}
      noValidate={enhanced}
      data-enhanced={enhanced ? 'true' : undefined}
      className="relative grid gap-5"
      aria-labelledby="sms-consent-heading"
    >
      <div>
        <h2 id="sms-consent-heading" className="text-2xl font-bold text-slate-900">
          SMS Consent Form
        </h2>
        <p className="mt-2 text-slate-700">
          Fields marked <span className="text-red-700">*</span> are required.
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="firstName" label={fields.firstName.label} required error={errors.firstName?.message}>
          <input
            id="firstName"
            type="text"
            autoComplete="given-name"
            {...fields.firstName.attributes}
            className={inputClass}
            aria-invalid={errors.firstName ? true : undefined}
            aria-describedby={describedBy('firstName', { help: false, error: errors.firstName?.message })}
            {...register('firstName')}
          />
        </Field>
        <Field id="lastName" label={fields.lastName.label} required error={errors.lastName?.message}>
          <input
            id="lastName"
            type="text"
            autoComplete="family-name"
            {...fields.lastName.attributes}
            className={inputClass}
            aria-invalid={errors.lastName ? true : undefined}
            aria-describedby={describedBy('lastName', { help: false, error: errors.lastName?.message })}
            {...register('lastName')}
          />
        </Field>
        <Field id="consentPhone" label={fields.phone.label} required help={fields.phone.help} error={errors.phone?.message}>
          <input
            id="consentPhone"
            type="tel"
            autoComplete="tel"
            placeholder={fields.phone.placeholder}
            {...fields.phone.attributes}
            className={inputClass}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('consentPhone', { error: errors.phone?.message })}
            {...register('phone')}
          />
        </Field>
        <Field id="consentEmail" label={fields.email.label} help={fields.email.help} error={errors.email?.message}>
          <input
            id="consentEmail"
            type="email"
            autoComplete="email"
            {...fields.email.attributes}
            className={inputClass}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('consentEmail', { error: errors.email?.message })}
            {...register('email')}
          />
        </Field>
      </div>
      <Field id="serviceType" label={fields.serviceType.label} help={fields.serviceType.help} error={errors.serviceType?.message}>
        <select
          id="serviceType"
          className={inputClass}
          aria-invalid={errors.serviceType ? true : undefined}
          aria-describedby={describedBy('serviceType', { error: errors.serviceType?.message })}
          {...register('serviceType')}
        >
          <option value="">{fields.serviceType.emptyOption}</option>
          {smsServiceTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </Field>

      <fieldset className="grid gap-4 rounded-lg border border-slate-300 bg-white p-4">
        <legend className="px-1 font-semibold text-slate-900">Text message consent</legend>
        <div>
          <div className="flex items-start gap-3">
            <input
              id="primarySmsConsent"
              type="checkbox"
              {...fields.primarySmsConsent.attributes}
              className="mt-1 size-5 shrink-0 accent-[var(--brand-primary-strong)]"
              aria-invalid={errors.primarySmsConsent ? true : undefined}
              aria-describedby={describedBy('primarySmsConsent', { error: errors.primarySmsConsent?.message })}
              {...register('primarySmsConsent')}
            />
            <div>
              <label htmlFor="primarySmsConsent" className="font-medium text-slate-900">
                {fields.primarySmsConsent.label}
              </label>
              <p id="primarySmsConsent-help" className="mt-1 text-sm leading-relaxed text-slate-700">
                I agree to receive text messages from {businessName} about my service requests in {area}, such as appointment confirmations, arrival times and service updates: 2-5
                messages per service request. Reply STOP to opt out at any time and HELP for help. Standard message and data rates may apply. Consent is not required to buy
                services.
              </p>
            </div>
          </div>
          <FieldError id="primarySmsConsent" error={errors.primarySmsConsent?.message} />
        </div>
        <div>
          <div className="flex items-start gap-3">
            <input
              id="emergencySmsConsent"
              type="checkbox"
              className="mt-1 size-5 shrink-0 accent-[var(--brand-primary-strong)]"
              aria-describedby={describedBy('emergencySmsConsent', { error: errors.emergencySmsConsent?.message })}
              {...register('emergencySmsConsent')}
            />
            <div>
              <label htmlFor="emergencySmsConsent" className="font-medium text-slate-900">
                {fields.emergencySmsConsent.label}
              </label>
              <p id="emergencySmsConsent-help" className="mt-1 text-sm leading-relaxed text-slate-700">
                I also agree to receive urgent text alerts, such as storm-related outages and emergency crew arrival times.
              </p>
            </div>
          </div>
          <FieldError id="emergencySmsConsent" error={errors.emergencySmsConsent?.message} />
        </div>
        <p className="text-sm text-slate-700">
          Need help? Call the {businessName} help line at{' '}
          <a href={phoneHref} className="font-semibold text-brand-strong underline">
            {phoneDisplay}
          </a>
          .
        </p>
      </fieldset>
      <Honeypot id="consent-website" inputRef={honeypot} />
      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto disabled:cursor-not-allowed disabled:opacity-70" disabled={isSubmitting}>
          {isSubmitting ? 'Recording Consent...' : 'Record My Consent'}
        </button>
      </div>
    </form>
  );
}

const formatDate = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });

function Confirmation({ consent, businessName, phoneDisplay, phoneHref }: Props & { consent: RecordedConsent }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const rows: [string, string][] = [
    ['Name', `${consent.firstName} ${consent.lastName}`],
    ['Phone', consent.phone],
    ...(consent.email ? ([['Email', consent.email]] as [string, string][]) : []),
    ...(consent.serviceType ? ([['Service Type', smsServiceTypeLabel(consent.serviceType)]] as [string, string][]) : []),
    ['Consent Date', formatDate(consent.createdAt)],
    ['Primary SMS Consent', consent.primarySmsConsent ? 'Yes' : 'No'],
    ['Emergency SMS Consent', consent.emergencySmsConsent ? 'Yes' : 'No'],
  ];
  return (
    <section aria-labelledby="sms-consent-confirmed" className="grid gap-5">
      <h2 id="sms-consent-confirmed" ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        Consent Recorded
      </h2>
      <p className="text-slate-700">Thank you. {businessName} has recorded your text-message consent:</p>
      <dl className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-900">{label}</dt>
            <dd className="text-slate-700">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="rounded-lg border border-slate-200 p-4">
        <h3 className="font-semibold text-slate-900">What's next?</h3>
        <p className="mt-2 text-slate-700">
          You will receive text messages about your service requests: 2-5 messages per request. Reply STOP at any time to opt out, or HELP for help. To request a service now, send
          us the contact form or call{' '}
          <a href={phoneHref} className="font-semibold text-brand-strong underline">
            {phoneDisplay}
          </a>
          .
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <a href="/" className="btn-primary">
          Return to Home
        </a>
        <a href="/#contact" className="btn-outline">
          Request a Service
        </a>
      </div>
    </section>
  );
}
