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
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { preferredTimes } from '../../domain/leads/choices.ts';
import { contactDefaults, contactRequestSchema, type ContactRequestData, type ContactRequestInput } from '../../domain/leads/schemas.ts';
import { contactFields as fields, leadForms } from '../../domain/leads/form-fields.ts';
import { toast } from '../toast/store.ts';
import { useLeadSubmission } from '../leads/use-lead-submission.ts';
import { describedBy, Field, FieldError, Honeypot, inputClass } from '../leads/fields.tsx';
import { ServiceSelect } from './ServiceSelect.tsx';

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
  const { honeypot, submit } = useLeadSubmission('POST /api/contact', fieldNames, setError, startedAt);
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
