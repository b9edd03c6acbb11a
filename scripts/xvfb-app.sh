# Sourced by the screenshot scripts: builds the app, starts a 1280×800 Xvfb
# display rendered on the CPU (Mesa llvmpipe), runs the app in it with a fresh
# data dir holding one-minute chess clocks, and defines tap/key/hold/shot.
# Before sourcing, a script may set SETTINGS (the data dir's settings.toml)
# and SHORT_RULES (the short ruleset file's text).
# Needs: apt-get install -y xvfb xdotool imagemagick
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
printf '%b' "${SHORT_RULES:-[chess_clock]\nfrederick_minutes = 1\n}" > "$data/short.toml"
if [ -n "${SETTINGS:-}" ]; then printf '%b' "$SETTINGS" > "$data/settings.toml"; fi
target/release/friedrich-clock --data-dir "$data" --ruleset "$data/short.toml" &
app=$!
sleep 2
win=$(xdotool search --sync --name "Friedrich Clock" | head -1)
xdotool windowmove "$win" 0 0 windowsize "$win" 1280 800 windowfocus "$win"
sleep 0.5
tap() { xdotool mousemove "$1" "$2" click 1; sleep "${3:-0.5}"; }
# A press held for 2.3 s (the jury gesture on "Jury view").
hold() { xdotool mousemove "$1" "$2" mousedown 1; sleep 2.3; xdotool mouseup 1; sleep 0.5; }
key() { xdotool key "$1"; sleep "${2:-0.4}"; }
shot() { import -window root "$out/$1.png"; echo "saved $out/$1.png"; }
