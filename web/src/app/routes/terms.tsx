import { Link } from 'react-router-dom';

import { ContentPage } from '@/components/layout/content-page';
import { paths } from '@/config/paths';

export default function Terms() {
  return (
    <ContentPage
      title="Terms of Service"
      lastUpdated="January 17, 2025"
      intro="These terms apply to your use of Citable. By using Citable you agree to them."
    >
      <h2>What Citable does</h2>
      <p>
        Citable crawls the public pages of a website you name, runs automated checks on them and asks AI assistants
        questions about your site. It then shows scores, findings and suggested fixes. Audits are private to the account
        that created them unless that account chooses to share one publicly.
      </p>

      <h2>Scores are heuristic</h2>
      <p>
        The Citable Score, the category scores and every check are heuristic estimates built from public signals and
        automated analysis. They are not a measurement of, and not a promise about, how any AI assistant, search engine
        or answer engine ranks, cites or links to your site. Citation tests reflect the answers the assistants gave at
        the moment of the test, and those answers change over time.
      </p>

      <h2>No warranties</h2>
      <p>
        Citable is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;, without warranties of any kind, express
        or implied, including warranties of accuracy, fitness for a particular purpose and non-infringement. You decide
        what to change on your site, and you are responsible for those changes.
      </p>

      <h2>Limitation of liability</h2>
      <p>
        To the fullest extent the law allows, Citable and its operators are not liable for indirect, incidental or
        consequential damages, or for lost traffic, revenue or data, arising from your use of the service or from
        relying on its scores.
      </p>

      <h2>Using Citable responsibly</h2>
      <ul>
        <li>Only audit sites you own or are allowed to analyse.</li>
        <li>Do not use Citable to overload, attack or probe sites or networks you have no permission to test.</li>
        <li>Keep your sign-in links to yourself; each one signs in whoever opens it.</li>
      </ul>
      <p>
        Citable&rsquo;s crawler identifies itself and obeys robots.txt. See <Link to={paths.bot.getHref()}>Bot info</Link>{' '}
        for details.
      </p>

      <h2>Shared audits</h2>
      <p>
        When you make an audit public, anyone with its link can read its scores and findings without an account. You
        can make it private again at any time.
      </p>

      <h2>Governing law</h2>
      <p>These terms are governed by the laws of the State of New Jersey, United States.</p>

      <h2>Changes</h2>
      <p>
        We may update these terms. The date at the top of this page shows when they last changed. See also our{' '}
        <Link to={paths.privacy.getHref()}>Privacy Policy</Link>.
      </p>
    </ContentPage>
  );
}
