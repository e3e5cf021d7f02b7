import { create } from 'zustand';

/** Whether the cart drawer is open (docs/spec.md §4 Cart drawer), shared by every button that toggles it. */
export const useCartDrawer = create<{ open: boolean; setOpen: (open: boolean) => void; toggle: () => void }>()(
  (set) => ({
    open: false,
    setOpen: (open) => set({ open }),
    toggle: () => set(({ open }) => ({ open: !open })),
  }),
);
