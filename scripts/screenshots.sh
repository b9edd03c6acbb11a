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
target/release/friedrich-clock --data-dir "$data" &
app=$!
sleep 2
win=$(xdotool search --sync --name "Friedrich Clock" | head -1)
xdotool windowmove "$win" 0 0 windowsize "$win" 1280 800 windowfocus "$win"
sleep 0.5
tap() { xdotool mousemove "$1" "$2" click 1; sleep "${3:-0.4}"; }
key() { xdotool key --window "$win" "$1"; sleep "${2:-0.4}"; }
shot() { import -window root "$out/$1.png"; echo "saved $out/$1.png"; }

shot screenshot-setup
tap 640 578 1                       # Start game
key space                           # Frederick's clock ▶ Prussia
sleep 2.2
shot screenshot-running
key c                               # combat
key r                               # retreat picker
shot screenshot-retreat-picker
