/**
 * `npm run serve` (and `npm start`, after the build): public/ on Cloudflare's own runtime, as
 * visitors will get it from Cloudflare Pages: workerd and Pages' asset server, with the build's
 * `_headers` (the security headers, caching), its 404 page per language and Pages' trailing-slash
 * redirects. Offline, with wrangler's metrics and update check off (scripts/shared/hosts.ts).
 * PORT=… to serve elsewhere than 9000.
 */
import { startCloudflare } from "./shared/hosts";
import { PUBLIC_DIR } from "./shared/staticServer";

async function main() {
  const port = Number(process.env.PORT ?? 9000);
  const host = await startCloudflare({ root: PUBLIC_DIR, port });
  const said = host.output().trim();
  if (said) console.log(said);
  if (/invalid redirect rules/.test(said)) {
    console.log(
      "(Those are Netlify's 404 rules, src/postbuild/redirects.ts: Cloudflare Pages skips them and answers an unknown path with the nearest 404.html itself.)",
    );
  }
  console.log(
    `\nServing public/ on Cloudflare's runtime (wrangler pages dev) at http://localhost:${port}/ (127.0.0.1)\nCtrl-C stops it.`,
  );
  let stopping = false;
  void host.exited.then((code) => {
    if (stopping) return;
    console.error(`The runtime stopped (exit code ${code}):\n${host.output().slice(said.length)}`);
    process.exit(1);
  });
  const stop = () => {
    stopping = true;
    void host.close().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
