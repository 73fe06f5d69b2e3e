#!/usr/bin/env bash
# The CV tests read the PDFs' text with pdftotext, from Debian's poppler-utils.
set -euo pipefail
if command -v pdftotext >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "pdftotext not found: installing Debian's poppler-utils package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
  exit 0
fi
echo "pdftotext (poppler-utils) is needed for the CV tests. Install it with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y poppler-utils" >&2
exit 1
