import { notFound } from 'next/navigation';

// Any path that no route matches renders the localized not-found page (inside the shell).
export default function CatchAll() {
  notFound();
}
