import { Link } from 'react-router';

/** A call-to-action band: heading, one sentence and one link (e.g. 'Become an Associate', 'Explore Properties'). */
export function CtaBanner({ id, title, text, label, to }: { id: string; title: string; text: string; label: string; to: string }) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-20">
      <div className="container-page">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-r from-brand-800 to-brand-600 p-8 text-white sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id={id} className="text-2xl font-bold sm:text-3xl">
              {title}
            </h2>
            <p className="mt-3 text-brand-100">{text}</p>
          </div>
          <Link to={to} className="btn-accent shrink-0 focus-visible:outline-white">
            {label}
          </Link>
        </div>
      </div>
    </section>
  );
}
