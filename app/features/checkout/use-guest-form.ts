import { useState } from 'react';
import { guestSchema } from '#common/orders.ts';
import { EMPTY_GUEST, type GuestValues } from './checkout-request.ts';
import '#common/zod-locale.ts';

type GuestErrors = Partial<Record<keyof GuestValues, string>>;

// The phone is the delivery phone (checked with the delivery details): only name and e-mail here.
const guestIdentity = guestSchema.pick({ name: true, email: true });

/** A guest's name (required) and e-mail (optional), with the server's French messages. */
export function useGuestForm(initial: GuestValues = EMPTY_GUEST) {
  const [values, setValues] = useState<GuestValues>(initial);
  const [errors, setErrors] = useState<GuestErrors>({});
  return {
    values,
    errors,
    change(field: keyof GuestValues, value: string) {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    /** Shows every error at once; true when the details can be sent. */
    validate(): boolean {
      const parsed = guestIdentity.safeParse(values);
      const found: GuestErrors = {};
      for (const issue of parsed.error?.issues ?? []) {
        found[issue.path[0] as keyof GuestValues] ??= issue.message;
      }
      setErrors(found);
      return parsed.success;
    },
  };
}
