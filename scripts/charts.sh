#!/bin/sh
# The charts of where the time went, for a look: writes the report sheet of
# a long test game (tests/turn_time.rs, charts_for_a_look) to
# target/charts/report.html, screenshots it with headless Chromium as a
# laptop (900 px wide) and a phone held upright (390 px) sees it, and prints
# it to PDF and to grey PNG pages (pdftoppm -gray), as a black-and-white
# printer would; and the tournament's charts across games (across.html,
# German) and a jury-started game's clocks chart (Spanish) as a phone sees
# them. Usage: scripts/charts.sh
set -eu
cd "$(dirname "$0")/.."
cargo test --quiet --test turn_time charts_for_a_look >/dev/null
out=target/charts
sandbox=""
if [ "$(id -u)" = 0 ]; then sandbox="--no-sandbox"; fi
chrome() {
    chromium --headless=new $sandbox --use-angle=swiftshader --enable-unsafe-swiftshader \
        --disable-background-networking --no-first-run --hide-scrollbars "$@" 2>/dev/null
}
for size in 900,2000 390,2600; do
    chrome --screenshot="$out/report-${size%%,*}.png" --window-size="$size" "file://$PWD/$out/report.html"
done
chrome --screenshot="$out/across-390.png" --window-size=390,900 "file://$PWD/$out/across.html"
chrome --screenshot="$out/jury-start-390.png" --window-size=390,400 "file://$PWD/$out/jury-start.html"
chrome --no-pdf-header-footer --print-to-pdf="$out/report.pdf" "file://$PWD/$out/report.html"
rm -f "$out"/report-grey-*.png
pdftoppm -png -gray -r 70 "$out/report.pdf" "$out/report-grey"
ls "$out"/*.png
