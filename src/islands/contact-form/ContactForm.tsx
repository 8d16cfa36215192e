/**
 * The landing page's contact form (spec: site-and-forms, sections 2, 4, 5, 7, 8): seven labelled
 * fields validated by the shared schema, the service dropdown with a tooltip per choice, the
 * preferred time only while a call back is requested, and the spec's toasts.
 *
 * Rendered twice: by Astro as plain HTML (`enhanced` false: native controls, the browser's own
 * validation from the shared limits, posted form-encoded to /api/contact, working without
 * JavaScript), and in the browser once the visitor first touches that form (mount.tsx), which
 * replaces it with this component, enhanced, keeping what was typed and the focus.
 */
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Select from '@radix-ui/react-select';
import * as Tooltip from '@radix-ui/react-tooltip';
import { contactServices, preferredTimes } from '../../domain/leads/choices.ts';
import { contactDefaults, contactRequestSchema, type ContactRequestData, type ContactRequestInput } from '../../domain/leads/schemas.ts';
import { contactFields as fields, leadForms } from '../../domain/leads/form-fields.ts';
import { toast } from '../toast/store.ts';
import { useLeadSubmission } from '../leads/use-lead-submission.ts';
import { describedBy, Field, FieldError, Honeypot, inputClass } from '../leads/fields.tsx';

/** Spec: the service tooltips open after 700 ms (skip delay 300 ms, the library default). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Below the spec's mobile breakpoint (768 px) there is no room beside the list: tooltips go below the choice. */
const NARROW_QUERY = '(max-width: 767px)';

interface Props {
  businessName: string;
  /** false: the plain HTML form (server-rendered); true: React validates and sends it */
  enhanced?: boolean;
  /** what the visitor had already entered in the plain form */
  initialValues?: Partial<ContactRequestInput>;
  /** performance.now() of the visitor's first interaction with the form (for the fill time) */
  startedAt?: number;
}

const fieldNames = Object.keys(contactDefaults) as (keyof ContactRequestInput)[];

export default function ContactForm({ businessName, enhanced = false, initialValues, startedAt }: Props) {
  const {
    register,
    control,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactRequestInput, unknown, ContactRequestData>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: { ...contactDefaults, ...initialValues },
  });
  const { honeypot, submit } = useLeadSubmission('/api/contact', fieldNames, setError, startedAt);
  const requestCallback = watch('requestCallback');

  const onSubmit = async (values: ContactRequestData) => {
    if (!(await submit(values, 'Error Sending Message')).ok) return;
    toast({
      title: 'Message Sent Successfully!',
      description: `Thank you for contacting ${businessName}. We'll respond to your inquiry as soon as possible.`,
    });
    reset(contactDefaults);
  };

  return (
    <form
      action={leadForms.contact.action}
      method="post"
      onSubmit={enhanced ? handleSubmit(onSubmit) : undefined}
      noValidate={enhanced}
      data-enhanced={enhanced ? 'true' : undefined}
      className="group relative grid gap-5"
      aria-labelledby="contact-form-heading"
    >
      <h3 id="contact-form-heading" className="text-xl font-semibold text-slate-900">
        Request a Free Quote
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="name" label={fields.name.label} help={fields.name.help} error={errors.name?.message}>
          <input
            id="name"
            type="text"
            autoComplete="name"
            {...fields.name.attributes}
            className={inputClass}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name', { error: errors.name?.message })}
            {...register('name')}
          />
        </Field>
        <Field id="phone" label={fields.phone.label} help={fields.phone.help} error={errors.phone?.message}>
          <input
            id="phone"
            type="tel"
            autoComplete="tel"
            {...fields.phone.attributes}
            className={inputClass}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('phone', { error: errors.phone?.message })}
            {...register('phone')}
          />
        </Field>
        <Field id="email" label={fields.email.label} help={fields.email.help} error={errors.email?.message}>
          <input
            id="email"
            type="email"
            autoComplete="email"
            {...fields.email.attributes}
            className={inputClass}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email', { error: errors.email?.message })}
            {...register('email')}
          />
        </Field>
        <Field id="service" label={fields.service.label} help={fields.service.help} error={errors.service?.message}>
          <Controller
            name="service"
            control={control}
            render={({ field }) => (
              <ServiceSelect
                enhanced={enhanced}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                triggerRef={field.ref}
                invalid={!!errors.service}
                describedBy={describedBy('service', { error: errors.service?.message })}
              />
            )}
          />
        </Field>
      </div>
      <Field id="message" label={fields.message.label} help={fields.message.help} error={errors.message?.message}>
        <textarea
          id="message"
          rows={5}
          {...fields.message.attributes}
          className={inputClass}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', { error: errors.message?.message })}
          {...register('message')}
        />
      </Field>
      <div>
        <div className="flex items-center gap-3">
          <input
            id="requestCallback"
            type="checkbox"
            className="size-5 rounded border-slate-400 accent-[var(--brand-primary-strong)]"
            aria-describedby={describedBy('requestCallback', { help: false, error: errors.requestCallback?.message })}
            {...register('requestCallback')}
          />
          <label htmlFor="requestCallback" className="font-medium text-slate-900">
            {fields.requestCallback.label}
          </label>
        </div>
        <FieldError id="requestCallback" error={errors.requestCallback?.message} />
      </div>
      {(requestCallback || !enhanced) && (
        // Without JavaScript the field is always in the form and CSS shows it while the box is checked.
        <Field
          id="preferredTime"
          label={fields.preferredTime.label}
          help={fields.preferredTime.help}
          error={errors.preferredTime?.message}
          className={enhanced ? '' : 'hidden group-has-[#requestCallback:checked]:block'}
        >
          <select
            id="preferredTime"
            className={inputClass}
            aria-invalid={errors.preferredTime ? true : undefined}
            aria-describedby={describedBy('preferredTime', { error: errors.preferredTime?.message })}
            {...register('preferredTime')}
          >
            <option value="">{fields.preferredTime.emptyOption}</option>
            {preferredTimes.map((time) => (
              <option key={time.value} value={time.value}>
                {time.label}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Honeypot id="contact-website" inputRef={honeypot} />
      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto disabled:cursor-not-allowed disabled:opacity-70" disabled={isSubmitting}>
          {isSubmitting ? 'Sending message...' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}

interface ServiceSelectProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  triggerRef: React.Ref<HTMLButtonElement>;
  invalid: boolean;
  describedBy: string | undefined;
  /** False in the plain HTML form: a native select. */
  enhanced: boolean;
}

/**
 * Radix Select with a tooltip on each choice: its title, description and five common services.
 * The tooltip follows the highlighted choice, whether the pointer or the arrow keys moved there,
 * and opens after 700 ms (at once when moving on from a choice whose tooltip was showing).
 */
function ServiceSelect({ value, onChange, onBlur, triggerRef, invalid, describedBy: describedByIds, enhanced }: ServiceSelectProps) {
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [tooltipFor, setTooltipFor] = useState<string | null>(null);
  const narrow = typeof window !== 'undefined' && window.matchMedia(NARROW_QUERY).matches;
  const lastShown = useRef(0);

  useEffect(() => {
    if (!highlighted) {
      if (tooltipFor) lastShown.current = Date.now();
      setTooltipFor(null);
      return;
    }
    const skipping = tooltipFor !== null || Date.now() - lastShown.current < TOOLTIP_SKIP_DELAY_MS;
    if (skipping) {
      setTooltipFor(highlighted);
      return;
    }
    const timer = window.setTimeout(() => setTooltipFor(highlighted), TOOLTIP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [highlighted, tooltipFor]);

  if (!enhanced) {
    // The plain form: a native select (its choices' tooltips come with the enhanced form).
    return (
      <select id="service" name="service" defaultValue={value} {...fields.service.attributes} aria-describedby={describedByIds} className={inputClass}>
        <option value="">{fields.service.emptyOption}</option>
        {contactServices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.title}
          </option>
        ))}
      </select>
    );
  }

  return (
    <Select.Root
      value={value}
      onValueChange={onChange}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setHighlighted(null);
          onBlur();
        }
      }}
    >
      <Select.Trigger
        id="service"
        ref={triggerRef}
        aria-invalid={invalid || undefined}
        aria-describedby={describedByIds}
        className={`${inputClass} flex items-center justify-between gap-2 text-left data-[placeholder]:text-slate-600`}
      >
        <Select.Value placeholder="Select a Service" />
        <Select.Icon aria-hidden="true" className="text-slate-600">
          ▾
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-slate-300 bg-white shadow-lg"
        >
          <Select.Viewport className="p-1">
            <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
              {contactServices.map((choice) => (
                <Tooltip.Root key={choice.value} open={tooltipFor === choice.value} onOpenChange={() => {}}>
                  <Tooltip.Trigger asChild>
                    <Select.Item
                      value={choice.value}
                      onFocus={() => setHighlighted(choice.value)}
                      onBlur={() => setHighlighted((current) => (current === choice.value ? null : current))}
                      className="relative flex min-h-11 cursor-pointer select-none items-center rounded-md py-2 pr-8 pl-3 text-slate-900 outline-none data-[highlighted]:bg-brand-soft data-[highlighted]:text-slate-900"
                    >
                      <Select.ItemText>{choice.title}</Select.ItemText>
                      <Select.ItemIndicator className="absolute right-2 text-brand-strong" aria-hidden="true">
                        ✓
                      </Select.ItemIndicator>
                    </Select.Item>
                  </Tooltip.Trigger>
                  <Tooltip.Portal>
                    <Tooltip.Content
                      side={narrow ? 'bottom' : 'right'}
                      align="start"
                      sideOffset={narrow ? 4 : 10}
                      collisionPadding={8}
                      // The tooltip is a layer above the list and gets Escape first; it closes the list,
                      // as Escape does before any tooltip has shown.
                      onEscapeKeyDown={() => {
                        setHighlighted(null);
                        setOpen(false);
                        onBlur();
                      }}
                      className="pointer-events-none z-[60] max-w-[min(18rem,calc(100vw-1rem))] rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-800 shadow-xl"
                    >
                      <p className="font-semibold text-slate-900">{choice.title}</p>
                      <p className="mt-1">{choice.description}</p>
                      <p className="mt-2 font-medium text-slate-900">Common services:</p>
                      <ul className="mt-1 list-disc pl-5">
                        {choice.common.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </Tooltip.Content>
                  </Tooltip.Portal>
                </Tooltip.Root>
              ))}
            </Tooltip.Provider>
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
