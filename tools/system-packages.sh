#!/usr/bin/env bash
# The Debian packages some tests use, installed when missing (the tests that need one skip with a
# reason without it): ghostscript renders the print-service PDF/X through its CMYK profile;
# chromium and its driver run the browser test of `deckwright serve`; LibreOffice Calc re-saves
# exported CSV files as a designer's spreadsheet program does (tests/sheets/test_libreoffice.py).
# yaml-language-server (npm) checks the editor schemas as VS Code does (tests/validator/test_editor_language_server.py).
# Needs apt-get and root (npm for the language server); anywhere else it says what is missing and carries on.
if ! command -v yaml-language-server >/dev/null && command -v npm >/dev/null; then
  npm install -g --silent yaml-language-server >/dev/null 2>&1 || echo "note: npm install -g yaml-language-server failed; its test will skip" >&2
fi
PACKAGES=(ghostscript chromium chromium-driver libreoffice-calc-nogui)
COMMANDS=(gs chromium chromedriver soffice)
missing=()
for i in "${!PACKAGES[@]}"; do
  command -v "${COMMANDS[$i]}" >/dev/null || missing+=("${PACKAGES[$i]}")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null && exit 0
fi
echo "note: not installed: ${missing[*]} (apt-get install ${missing[*]}); the tests that need them will skip" >&2
exit 0
