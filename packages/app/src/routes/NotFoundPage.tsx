import { Link } from '@tanstack/react-router';
import { appMessages } from '../messages';

export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{appMessages.notFound.title}</h1>
      <Link to="/">{appMessages.notFound.home}</Link>
    </section>
  );
}
