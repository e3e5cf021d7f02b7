'use client';

import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CheckoutFormValues } from '@/lib/shop/orders/checkout-schema';

/** sessionStorage key of what the guest typed in the checkout (this tab only; gone when the tab closes). */
export const CHECKOUT_DRAFT_KEY = 'algarve-rewards-checkout-draft-v1';

/** The fields kept: contact, billing and the pickup choice (the slot is offered again only while it is free). */
const DRAFT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'postalCode',
  'country',
  'pickupLocation',
  'pickupDate',
  'pickupTime',
] as const satisfies readonly (keyof CheckoutFormValues)[];

function readDraft(): Partial<Record<(typeof DRAFT_FIELDS)[number], string>> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? 'null');
    if (!saved || typeof saved !== 'object') return {};
    const entries = DRAFT_FIELDS.map((field) => [field, (saved as Record<string, unknown>)[field]] as const);
    return Object.fromEntries(entries.filter(([, value]) => typeof value === 'string' && value.length <= 300));
  } catch {
    return {}; // unreadable, or storage refused (private mode): start empty
  }
}

/**
 * Keeps what the guest typed in the checkout across back and forward and reloads of the tab (README, "How the
 * shop works"): restored once the form is on screen (`active`), saved on every change, in sessionStorage only,
 * never in the URL. Card fields are never kept. clearCheckoutDraft() forgets it once the order is placed.
 */
export function useCheckoutDraft(form: UseFormReturn<CheckoutFormValues>, active: boolean) {
  useEffect(() => {
    if (!active) return;
    for (const [field, value] of Object.entries(readDraft())) {
      form.setValue(field as (typeof DRAFT_FIELDS)[number], value);
    }
    const subscription = form.watch((values) => {
      const draft = Object.fromEntries(DRAFT_FIELDS.map((field) => [field, values[field] ?? '']));
      try {
        sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
      } catch {
        // storage full or refused: the form still works, it is only not kept
      }
    });
    return () => subscription.unsubscribe();
  }, [form, active]);
}

/** Forgets the checkout draft (after the order is placed). */
export function clearCheckoutDraft() {
  try {
    sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // nothing kept
  }
}
