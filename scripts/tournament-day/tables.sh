# Part of scripts/tournament-day.sh (sourced; it sets url, key, out, work,
# langs and the helpers fail, has, figure, shot, jury): the tables' side
# of the day: the results they play to, and the headless tables that play
# them with their own table's keys.

# A valid result that differs from game to game, with its Cards of Fate
# (so Frederick's sTCC, tie-breaker 2, is known), agreed at the table by
# both sides: Prussia survives in every third game, Russia wins in the
# next, Austria and France in the one after.
result() {
  jq -cn --argjson n "$1" '
    def deck: ["other", "poems", "other", "elisabeth", "india", "other", "sweden",
      "america", "other", "lord-bute", "other", "other"];
    def fate: deck[($n % 12):] + deck[:($n % 12)];
    def held($nation; $total; $k): {($nation): {held: (($n * $k) % ($total + 1)), total: $total}};
    (held("russia"; 8; 1) + held("sweden"; 4; 1) + held("austria"; 7; 3)
      + held("imperial-army"; 10; 5) + held("france"; 5; 2)) as $held
    | {result: ((
        if $n % 3 == 0 then
          {turns: (14 + $n % 6), outcome: "defensive", winners: [], fate: fate, objectives: $held}
        elif $n % 3 == 1 then
          {turns: (8 + $n % 7), outcome: "attackers", winners: ["russia"], fate: fate,
           objectives: ($held + {russia: {held: 8, total: 8}})}
        else
          {turns: (9 + $n % 5), outcome: "attackers", winners: ["austria", "france"], fate: fate,
           objectives: ($held + {austria: {held: 7, total: 7}, france: {held: 5, total: 5}})}
        end) + {agreed: {frederick: true, attackers: true}})}'
}
# The result form's fields (by the result file's names) for result $1.
form_fields() {
  result "$1" | jq -c '.result as $r
    | {outcome: $r.outcome, turns: ($r.turns | tostring)}
      + ([["russia", "sweden", "austria", "imperial-army", "france"][]
          | {key: "winners.\(.)", value: (. as $n | $r.winners | index($n) != null)}] | from_entries)
      + ([$r.objectives | to_entries[]
          | {key: "objectives.\(.key).held", value: (.value.held | tostring)},
            {key: "objectives.\(.key).total", value: (.value.total | tostring)}] | from_entries)'
}
# The result form's Cards of Fate for result $1: the card (from 1) at which
# each Stroke of Fate came, empty if it did not.
fate_places() {
  result "$1" | jq -c '.result.fate as $f
    | [["elisabeth", "sweden", "india", "america", "poems", "lord-bute"][] as $c
       | {key: "fate-at.\($c)", value: ($f | index($c) | if . == null then "" else (. + 1 | tostring) end)}]
    | from_entries'
}

# Plays round $1 (1-4 or final) at table $2 (result $3) on a headless table
# with its table's own key: as many turns as the result says, the game's
# end, then (mode $4) the result agreed at the table (report), none (paper:
# the result goes on a slip), one that says two turns more than the clock
# played (off), or one Frederick's player did not agree to (disagreed).
play() {
  local round=$1 table=$2 n=$3 mode=${4:-report} dir="$work/tables/r$1-t$2" turns
  turns=$(result "$n" | jq .result.turns)
  [ "$mode" = off ] && turns=$((turns - 2))
  {
    for _ in $(seq "$turns"); do
      printf '{"type":"start-turn"}\n'
      # Seven stages a turn (Prussia, Hanover, Russia, Sweden, Austria, the
      # Imperial Army, France): the last hand-off stops the clock.
      for _ in 1 2 3 4 5 6 7; do printf '{"type":"hand-off"}\n'; done
    done
    printf '{"type":"end-game"}\n'
    case $mode in
      report | off) result "$n" ;;
      disagreed) result "$n" | jq -c '.result.agreed.frederick = false' ;;
    esac
  } | "$bin" headless --table "$table" --round "$round" --hall "$url" --key "$(table_key "$table")" \
    --data-dir "$dir" >"$dir.out" 2>&1 || {
    echo "table $table of round $round:" >&2
    cat "$dir.out" >&2
    exit 1
  }
  if [ "$mode" != paper ]; then
    grep -q '"kind":"result"' "$dir"/games/*.jsonl || fail "round $round table $table: no result saved: $(tail -3 "$dir.out")"
  fi
}
# Plays round $1's six tables at once, as in the hall; mode of table T in
# MODE_T (default report).
play_round() {
  local round=$1 pids=() table mode
  for table in 1 2 3 4 5 6; do
    mode=MODE_$table
    play "$round" "$table" "$(((round - 1) * 6 + table))" "${!mode:-report}" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid"; done
}
# Waits until the hall has round $1 table $2's status $3 (its API).
until_status() {
  local status=""
  for _ in $(seq 300); do
    status=$(game "$1" "$2" '.status // ""')
    [ "$status" = "$3" ] && return 0
    sleep 0.1 # polling the hall's API: the signal
  done
  fail "round $1 table $2: '$status', not $3"
}
# The jury clicks Confirm on round $1 table $2's row: it is confirmed.
confirm_click() {
  jury click "#game-$1-$2 [data-do=confirm]" answered
  [ "$(game "$1" "$2" .status)" = confirmed ] || fail "round $1 table $2 not confirmed: $(jury text '#msg')"
}
