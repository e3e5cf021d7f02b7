import 'server-only';
import { headers } from 'next/headers';
import { clientAddress } from '@/lib/rate-limit';

/** The client's address of the current request (server actions, pages, route handlers), for the activity log. */
export async function requestAddress(): Promise<string> {
  return clientAddress(await headers());
}
