#!/usr/bin/env bash
# The browser suite runs in Debian's Chromium headless shell, never a downloaded browser.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROMIUM_PATH: installing Debian's chromium-headless-shell package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell fonts-noto-core >/dev/null
  exit 0
fi
echo "Chromium's headless shell is needed for the browser tests. Install it with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y chromium-headless-shell fonts-noto-core" >&2
echo "or point CHROMIUM_PATH at an existing Chromium binary." >&2
exit 1
