import { useState } from 'react';
import { deliveryErrors, type DeliveryField } from '#common/delivery.ts';
import { EMPTY_DELIVERY, type DeliveryValues } from './delivery-fields.tsx';
import '#common/zod-locale.ts';

/** State of the spec's order form: values, French errors, and a check before submitting. */
export function useDeliveryForm(initial: DeliveryValues = EMPTY_DELIVERY) {
  const [values, setValues] = useState<DeliveryValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<DeliveryField, string>>>({});
  return {
    values,
    errors,
    change(field: DeliveryField, value: string) {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    /** Shows every error at once; true when the details can be sent. */
    validate(): boolean {
      const found = deliveryErrors(values);
      setErrors(found);
      return Object.keys(found).length === 0;
    },
  };
}
