import { notFound } from 'next/navigation';

// Any staff path that no route matches: the backoffice's own not-found page, inside its layout and language.
export default function BackofficeCatchAll() {
  notFound();
}
