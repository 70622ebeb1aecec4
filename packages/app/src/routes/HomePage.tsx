import { brand, MoonLogo } from '@app/ui';
import { appMessages } from '../messages';

export function HomePage() {
  return (
    <section aria-labelledby="home-title">
      <MoonLogo size="lg" />
      <h1 id="home-title">{appMessages.home.title}</h1>
      <p>{appMessages.home.lead(brand.assistantName)}</p>
    </section>
  );
}
