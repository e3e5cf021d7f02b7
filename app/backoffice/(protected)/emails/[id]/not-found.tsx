import { NotFoundNotice } from '@/components/backoffice/not-found-notice';

/** A staff URL whose id is not canonical or names nothing: answered 404 (issue 11 §1). */
export default function NotFound() {
  return <NotFoundNotice title="E-mail preview" message="E-mail not found" />;
}
