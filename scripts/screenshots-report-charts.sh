#!/usr/bin/env bash
# The report screen's charts of where the time went, in the app: a long
# game's journal (written by tests/report_charts.rs) opened under Past games
# and scrolled down to the charts, rendered on the CPU (Xvfb + Mesa
# llvmpipe) at 1280×800 (docs/screenshot-report-charts.png) and on a phone
# held upright, 390×844 (target/charts/app-390.png).
# Needs: apt-get install -y xvfb xdotool imagemagick
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release
cargo test --quiet --test report_charts a_long_game >/dev/null
data=target/charts/app-data
xpid="" app=""
trap 'kill $app $xpid 2>/dev/null || true' EXIT
# shoot W H X Y UP OUT: Past games is at X,Y on setup; UP wheel steps back
# up from the bottom of the report.
shoot() {
    local disp=:$(( 90 + RANDOM % 100 ))
    Xvfb "$disp" -screen 0 "$1x$2x24" -nolisten tcp >/dev/null 2>&1 &
    xpid=$!
    sleep 1
    export DISPLAY=$disp LIBGL_ALWAYS_SOFTWARE=1
    target/release/friedrich-clock --data-dir "$data" &
    app=$!
    sleep 2
    local win
    win=$(xdotool search --sync --name "Friedrich Clock" | head -1)
    xdotool windowmove "$win" 0 0 windowsize "$win" "$1" "$2" windowfocus "$win"
    sleep 1
    xdotool mousemove "$3" "$4" click 1; sleep 0.7     # Past games
    xdotool mousemove 48 87 click 1; sleep 0.7         # Open
    xdotool mousemove 104 87 click 1; sleep 0.7        # Report & scores
    xdotool mousemove $(( $1 / 2 )) $(( $2 * 2 / 3 ))
    for _ in $(seq 60); do xdotool click 5; done       # down to the charts
    for _ in $(seq "$5"); do xdotool click 4; done
    sleep 1
    import -window root "$6"
    echo "saved $6"
    kill $app $xpid
    wait $app $xpid 2>/dev/null || true
}
shoot 1280 800 268 615 0 docs/screenshot-report-charts.png
shoot 390 844 268 660 6 target/charts/app-390.png
