'use client';

import * as Dialog from '@radix-ui/react-dialog';

/** The title and × close button at the top of the shell's side panels (menu, cart drawer). */
export function DialogTitleBar({
  title,
  closeLabel,
  className,
}: {
  title: string;
  closeLabel: string;
  className: string;
}) {
  return (
    <div className={`flex items-center justify-between ${className}`}>
      <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
      <Dialog.Close
        aria-label={closeLabel}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-slate-100"
      >
        <span aria-hidden="true" className="text-2xl leading-none">
          ×
        </span>
      </Dialog.Close>
    </div>
  );
}
