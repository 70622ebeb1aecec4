#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium (or $CHROMIUM_PATH). No tool here ever
# downloads a browser: when it is missing we install the distribution's package as root, or say
# exactly what to run.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  if [ -x "$browser" ]; then
    echo "Installed $("$browser" --version)"
    exit 0
  fi
fi
cat >&2 <<MSG
Chromium was not found at $browser, and it could not be installed automatically.
The browser tests use Debian's Chromium and never download one. Install it with:
  sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at an existing Chromium binary.
MSG
exit 1
