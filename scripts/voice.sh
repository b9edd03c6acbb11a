#!/usr/bin/env bash
# Generates the spoken announcement clips in assets/voice/<lang>/<name>.wav
# with espeak-ng, then trims and normalises them with sox.
# Needs: apt-get install -y espeak-ng sox   (installed below if missing)
# Output: WAV, PCM 16-bit, mono, 22050 Hz; speech starts at the first sample
# (cue latency), no trailing silence, peak at -1 dBFS. Re-runnable and
# deterministic: the same espeak-ng/sox versions give byte-identical files.
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; fi
if ! command -v espeak-ng >/dev/null || ! command -v sox >/dev/null; then
  $SUDO apt-get update
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y espeak-ng sox
fi

out=assets/voice
rate_phrase=160   # words per minute for the announcements
rate_number=175   # countdown numbers: each must stay well under 0.9 s
threshold=0.01    # "silence" is below 1 % of full scale
preroll=22        # samples kept before the first loud sample (1 ms)
postroll=220      # samples kept after the last loud sample (10 ms)
max_number=0.9    # seconds
max_total=2000000 # bytes, all languages together

declare -A voice=([en]=en-gb [de]=de [es]=es)

# name|en|de|es
clips=(
  "one-minute-left|One minute left|Noch eine Minute|Queda un minuto"
  "thirty-seconds-left|Thirty seconds left|Noch dreißig Sekunden|Quedan treinta segundos"
  "ten-minutes-left|Ten minutes left|Noch zehn Minuten|Quedan diez minutos"
  "five|Five|Fünf|Cinco"
  "four|Four|Vier|Cuatro"
  "three|Three|Drei|Tres"
  "two|Two|Zwei|Dos"
  "one|One|Eins|Uno"
  "stop|Stop|Stopp|Alto"
  "time-is-up|Time is up|Die Zeit ist abgelaufen|Se acabó el tiempo"
)
numbers=" five four three two one "

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Prints "first last" sample indices whose magnitude exceeds $threshold.
loud_range() {
  sox "$1" -t dat - | awk -v th="$threshold" '
    /^;/ { next }
    { v = $2 < 0 ? -$2 : $2; if (v > th) { if (first == "") first = n; last = n } n++ }
    END { if (first == "") exit 1; print first, last }'
}

fail=0
for lang in en de es; do
  mkdir -p "$out/$lang"
  col=$(( $(printf 'en\nde\nes\n' | grep -n "^$lang$" | cut -d: -f1) + 1 ))
  for row in "${clips[@]}"; do
    name=${row%%|*}
    text=$(printf '%s' "$row" | cut -d'|' -f"$col")
    speed=$rate_phrase
    case "$numbers" in *" $name "*) speed=$rate_number ;; esac
    raw="$tmp/raw.wav"
    espeak-ng -b 1 -v "${voice[$lang]}" -s "$speed" -w "$raw" -- "$text"
    read -r first last < <(loud_range "$raw")
    start=$(( first > preroll ? first - preroll : 0 ))
    end=$(( last + postroll ))
    # -D: no dither (keeps output deterministic and pauses digitally silent);
    # 1 ms fade-in and 5 ms fade-out against clicks at the cut points.
    sox -D "$raw" -b 16 -c 1 -r 22050 -e signed-integer "$tmp/clip.wav" \
      trim "${start}s" "=${end}s" fade t 0.001 -0 0.005 norm -1
    mv "$tmp/clip.wav" "$out/$lang/$name.wav"
    dur=$(soxi -D "$out/$lang/$name.wav")
    printf '%s/%s.wav\t%ss\t%s\n' "$lang" "$name" "$dur" "$text"
    case "$numbers" in
      *" $name "*)
        if awk -v d="$dur" -v m="$max_number" 'BEGIN { exit !(d >= m) }'; then
          echo "error: $lang/$name.wav is ${dur}s, must be < ${max_number}s" >&2
          fail=1
        fi ;;
    esac
  done
done

total=$(du -cb "$out"/*/*.wav | tail -1 | cut -f1)
echo "total: $total bytes"
if [ "$total" -ge "$max_total" ]; then
  echo "error: clips total $total bytes, must be < $max_total" >&2
  fail=1
fi
exit "$fail"
