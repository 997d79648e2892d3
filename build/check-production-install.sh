#!/usr/bin/env bash
# The built product on the dependencies production installs (npm ci --omit=dev), started and asked for
# its health and home page: nothing the server runs may come from a dev dependency. Run after a build.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/server/main.js ] && [ -d dist/web ] || { echo "Run npm run build first" >&2; exit 1; }

dir=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; rm -rf "$dir"' EXIT
cp package.json package-lock.json "$dir"/
cp -r dist "$dir"/
# The installed tree with the dev dependencies pruned is the tree `npm ci --omit=dev` makes (the same
# packages, checked on 2026-11-28), without compiling the native addons again (80 s here). The copy is of
# links; npm's record of the tree is removed first, so pruning writes no file the two trees share.
cp -al node_modules "$dir"/node_modules
rm -f "$dir"/node_modules/.package-lock.json
(cd "$dir" && npm prune --omit=dev --no-audit --no-fund --loglevel=error)

port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
(cd "$dir" && PORT="$port" DATABASE_URL="file:$dir/data/app.db" LOG_LEVEL=warn node dist/server/main.js) &
server=$!
for _ in $(seq 1 60); do
  if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then
    curl -fsS "http://127.0.0.1:$port/" | grep -q '<div id="root"' || { echo "The home page did not come back" >&2; exit 1; }
    # Rendered by the server in its worker thread, from the build alone (docs/decisions/0048).
    curl -fsS "http://127.0.0.1:$port/internships" | grep -q 'id="server-render"' \
      || { echo "The internships page came back without its listings" >&2; exit 1; }
    curl -fsS "http://127.0.0.1:$port/api/jobs?limit=1" | grep -q '"jobs"' || { echo "The search did not answer" >&2; exit 1; }
    # The server's catalogs came with the build (dist/locales): a refusal in Kannada.
    curl -sS -H 'Accept-Language: kn' "http://127.0.0.1:$port/api/jobs/no-such-internship" | grep -q 'ಇಂಟರ್ನ್‌ಶಿಪ್' \
      || { echo "A refusal in Kannada did not come back" >&2; exit 1; }
    echo "The production install starts and answers (port $port)"
    exit 0
  fi
  kill -0 "$server" 2>/dev/null || { echo "The server stopped on the production install" >&2; exit 1; }
  sleep 1
done
echo "The server did not answer within 60 s on the production install" >&2
exit 1
