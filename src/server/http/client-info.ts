/** Who sent a request, as the platform tells it (never as the browser's body claims). */
export interface ClientInfo {
  ipAddress: string;
  userAgent: string;
}

export interface NetlifyLikeContext {
  ip?: string;
  waitUntil?: (promise: Promise<unknown>) => void;
}

export function clientInfo(request: Request, context?: NetlifyLikeContext): ClientInfo {
  const forwarded = request.headers.get('x-nf-client-connection-ip')?.trim();
  const ipAddress = (context?.ip && context.ip.trim()) || forwarded || 'unknown';
  const userAgent = request.headers.get('user-agent')?.trim().slice(0, 512) || 'unknown';
  return { ipAddress: ipAddress.slice(0, 64), userAgent };
}
