/** The contact form's service dropdown: Radix Select with a tooltip per choice (spec: site-and-forms, sections 4 and 9), or a native select in the plain form. */
import { useEffect, useRef, useState } from 'react';
import * as Select from '@radix-ui/react-select';
import * as Tooltip from '@radix-ui/react-tooltip';
import { contactServices } from '../../domain/leads/choices.ts';
import { contactFields as fields } from '../../domain/leads/form-fields.ts';
import { inputClass } from '../leads/fields.tsx';

/** Spec: the service tooltips open after 700 ms (skip delay 300 ms, the library default). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Below the spec's mobile breakpoint (768 px) there is no room beside the list: tooltips go below the choice. */
const NARROW_QUERY = '(max-width: 767px)';

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
export function ServiceSelect({ value, onChange, onBlur, triggerRef, invalid, describedBy: describedByIds, enhanced }: ServiceSelectProps) {
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
