#!/usr/bin/env bash
# Plays ten beeps at whole seconds through a PulseAudio null sink (no sound card
# needed), records them, and prints each onset's offset from the first one's
# second boundary: the spread shows how evenly cues reach the device.
# Needs: apt-get install -y pulseaudio pulseaudio-utils libasound2-plugins sox
set -euo pipefail
cd "$(dirname "$0")/.."
cargo bench --bench cue_latency --no-run 2>/dev/null
bin=$(ls -t target/release/deps/cue_latency-* | grep -v '\.d$' | head -1)
out=$(mktemp --suffix=.wav)
../shared/tools/pulse-capture "$out" 16 "$bin" --device 2>/dev/null | grep -E "deadline|recording" || true
sox "$out" -t dat - remix 1 | awk '
  NR > 2 { v = ($2 < 0) ? -$2 : $2; if (v > 0.05) { if ($1 - last > 0.3) on[n++] = $1; last = $1 } }
  END {
    if (n == 0) { print "no onsets recorded"; exit 1 }
    min = 1e9; max = -1e9
    for (i = 0; i < n; i++) {
      d = (on[i] - on[0] - i) * 1000
      printf "tick %d: onset %.4f s, %+.1f ms from its second\n", i + 1, on[i], d
      if (d < min) min = d; if (d > max) max = d
    }
    printf "%d onsets, spread %.1f ms\n", n, max - min
  }'
rm -f "$out"
