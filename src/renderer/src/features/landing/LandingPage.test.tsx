import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { en } from '../../content/en/site';
import { en as closingCta } from '../../content/en/closingCta';
import { useFaqStore } from '../../store/faq';
import { renderApp } from '../../test/renderApp';

const { landing } = en;

/** The page with its lazily loaded sections in place. */
async function renderLanding(): Promise<void> {
  renderApp('/');
  await screen.findByRole('heading', { level: 2, name: 'Frequently asked questions' });
}
const section = (id: string): HTMLElement => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no section #${id}`);
  return element;
};

describe('landing page', () => {
  it('has the eight sections in the order of the spec', async () => {
    await renderLanding();
    const ids = [...document.querySelectorAll('main section[id]')].map((element) => element.id);
    expect(ids).toEqual([
      'home',
      'features',
      'multimedia',
      'mobile-learning',
      'articles',
      'pricing',
      'testimonials',
      'faq',
    ]);
  });

  it('hero links to the store and the blog, says who it is free for and that it is Android only', async () => {
    await renderLanding();
    const hero = within(section('home'));
    expect(hero.getByRole('link', { name: /Get it on Google Play/ })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=cm.lyceo.app&referrer=utm_source%3Dwebsite%26utm_medium%3Dlink%26utm_content%3Dhero',
    );
    expect(hero.getByRole('link', { name: /Read our articles/ })).toHaveAttribute(
      'href',
      'https://blog.lyceo.cm/',
    );
    expect(
      hero.getByText('Free for Seconde (A4, C), every lycée class before Première.'),
    ).toBeInTheDocument();
    // Under the main call to action.
    const platform = hero.getByText('Android app, not on iPhone yet.');
    expect(
      hero.getByRole('link', { name: /Get it on Google Play/ }).compareDocumentPosition(platform) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("shows the app's own screens: a Bac correction in the hero, a quiz and the papers by the features", async () => {
    await renderLanding();
    const named = (text: string) => ({ name: text.replace('{brand}', 'Lyceo') });
    expect(
      within(section('home')).getByRole('img', named(en.appScreens.correction)),
    ).toHaveAttribute('src', expect.stringMatching(/app-screen-correction-en-[\w-]{8}\.svg$/));
    const features = within(section('features'));
    expect(features.getByRole('img', named(en.appScreens.quiz))).toHaveAttribute(
      'src',
      expect.stringMatching(/app-screen-quiz-en-/),
    );
    expect(features.getByRole('img', named(en.appScreens.documents))).toHaveAttribute(
      'src',
      expect.stringMatching(/app-screen-documents-en-/),
    );
  });

  it("names the sections' illustrations as files of the build, not data URLs in the page", async () => {
    await renderLanding();
    const sources = ['multimedia', 'articles'].flatMap((id) =>
      [...section(id).querySelectorAll('img')].map((image) => image.getAttribute('src')),
    );
    expect(sources).toHaveLength(5);
    for (const source of sources) expect(source).toMatch(/^\.\/assets\/[a-z-]+-[\w-]{8}\.svg$/);
  });

  it('shows the four features', async () => {
    await renderLanding();
    const titles = within(section('features'))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Workspace',
      'Community Sharing',
      'Learn Anywhere',
      'Organized Learning',
    ]);
  });

  it('shows podcast, gallery and quizzes with illustrations', async () => {
    await renderLanding();
    const multimedia = within(section('multimedia'));
    expect(multimedia.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Podcasts',
      'Gallery',
      'Quizzes',
    ]);
    expect(multimedia.getAllByRole('img')).toHaveLength(landing.multimedia.items.length);
  });

  it('names every classroom and subject in the checklist', async () => {
    await renderLanding();
    const checklist = within(section('mobile-learning'));
    for (const name of ['Terminale A4', 'Première D', 'Seconde C', 'Philosophy', 'Geography']) {
      expect(checklist.getByText(name)).toBeInTheDocument();
    }
  });

  it('shows the two articles with machine and human dates', async () => {
    await renderLanding();
    const times = section('articles').querySelectorAll('time');
    expect([...times].map((time) => [time.dateTime, time.textContent])).toEqual([
      ['2024-02-26', 'February 26, 2024'],
      ['2024-10-07', 'October 7, 2024'],
    ]);
    for (const link of within(section('articles')).getAllByRole('link')) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('shows the three plans, Solo marked most popular, Solo+ with its month and saving, offline for all', async () => {
    await renderLanding();
    const pricing = within(section('pricing'));
    const plans = pricing.getAllByRole('article');
    expect(plans.map((plan) => within(plan).getByRole('heading').textContent)).toEqual([
      'Freemium',
      'Solo',
      'Solo+',
    ]);
    const [freemium, solo, soloPlus] = plans as [HTMLElement, HTMLElement, HTMLElement];
    expect(freemium).toHaveTextContent('Free');
    expect(solo).toHaveTextContent('650 FCFA per month');
    expect(solo).toHaveTextContent('Most Popular');
    expect(solo).toHaveClass('pricing-popular');
    expect(soloPlus).toHaveTextContent('1,500 FCFA per 3 months');
    expect(soloPlus).toHaveTextContent('That is 500 FCFA a month.');
    expect(soloPlus).toHaveTextContent('Save 23%');
    expect(soloPlus).toHaveTextContent('Save 23% vs. 3 months of Solo at 650 FCFA.');
    expect(pricing.getByText(landing.pricing.offline)).toBeInTheDocument();
    landing.pricing.plans.forEach((plan, index) => {
      const button = within(plans[index] as HTMLElement).getByRole('link');
      expect(button).toHaveTextContent(plan.buttonText);
      // Each plan names itself, so the Play Console tells the cards apart.
      expect(button).toHaveAttribute(
        'href',
        `https://play.google.com/store/apps/details?id=cm.lyceo.app&referrer=utm_source%3Dwebsite%26utm_medium%3Dlink%26utm_content%3Dpricing-${plan.id}`,
      );
    });
  });

  it('shows every testimonial, each rated 5 out of 5 for screen readers', async () => {
    await renderLanding();
    const testimonials = within(section('testimonials'));
    expect(testimonials.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(
      landing.testimonials.items.length,
    );
    for (const item of landing.testimonials.items) {
      expect(testimonials.getByText(item.name)).toBeInTheDocument();
      expect(testimonials.getByText(item.role)).toBeInTheDocument();
    }
  });
});

describe('closing call to action', () => {
  it('ends the page after the FAQ, before the footer: a heading, a line and the store link', async () => {
    await renderLanding();
    const band = screen.getByRole('region', { name: closingCta.heading });
    const main = screen.getByRole('main');
    expect(main.lastElementChild).toBe(band);
    expect(band.previousElementSibling).toBe(section('faq'));
    expect(within(band).getByText(closingCta.text)).toBeVisible();
    expect(within(band).getByRole('link', { name: /Get it on Google Play/ })).toHaveAttribute(
      'href',
      expect.stringContaining('utm_content%3Dclosing-cta'),
    );
    // Not one of the spec's sections: the menu, deep links and kiosk counts do not list it.
    expect(band).not.toHaveAttribute('id');
  });
});

describe('FAQ accordion', () => {
  const question = (name: RegExp): HTMLElement => within(section('faq')).getByText(name);
  const answer = (name: RegExp): HTMLElement => {
    const item = question(name).closest('details');
    if (!item) throw new Error(`no disclosure for ${String(name)}`);
    return within(item).getByText(
      (_, element) => element?.classList.contains('accordion-body') ?? false,
    );
  };

  it('has every question in one named group of native disclosures, all closed at first', async () => {
    await renderLanding();
    const items = section('faq').querySelectorAll('details');
    expect(items).toHaveLength(landing.faq.items.length);
    for (const item of items) {
      expect(item).toHaveAttribute('name', 'faq');
      expect(item).not.toHaveAttribute('open');
    }
    expect(answer(/Is the app free/)).not.toBeVisible();
  });

  it('opens one answer at a time; clicking the open one closes it (the store follows)', async () => {
    await renderLanding();
    await userEvent.click(question(/Is the app free/));
    expect(answer(/Is the app free/)).toBeVisible();
    expect(useFaqStore.getState().openId).toBe('free');
    await userEvent.click(question(/little data/));
    expect(answer(/little data/)).toBeVisible();
    expect(answer(/Is the app free/)).not.toBeVisible();
    expect(useFaqStore.getState().openId).toBe('data');
    await userEvent.click(question(/little data/));
    expect(answer(/little data/)).not.toBeVisible();
    expect(useFaqStore.getState().openId).toBeNull();
  });

  it('closes the open answer when the store is reset (the kiosk idle reset)', async () => {
    await renderLanding();
    await userEvent.click(question(/How do I get help/));
    expect(answer(/How do I get help/)).toBeVisible();
    act(() => useFaqStore.getState().reset());
    expect(answer(/How do I get help/)).not.toBeVisible();
  });
});
