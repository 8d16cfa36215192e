/** The service a wizard's prompt names by its label (src/server/assistant/service-detection.ts), however the label line is spaced. */
import { describe, expect, it } from 'vitest';
import { detectServiceType } from '../../../src/server/assistant/service-detection.ts';

describe('the service named by its label', () => {
  it.each(['Service type: other ', 'Service  type: other', 'Service : other', 'Service:other', 'service type:other'])('"%s" is other', (message) => {
    expect(detectServiceType(message)).toBe('other');
  });

  it('reads the label at the start of the line, whatever follows it', () => {
    expect(detectServiceType('Service: Other Service - a sauna')).toBe('other');
  });

  it('without a label, the words of the message decide', () => {
    expect(detectServiceType('other')).toBe('unknown');
  });
});
