import { Link } from 'react-router-dom';

import { ContentPage } from '@/components/layout/content-page';
import { paths } from '@/config/paths';

export default function Privacy() {
  return (
    <ContentPage
      title="Privacy Policy"
      lastUpdated="January 17, 2025"
      intro="What Citable stores about you, why, and for how long."
    >
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Your email address</strong>, to send you sign-in links and to know which audits are yours.
        </li>
        <li>
          <strong>The audits you start</strong>: the project name, the site address and description you enter, and what
          the audit finds on that site&rsquo;s public pages.
        </li>
        <li>
          <strong>A session cookie</strong> that keeps you signed in. It is only used for signing in, not for
          advertising or tracking.
        </li>
        <li>
          <strong>Basic security records</strong>, such as sign-in attempts, used to prevent abuse.
        </li>
      </ul>

      <h2>How we use it</h2>
      <p>
        Only to run Citable: to sign you in, to run and show your audits, and to keep the service secure. Your audits
        are private and accessible only by you unless you share one publicly.
      </p>

      <h2>Services that see some of it</h2>
      <p>
        To run citation tests, Citable sends questions about your site to the AI assistants it tests (Perplexity,
        ChatGPT, Claude and Brave). These questions name your site or its topic, never your email address. Sign-in
        emails are delivered through an email provider, which sees your address.
      </p>

      <h2>We do not sell your data</h2>
      <p>We do not sell, rent or trade your personal data to anyone.</p>

      <h2>How long we keep it</h2>
      <p>We keep your data while your account is active.</p>

      <h2>Deleting your data</h2>
      <p>
        You can ask us to delete your account and its audits at any time by contacting the operator of this Citable
        service. Once deleted, your data cannot be recovered.
      </p>

      <h2>Who Citable is for</h2>
      <p>Citable is for adults aged 18 and over. We do not knowingly collect data from anyone under 18.</p>

      <h2>Changes</h2>
      <p>
        We may update this policy. The date at the top of this page shows when it last changed. See also our{' '}
        <Link to={paths.terms.getHref()}>Terms of Service</Link>.
      </p>
    </ContentPage>
  );
}
