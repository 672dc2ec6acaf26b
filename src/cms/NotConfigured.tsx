type Props = { onLocalhost: boolean };

const box = { maxWidth: "40rem", margin: "4rem auto", padding: "0 1.25rem", lineHeight: 1.6 };

/**
 * /admin/ when the editor has nowhere to save: a page that says why and what to do, instead of
 * Decap's blank screen or a stack trace.
 */
export default function NotConfigured({ onLocalhost }: Props) {
  return (
    <main style={box}>
      <h1>The content editor is not set up here</h1>
      {onLocalhost ? (
        <p>
          To edit the content on this computer, stop this server and run <code>npm run cms</code> in
          the project folder. It starts the editor together with its local backend, and prints the
          address to open.
        </p>
      ) : (
        <>
          <p>
            This copy of the site was built without a git host for the editor to save to, so there
            is nothing to log in to.
          </p>
          <p>
            A developer sets <code>GATSBY_CMS_BACKEND</code> and <code>GATSBY_CMS_REPO</code> (and,
            for GitHub, an OAuth provider in <code>GATSBY_CMS_BASE_URL</code>) in the host&apos;s
            build settings and builds again. The project&apos;s README explains each setting under
            &ldquo;Editing in production&rdquo;.
          </p>
          <h2>Seeing a draft on the real site</h2>
          <p>
            Once it is set up, saving here makes a draft: a pull request (GitHub) or merge request
            (GitLab) that a reviewer approves before it is published. Turn on deploy previews at the
            host (Netlify builds one for every pull request; Cloudflare Pages for every branch) and
            each draft gets a <strong>View preview</strong> button in the editor that opens the
            whole site built with the draft, at its own address. Until then, the same works without
            the editor: change the files in <code>content/</code> on a branch, open a pull request,
            and the host&apos;s deploy preview shows the site with the change before anyone merges
            it.
          </p>
        </>
      )}
      <p>
        Content can always be changed in the files of the <code>content/</code> folder:
        docs/editing.md in the project explains how.
      </p>
    </main>
  );
}
