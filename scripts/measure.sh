#!/usr/bin/env bash
# Measures the table app the way it runs on a tablet, under Xvfb with software
# rendering (Mesa llvmpipe): time to the first frame, CPU use while a clock runs
# (averaged over 60 s), and resident memory. Prints one line per figure.
# Needs: apt-get install -y xvfb xdotool
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${SECONDS_TO_MEASURE:-60}
cargo build --release --quiet
disp=:$(( 90 + RANDOM % 100 ))
Xvfb "$disp" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xpid=$!
data=$(mktemp -d)
log=$(mktemp)
trap 'kill $app $xpid 2>/dev/null || true; rm -rf "$data" "$log"' EXIT
sleep 1
export DISPLAY=$disp LIBGL_ALWAYS_SOFTWARE=1 RUST_LOG=friedrich_clock=info,friedrich_clock::frame=debug ${MEASURE_ENV:-}
target/release/friedrich-clock --data-dir "$data" 2>"$log" &
app=$!
win=$(xdotool search --sync --name "Friedrich Clock" | head -1)
sleep 1.5
grep -o "first frame [0-9]* ms" "$log" | sed 's/^/first_frame: /' || echo "first_frame: not logged"
xdotool windowmove "$win" 0 0 windowsize "$win" 1280 800
sleep 0.5
xdotool mousemove 640 680 click 1     # Start game
sleep 0.5
xdotool mousemove 640 700 click 1   # the primary button: Frederick's clock runs
sleep 1
ticks=$(getconf CLK_TCK)
cpu() { awk '{print $14 + $15}' "/proc/$app/stat"; }
c0=$(cpu); t0=$(date +%s.%N)
sleep "$secs"
c1=$(cpu); t1=$(date +%s.%N)
awk -v c0="$c0" -v c1="$c1" -v t0="$t0" -v t1="$t1" -v hz="$ticks" \
  'BEGIN { printf "cpu_while_running: %.2f%% of one core over %.0f s\n", 100 * (c1 - c0) / hz / (t1 - t0), t1 - t0 }'
awk '/VmRSS/ { printf "resident_memory: %.0f MB\n", $2 / 1024 }' "/proc/$app/status"
[ -n "${MEASURE_SHOT:-}" ] && import -window root "$MEASURE_SHOT"
