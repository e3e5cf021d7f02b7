/** The first word of a guest's name: all a partner is shown of it (docs/membership.md "Privacy"). */
export function firstName(guestName: string): string {
  return guestName.trim().split(/\s+/)[0] ?? '';
}
