import { describe, expect, it } from 'vitest';
import { formatPhone, phoneContactLinks } from './phone.ts';

describe('phoneContactLinks', () => {
  it('calls and opens WhatsApp on the number as an order shows it', () => {
    expect(phoneContactLinks(formatPhone('+22890112233'))).toEqual({
      call: 'tel:+22890112233',
      whatsApp: 'https://wa.me/22890112233',
    });
  });

  it('gives no link for what is not a number', () => {
    expect(phoneContactLinks('—')).toBeNull();
    expect(phoneContactLinks('')).toBeNull();
  });
});
