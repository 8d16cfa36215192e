/**
 * Which deploy a function runs in, from the context Netlify gives every call
 * (`context.deploy.context`: 'production', 'deploy-preview', 'branch-deploy', or 'dev' locally).
 * The build's CONTEXT variable is not there at run time, and nothing a visitor sends can set this.
 */
export function deployContextOf(context: unknown): string | undefined {
  const value = (context as { deploy?: { context?: unknown } } | undefined)?.deploy?.context;
  return typeof value === 'string' ? value : undefined;
}

export const isProduction = (context: unknown): boolean => deployContextOf(context) === 'production';
