#!/bin/sh
# The tournament's printouts for a look: writes every printout of the test
# tournament (24 players, every game confirmed, the final played) in every
# language to target/prints/*.html (tests/tournament_print.rs,
# printouts_for_a_look), prints each to PDF with headless Chromium and
# each PDF page to a PNG at 60 dpi (pdftoppm). Usage: scripts/prints.sh
# [NAME ...] (NAME like draw.en, final-blank.en; default: every page).
set -eu
cd "$(dirname "$0")/.."
cargo test --quiet --test tournament_print printouts_for_a_look >/dev/null
out=target/prints
# Chromium refuses to run as root inside its sandbox.
sandbox=""
if [ "$(id -u)" = 0 ]; then sandbox="--no-sandbox"; fi
if [ "$#" -eq 0 ]; then
    set -- $(cd "$out" && ls ./*.html | sed 's|^\./||; s|\.html$||')
fi
for name in "$@"; do
    chromium --headless=new $sandbox --use-angle=swiftshader --enable-unsafe-swiftshader \
        --disable-background-networking --no-first-run --no-pdf-header-footer \
        --print-to-pdf="$out/$name.pdf" "file://$PWD/$out/$name.html" 2>/dev/null
    rm -f "$out/$name"-*.png
    pdftoppm -png -r 60 "$out/$name.pdf" "$out/$name"
    echo "$out/$name.pdf: $(ls "$out/$name"-*.png | wc -l) page(s)"
done
# A page wider than A4 is shrunk by Chromium to fit, and everything on it
# with it: its first word (the 17 pt title, or a card's 8.5 pt tournament
# name; DejaVu Sans is 1.164 em high) then measures less. Say so.
for name in "$@"; do
    case "$name" in
        tables.* | players.*) want=9.89 ;;
        *) want=19.78 ;;
    esac
    height=$(pdftotext -bbox -f 1 -l 1 "$out/$name.pdf" - |
        awk -F'"' '/<word/ { print $8 - $4; exit }')
    if awk -v h="${height:-0}" -v w="$want" 'BEGIN { exit !(h < 0.99 * w) }'; then
        echo "$out/$name.pdf: shrunk to fit A4 (first word ${height:-?} pt high, not $want)" >&2
        status=1
    fi
done
exit "${status:-0}"
