// Files of the build, not data URLs in the page's budgeted HTML (tooling/images).
import illustrationFiles from 'virtual:illustration-files';
import { ExternalLink } from '../../components/ExternalLink';
import { site } from '../../config/site';
import { formatDate } from '../../lib/format';
import { renderedSiteRoot } from '../../lib/localePage';
import { useCopy, useLocale } from '../../hooks/useCopy';
import { LandingSection } from './LandingSection';

export function ArticlesSection() {
  const { landing, common } = useCopy();
  const { articles } = landing;
  const locale = useLocale();
  return (
    <LandingSection id="articles" title={articles.heading} intro={articles.intro}>
      <ul className="row g-4 list-unstyled mb-0 justify-content-center">
        {articles.items.map((article) => (
          <li key={article.id} className="col-12 col-md-6 col-lg-5">
            <article className="card h-100 shadow-sm article-card">
              <img
                src={renderedSiteRoot(locale) + illustrationFiles[article.id]}
                width={320}
                height={180}
                alt={article.imageAlt}
                className="card-img-top article-img"
                loading="lazy"
              />
              <div className="card-body d-flex flex-column">
                <time dateTime={article.date} className="small text-body-secondary">
                  {formatDate(article.date, locale)}
                </time>
                <h3 className="h5 mt-1">{article.title}</h3>
                <p className="text-body-secondary">{article.description}</p>
                {/* The name in one string: Chromium puts a space between the visible words and a
                    hidden span's, which read "Read the article : …" in English. */}
                <ExternalLink
                  href={new URL(article.path, site.blogUrl).href}
                  className="mt-auto fw-semibold"
                  aria-label={`${articles.readMore}${common.colon} ${article.title}`}
                >
                  {articles.readMore}
                </ExternalLink>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
