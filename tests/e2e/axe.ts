import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
export type AxeViolation = AxeResults['violations'][number];

export async function runAxe(page: Page): Promise<AxeResults> {
  return new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
}

/** Violations as a short, readable report: rule, impact, help, and each offending element. */
export function formatViolations(violations: AxeViolation[], maxNodes = 5): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, maxNodes).map((node) => {
        const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').trim();
        return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 160)}\n      ${summary}`;
      });
      if (violation.nodes.length > maxNodes) nodes.push(`    … and ${violation.nodes.length - maxNodes} more`);
      return `  [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Scans the page as it is now and fails with a readable report of any violation; `state` names what was on screen. */
export async function expectNoAxeViolations(page: Page, state = 'page'): Promise<void> {
  const results = await runAxe(page);
  expect(results.violations, `${state}:\n${formatViolations(results.violations)}`).toEqual([]);
}
