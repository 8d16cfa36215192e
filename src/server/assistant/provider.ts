/**
 * The AI provider: any OpenAI-compatible server through the `openai` SDK, configured only by
 * OPENAI_API_KEY, OPENAI_BASE_URL (what Netlify's AI Gateway injects) and OPENAI_MODEL.
 * Without OPENAI_API_KEY the assistant runs on its knowledge base alone.
 */
import OpenAI from 'openai';

export const DEFAULT_MODEL = 'gpt-4o-mini';
/** The longest a visitor waits for the provider before the knowledge base answers instead. */
export const MAX_TIMEOUT_MS = 20_000;

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface AiProvider {
  model: string;
  complete(messages: ChatMessage[], options?: { json?: boolean; maxTokens?: number }): Promise<string>;
}

export type ProviderErrorKind = 'timeout' | 'rate-limit' | 'http' | 'empty' | 'network';

export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;

  constructor(message: string, kind: ProviderErrorKind, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
    this.kind = kind;
  }
}

function timeoutMs(): number {
  const configured = Number(process.env.ASSISTANT_AI_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? Math.min(configured, MAX_TIMEOUT_MS) : MAX_TIMEOUT_MS;
}

let cached: { key: string; provider: AiProvider } | undefined;

/** The configured provider, or undefined when no OPENAI_API_KEY is set. Reads the environment on each call. */
export function getProvider(): AiProvider | undefined {
  const apiKey = process.env.OPENAI_API_KEY?.trim();
  if (!apiKey) return undefined;
  const baseURL = process.env.OPENAI_BASE_URL?.trim() || undefined;
  const model = process.env.OPENAI_MODEL?.trim() || DEFAULT_MODEL;
  const timeout = timeoutMs();
  const key = [apiKey, baseURL, model, timeout].join('\n');
  if (cached?.key === key) return cached.provider;
  const client = new OpenAI({ apiKey, baseURL, timeout, maxRetries: 0 });
  const provider: AiProvider = {
    model,
    async complete(messages, options = {}) {
      try {
        const completion = await client.chat.completions.create({
          model,
          messages,
          temperature: 0.2,
          max_tokens: options.maxTokens ?? 500,
          ...(options.json ? { response_format: { type: 'json_object' as const } } : {}),
        });
        const text = completion.choices?.[0]?.message?.content?.trim();
        if (!text) throw new ProviderError('The AI provider returned an empty reply.', 'empty');
        return text;
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        if (error instanceof OpenAI.APIConnectionTimeoutError) throw new ProviderError('The AI provider timed out.', 'timeout', { cause: error });
        if (error instanceof OpenAI.RateLimitError) throw new ProviderError('The AI provider is rate limiting us.', 'rate-limit', { cause: error });
        if (error instanceof OpenAI.APIError && error.status) throw new ProviderError(`The AI provider answered ${error.status}.`, 'http', { cause: error });
        throw new ProviderError('The AI provider could not be reached.', 'network', { cause: error });
      }
    },
  };
  cached = { key, provider };
  return provider;
}
