import type { ReactNode } from 'react';

/** A screen's heading and introduction (screens later issues fill in start from this). */
export function SectionPage({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="font-serif text-4xl font-bold">
        {title}
      </h1>
      <p className="max-w-3xl text-lg text-muted-foreground">{intro}</p>
      {children}
    </section>
  );
}
