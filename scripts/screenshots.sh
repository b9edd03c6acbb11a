#!/usr/bin/env bash
# Renders the app at 1280×800 on the CPU (Xvfb + Mesa llvmpipe), drives it with
# xdotool like a user (taps and keys), and saves screenshots into docs/.
# Needs: apt-get install -y xvfb xdotool imagemagick
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release
out=${1:-docs}
disp=:$(( 90 + RANDOM % 100 ))
Xvfb "$disp" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xpid=$!
data=$(mktemp -d)
trap 'kill $app $xpid 2>/dev/null || true; rm -rf "$data"' EXIT
sleep 1
export DISPLAY=$disp LIBGL_ALWAYS_SOFTWARE=1
# One-minute chess clocks, so the stopwatch is reached within the script.
printf '[chess_clock]\nfrederick_minutes = 1\n' > "$data/short.toml"
target/release/friedrich-clock --data-dir "$data" --ruleset "$data/short.toml" &
app=$!
sleep 2
win=$(xdotool search --sync --name "Friedrich Clock" | head -1)
xdotool windowmove "$win" 0 0 windowsize "$win" 1280 800 windowfocus "$win"
sleep 0.5
tap() { xdotool mousemove "$1" "$2" click 1; sleep "${3:-0.5}"; }
shot() { import -window root "$out/$1.png"; echo "saved $out/$1.png"; }

shot screenshot-setup
tap 640 624 1                       # Start game
tap 640 700 12.3                    # Frederick's clock » Prussia
shot screenshot-running
tap 70 571                          # Combat
tap 197 571                         # Retreat…
tap 660 457                         # winner: Attackers
tap 434 552 2.2                     # −3
shot screenshot-retreat
tap 640 700 48                      # retreat done » Prussia; Frederick's minute runs out
shot screenshot-out-of-time
tap 640 700 41.4                    # the jury is here: Prussia's 150 s stopwatch
shot screenshot-stopwatch
tap 1209 571                        # Jury view
shot screenshot-jury
