import { PageContainer } from '../../components/ui/page-container';
import type { LegalSection } from './legal-section';

interface LegalDocumentProps {
  title: string;
  effectiveDate: string;
  lastUpdated: string;
  intro?: readonly string[];
  sections: readonly LegalSection[];
}

const sectionId = (index: number) => `section-${index + 1}`;

/** Renders a legal text: title, dates, table of contents and numbered sections with anchors. */
export function LegalDocument({
  title,
  effectiveDate,
  lastUpdated,
  intro = [],
  sections,
}: LegalDocumentProps) {
  return (
    <PageContainer>
      <article className="mx-auto max-w-3xl text-slate-700">
        <header className="border-b border-slate-200 pb-6">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          <div className="mt-3 space-y-1 text-sm text-slate-600">
            <p>Effective date: {effectiveDate}</p>
            <p>Last updated: {lastUpdated}</p>
          </div>
          {intro.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </header>

        <nav
          aria-labelledby="legal-contents-heading"
          className="my-8 rounded-lg border border-slate-200 bg-slate-50 p-5"
        >
          <h2 id="legal-contents-heading" className="text-lg font-semibold text-slate-900">
            Contents
          </h2>
          <ol className="mt-3 grid gap-2 sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.title}>
                <a
                  href={`#${sectionId(index)}`}
                  className="text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((section, index) => (
          <section key={section.title} className="mt-8">
            <h2 id={sectionId(index)} className="scroll-mt-24 text-xl font-semibold text-slate-900">
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </article>
    </PageContainer>
  );
}
