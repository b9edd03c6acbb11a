#!/usr/bin/env bash
# How many tables one hall serves before a journal line takes more than 100 ms
# to be stored: for N tables (50 100 200 300 400, then on by 200 while p99
# stays within 100 ms), starts a fresh hall, lets N simulated tables push a
# command every 100 ms each for SECONDS_EACH seconds (examples/hall_load.rs),
# and prints a markdown table. Meanwhile JURIES jury screens ask for the hall
# view's cards (GET /hall/cards) once a second each and RESULTS Results tabs
# ask for their fragment every 5 s, with the jury's key in the hall's cookie:
# the table gives the cards' p50 and p99 and the Results tab's. The load
# generator runs on the same machine and shares its cores with the hall: see
# its CPU column.
# Env: SECONDS_EACH (default 20), STEPS (default "50 100 200 300 400"),
# MAX_TABLES (default 3000: no step beyond it), JURIES (default 3), RESULTS
# (default 1), HALL_BIN (default target/release/friedrich-clock: another
# build's hall, kept to measure before and after a change one after the other).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${SECONDS_EACH:-20}
steps=${STEPS:-50 100 200 300 400}
max_tables=${MAX_TABLES:-3000}
juries=${JURIES:-3}
results=${RESULTS:-1}
cargo build --release --example hall_load --bin friedrich-clock
bin=${HALL_BIN:-target/release/friedrich-clock}
load=target/release/examples/hall_load
tick=$(getconf CLK_TCK)
work=$(mktemp -d)
hall=
stop_hall() {
  if [ -n "$hall" ]; then
    kill "$hall" 2>/dev/null || true
    wait "$hall" 2>/dev/null || true
    hall=
  fi
}
trap 'stop_hall; rm -rf "$work"' EXIT

# CPU seconds (user + system) a process has used.
cpu_of() { awk -v t="$tick" '{ print ($14 + $15) / t }' "/proc/$1/stat"; }
# The machine's busy and total jiffies (all cores; idle and iowait are not busy).
machine() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9, $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9 }' /proc/stat; }

rows=()
notes=()
# One step: N tables on a fresh hall; prints p99 (ms) for the caller.
step() {
  local n=$1 dir="$work/hall-$1" out="$work/load-$1"
  LC_ALL=C "$bin" hall --port 0 --data-dir "$dir" 2>"$work/hall-$n.err" >/dev/null &
  hall=$!
  local port= key=
  for _ in $(seq 100); do
    port=$(sed -n 's|.*listening on http://0\.0\.0\.0:\([0-9]*\)/.*|\1|p' "$work/hall-$n.err")
    key=$(sed -n 's/.*tournament key \([A-Za-z0-9]*\).*/\1/p' "$work/hall-$n.err")
    [ -n "$port" ] && [ -n "$key" ] && break
    sleep 0.1
  done
  if [ -z "$port" ] || [ -z "$key" ]; then
    echo "the hall did not start:" >&2
    cat "$work/hall-$n.err" >&2
    exit 1
  fi
  local hall_before machine_before load_time began=$EPOCHREALTIME
  hall_before=$(cpu_of "$hall")
  machine_before=$(machine)
  # Bash's time: the load generator's own user and system CPU seconds.
  load_time=$( { TIMEFORMAT='%U %S'; time "$load" --url "http://127.0.0.1:$port" --key "$key" \
    --tables "$n" --seconds "$seconds" --juries "$juries" --results "$results" \
    >"$out" 2>"$out.err"; } 2>&1 )
  local hall_after machine_after wall
  hall_after=$(cpu_of "$hall")
  wall=$(awk -v a="$began" -v b="$EPOCHREALTIME" 'BEGIN { print b - a }')
  machine_after=$(machine)
  stop_hall
  local line
  line=$(grep '^tables=' "$out")
  field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<" $line"; }
  local hall_cpu load_cpu others
  hall_cpu=$(awk -v a="$hall_before" -v b="$hall_after" -v w="$wall" 'BEGIN { printf "%.0f", 100 * (b - a) / w }')
  load_cpu=$(awk -v t="$load_time" -v w="$wall" 'BEGIN { split(t, x, " "); printf "%.0f", 100 * (x[1] + x[2]) / w }')
  # Everything else running meanwhile (a build, a browser) skews the figures.
  others=$(awk -v a="$machine_before" -v b="$machine_after" -v c="$(nproc)" -v h="$hall_cpu" -v l="$load_cpu" 'BEGIN {
    split(a, x, " "); split(b, y, " "); o = c * 100 * (y[1] - x[1]) / (y[2] - x[2]) - h - l
    printf "%.0f", o < 0 ? 0 : o }')
  rows+=("| $n | $(field rate) (of $((n * 10))/s) | $(field p50) | $(field p99) | $(field max) | $(field over100) | $(field errors) | $(field cards_p50) | $(field cards_p99) | $(field results_p50) | $(field results_p99) | ${hall_cpu}% | ${load_cpu}% | ${others}% |")
  if [ -s "$out.err" ]; then
    notes+=("- $n tables: $(head -c 300 "$out.err")")
  fi
  echo "$line hall_cpu=${hall_cpu}% load_cpu=${load_cpu}% others_cpu=${others}%" >&2
  P99=$(field p99)
  P99=${P99%ms}
}

last=0
passed=yes
for n in $steps; do
  step "$n"
  last=$n
  awk -v p="$P99" 'BEGIN { exit !(p > 100) }' && passed=no
done
while [ "$passed" = yes ] && [ $((last + 200)) -le "$max_tables" ]; do
  last=$((last + 200))
  step "$last"
  awk -v p="$P99" 'BEGIN { exit !(p > 100) }' && passed=no
done

echo
echo "One hall, $(nproc) cores shared with the load generator; each table pushes one line every 100 ms for ${seconds} s (p50, p99, max: a push's answer); ${juries} jury screens ask for /hall/cards every second (cards p50, p99) and ${results} Results tabs for theirs every 5 s (results p50, p99). CPU: % of one core over the step; other: other processes, the kernel's network softirqs, hypervisor steal."
echo
echo "| tables | pushes/s | p50 | p99 | max | over 100 ms | errors | cards p50 | cards p99 | results p50 | results p99 | hall CPU | load CPU | other CPU |"
echo "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
printf '%s\n' "${rows[@]}"
if [ ${#notes[@]} -gt 0 ]; then
  echo
  printf '%s\n' "${notes[@]}"
fi
