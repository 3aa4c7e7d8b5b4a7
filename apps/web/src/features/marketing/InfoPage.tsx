import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageBody } from './MarketingPage';
import { PRICES } from '@vigil/shared';

function H2({ children }: { children: ReactNode }) {
  return (
    <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mt: 5, mb: 1.5 }}>
      {children}
    </Typography>
  );
}

function P({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 2, lineHeight: 1.7 }}>{children}</Typography>;
}

function Code({ children, label }: { children: string; label: string }) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      aria-label={label}
      sx={{
        bgcolor: '#0b1f0e',
        color: '#e8f5e9',
        p: 2.5,
        borderRadius: 2,
        overflowX: 'auto',
        fontSize: 14,
        lineHeight: 1.6,
        mb: 3,
      }}
    >
      <code>{children}</code>
    </Box>
  );
}

function To({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}

const GITHUB_ACTIONS = `name: vigil
on: [push, pull_request]
permissions:
  contents: read
  security-events: write
jobs:
  sast:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
      - name: Scan
        run: npx vigil scan . --format sarif --output vigil.sarif --fail-on high
      - name: Upload SARIF
        if: always()
        uses: github/codeql-action/upload-sarif@v3
        with:
          sarif_file: vigil.sarif`;

interface InfoContent {
  title: string;
  lead: string;
  body: ReactNode;
}

const PAGES: Record<string, InfoContent> = {
  pricing: {
    title: 'Pricing',
    lead: 'Two plans, priced by team size and deployment. Every quote includes the self-hosted server, the CLI and updates to the rule packs.',
    body: (
      <>
        <H2>Foundation</H2>
        <P>
          SAST scanning for up to 5 projects, PDF, SARIF and CSV exports, CI/CD integration with the
          vigil CLI, basic AI analytics and compliance mapping, and email support. DAST is included
          as soon as it ships. Contact for Pricing: the list price is {PRICES.foundationLabel}.
        </P>
        <H2>Summit</H2>
        <P>
          Everything in Foundation with unlimited projects, custom integrations, advanced analytics,
          the AI orchestrator and continuous monitoring, 24/7 priority support and a dedicated
          success manager. Contact for Pricing: Summit is priced by quote.
        </P>
        <H2>Guest</H2>
        <P>
          A free account lets you look around: browse the product and view projects shared with you.
          Scanning needs a Foundation or Summit subscription.
        </P>
        <P>
          Ready for a quote? <To to="/contact?tier=FOUNDATION">Ask about Foundation</To> or{' '}
          <To to="/contact?tier=SUMMIT">ask about Summit</To>.
        </P>
      </>
    ),
  },
  about: {
    title: 'About Vigil',
    lead: 'We build application security tooling that developers trust and auditors accept, and that runs where your code already lives.',
    body: (
      <>
        <H2>Why self-hosted</H2>
        <P>
          Source code is among the most sensitive data a company holds. Vigil runs on your own
          servers, with an embedded database by default or your PostgreSQL in production, so code
          and findings never leave your network.
        </P>
        <H2>What we believe</H2>
        <P>
          A finding is only useful if a developer can act on it. That is why every Vigil result
          carries its data-flow trace, the CWE it belongs to and a concrete fix, and why we measure
          our rules against annotated test code before they ship.
        </P>
      </>
    ),
  },
  blog: {
    title: 'Blog',
    lead: 'Engineering notes from the team behind the Vigil engine.',
    body: (
      <>
        <H2>Following tainted data across function boundaries</H2>
        <P>
          How the engine lowers each function to a small shared form, summarises it once, and reuses
          that summary at every call site so a trace can cross files without re-analysing them.
        </P>
        <H2>Rules are data</H2>
        <P>
          Every Vigil rule is a YAML file with an annotated fixture beside it: lines that must
          match, and near misses that must not. Here is how that keeps false positives down release
          after release.
        </P>
        <H2>SARIF in practice</H2>
        <P>
          What GitHub code scanning expects from a SARIF 2.1.0 file, and how Vigil fills in CWE tags
          and security severity.
        </P>
      </>
    ),
  },
  careers: {
    title: 'Careers',
    lead: 'We are a small, remote-first team of security engineers and developers.',
    body: (
      <>
        <H2>How we work</H2>
        <P>
          Written proposals, small reviewed changes, and tests that exercise real parts. Everyone
          ships, everyone answers a support ticket now and then.
        </P>
        <H2>Open roles</H2>
        <P>
          We hire for static analysis, front-end and developer relations. There are no open
          positions listed right now; send a short note about your work through the{' '}
          <To to="/contact">contact form</To> and we will keep it on file.
        </P>
      </>
    ),
  },
  docs: {
    title: 'Documentation',
    lead: 'Run Vigil from the web app, from the command line, or from your CI pipeline.',
    body: (
      <>
        <H2>Using the web app</H2>
        <Box component="ol" sx={{ pl: 3, mb: 2, lineHeight: 1.8 }}>
          <li>
            <To to="/register">Create an account</To>. The first account on a new server becomes its
            administrator.
          </li>
          <li>
            Create a project on <strong>My Projects</strong>, with its language and framework.
          </li>
          <li>
            Open the <strong>SAST scanner</strong>, choose the project and either upload files (up
            to 50 per scan; zip and tar archives are unpacked) or give a public repository URL.
          </li>
          <li>
            Start the analysis and watch its live progress; you can cancel a running scan at any
            time.
          </li>
          <li>
            Read the report: findings by severity with CWE, file and line, the data-flow trace and a
            recommended fix.
          </li>
          <li>
            Triage each finding (confirmed, false positive, fixed); decisions carry over to later
            scans.
          </li>
          <li>Export the report as PDF for auditors, SARIF for code-scanning tools, or CSV.</li>
        </Box>

        <H2>Command-line interface</H2>
        <P>The engine ships as the vigil CLI. It needs Node.js 20 or later and no server.</P>
        <Code label="Scan the current directory">{`npx vigil scan . --format sarif --output vigil.sarif --fail-on high`}</Code>
        <P>
          <strong>Exit codes</strong>: 0 when no finding reaches the <code>--fail-on</code>{' '}
          severity, 1 when at least one does, 2 on a usage error (unknown option, format or
          severity), 3 when the scan itself fails.
        </P>
        <Code label="More CLI options">{`# skip generated and vendored code (node_modules, dist and vendor are skipped by default)
npx vigil scan . --exclude "generated/**" --exclude "**/*.min.js"

# accept today's findings once, then fail only on new ones
npx vigil scan . --write-baseline vigil-baseline.json
npx vigil scan . --baseline vigil-baseline.json --fail-on medium

# list the rules, or run every rule against its annotated fixtures
npx vigil rules list
npx vigil rules test`}</Code>
        <P>
          Output formats are <code>text</code> (default), <code>json</code> and <code>sarif</code>.
          Suppress a single finding with a <code>vigil-ignore</code> comment on the line or the line
          above it.
        </P>

        <H2>Continuous integration</H2>
        <P>
          This GitHub Actions workflow scans every push and pull request, uploads the SARIF file to
          code scanning and fails the job when a high or critical issue is found:
        </P>
        <Code label="GitHub Actions workflow">{GITHUB_ACTIONS}</Code>

        <H2>API</H2>
        <P>
          Everything the web app does goes through the REST API under <code>/api</code>.
          Authenticate with a bearer token: sign in with <code>POST /api/auth/login</code> and send
          the returned access token as <code>Authorization: Bearer &lt;token&gt;</code>. The OpenAPI
          reference is served by your own server at <Link href="/api/docs">/api/docs</Link>.
        </P>
      </>
    ),
  },
  api: {
    title: 'API Reference',
    lead: 'A REST API under /api covers projects, scans, reports, subscriptions and administration.',
    body: (
      <>
        <P>
          The complete, always current OpenAPI reference is generated from the server's schemas and
          served by your Vigil instance:{' '}
          <Link href="/api/docs">open the API reference at /api/docs</Link>.
        </P>
        <H2>Authentication</H2>
        <P>
          Send <code>Authorization: Bearer &lt;access token&gt;</code> with each request. Access
          tokens are short-lived; exchange the refresh token at <code>POST /api/auth/refresh</code>{' '}
          for a new pair.
        </P>
        <Code label="Example request">{`curl -H "Authorization: Bearer $VIGIL_TOKEN" https://vigil.example.com/api/scans`}</Code>
        <H2>Real-time progress</H2>
        <P>
          Scan progress is pushed over socket.io: emit <code>subscribe:scan</code> with the scan id
          and listen for <code>scan:progress</code>, <code>scan:completed</code>,{' '}
          <code>scan:error</code> and <code>scan:cancelled</code>.
        </P>
      </>
    ),
  },
  support: {
    title: 'Support',
    lead: 'Help with installation, scans and rules.',
    body: (
      <>
        <H2>Self-service</H2>
        <P>
          Start with the <To to="/docs">documentation</To>. Most scan problems come from excluded
          paths, archives above the size limit or repositories that are not publicly reachable from
          your server.
        </P>
        <H2>Plans</H2>
        <P>
          Foundation includes email support on business days. Summit adds 24/7 priority support and
          a dedicated success manager. Customers can reach us through the{' '}
          <To to="/contact">contact form</To>.
        </P>
      </>
    ),
  },
  privacy: {
    title: 'Privacy Policy',
    lead: 'Vigil is self-hosted: the code you scan and the findings stay on the server you run.',
    body: (
      <>
        <H2>What this server stores</H2>
        <P>
          Your account (name, email, password hash, two-factor settings), your projects, uploaded
          source files, scans and findings, and security logs such as sign-in events. It is stored
          in the database configured by your administrator.
        </P>
        <H2>Sales enquiries</H2>
        <P>
          When you send the contact form we keep your name, email, company, phone, country, company
          size, message and the IP address it came from, to answer you and to stop abuse. Ask us to
          delete it at any time.
        </P>
        <H2>Third parties</H2>
        <P>
          Nothing is sent outside your network unless your administrator enables an AI triage
          endpoint or a mail server; in that case only what is needed for that purpose is sent to
          the service they chose.
        </P>
      </>
    ),
  },
  terms: {
    title: 'Terms of Service',
    lead: 'The short version of the terms that apply to your use of Vigil.',
    body: (
      <>
        <H2>Your code</H2>
        <P>
          You keep all rights to the code you scan and to the reports you produce. Scan only code
          you are allowed to analyse.
        </P>
        <H2>Subscriptions</H2>
        <P>
          Paid plans run for the period shown on My Services. When a subscription ends, scanning
          stops until it is renewed; your projects and reports remain readable.
        </P>
        <H2>No guarantee of completeness</H2>
        <P>
          Static analysis reduces risk; it does not prove the absence of vulnerabilities. Use Vigil
          as one part of a secure development process.
        </P>
      </>
    ),
  },
  security: {
    title: 'Security',
    lead: 'How we protect Vigil itself, and how to report a vulnerability to us.',
    body: (
      <>
        <H2>In the product</H2>
        <P>
          Passwords are hashed with Argon2id; sessions use short-lived access tokens and rotating
          refresh tokens; two-factor authentication with TOTP and single-use backup codes is
          available to every user and required for administrators in production. Every query of user
          data is scoped to its owner.
        </P>
        <H2>Scanning untrusted code</H2>
        <P>
          Uploaded archives are unpacked with limits on size and file count, without links or path
          escapes. Repositories are cloned over HTTPS only, with time and size limits, from public
          addresses only.
        </P>
        <H2>Responsible disclosure</H2>
        <P>
          Found a vulnerability in Vigil? Write to us through the{' '}
          <To to="/contact">contact form</To> with the word Security in the message. We acknowledge
          reports within two business days and credit researchers who wish to be named.
        </P>
      </>
    ),
  },
  cookies: {
    title: 'Cookie Policy',
    lead: 'Vigil uses no advertising or tracking cookies.',
    body: (
      <>
        <H2>What the app stores in your browser</H2>
        <P>
          Your sign-in session (an access token, a refresh token and your user record) is kept in
          the browser's local storage so you stay signed in between visits. Signing out removes it.
        </P>
        <H2>Analytics</H2>
        <P>None. The pages you visit are not reported to any third party.</P>
      </>
    ),
  },
};

/** The footer pages (/pricing, /about, /blog, ...): short content of their own. */
export function InfoPage({ page }: { page: string }) {
  const content = PAGES[page] ?? PAGES.about;
  return (
    <PageBody>
      <Container maxWidth="md" sx={{ pt: { xs: 4, md: 8 } }}>
        <Typography
          component="h1"
          variant="h3"
          sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.6rem' } }}
        >
          {content.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.15rem' }}>
          {content.lead}
        </Typography>
        {content.body}
      </Container>
    </PageBody>
  );
}
