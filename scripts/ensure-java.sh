#!/usr/bin/env bash
# The Nu HTML Checker (vnu.jar, from npm) runs on the system's Java, never a downloaded one.
set -euo pipefail
if command -v "${JAVA:-java}" >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Java not found: installing Debian's default-jre-headless package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  exit 0
fi
echo "Java 11 or later is needed for the HTML checks. Install it with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y default-jre-headless" >&2
echo "or point JAVA at an existing java binary." >&2
exit 1
