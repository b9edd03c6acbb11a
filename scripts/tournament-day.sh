#!/usr/bin/env bash
# A tournament day on one laptop, for a look (issue 24, "Done when"): builds
# the release binary, starts a real `friedrich-clock hall` in a temporary
# folder, registers 24 players through the hall's HTTP API (the one the
# jury's page uses), draws (seed 2026: six tables, the stored design), plays
# every qualifying game on a `friedrich-clock headless --round R --table T`
# table that takes its game from the draw and saves a result in its journal
# (shipped to the hall, reported there), confirms every result, draws the
# lots the standings need, seats the finalists in rank order, plays and
# confirms the final. Then it screenshots every page with headless Chromium
# (the jury's five tabs, the public standings, the hall view, a table's page
# and report, the tablet's web app) and prints every printout to PDF and
# each PDF page to PNG, all into target/tournament-day/. Needs curl, jq,
# chromium, chromedriver (the table's page opens on a click) and pdftoppm.
# Usage: scripts/tournament-day.sh   (LANG_PAGES="en de" for more languages)
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --bin friedrich-clock
bin=$PWD/target/release/friedrich-clock
out=$PWD/target/tournament-day
rm -rf "$out"
mkdir -p "$out"
work=$(mktemp -d)
hall=
driver=
stop() {
  [ -n "$driver" ] && kill "$driver" 2>/dev/null && wait "$driver" 2>/dev/null
  [ -n "$hall" ] && kill "$hall" 2>/dev/null && wait "$hall" 2>/dev/null
  rm -rf "$work"
}
trap stop EXIT

web=dist
[ -f "$web/index.html" ] || echo "no $web/index.html (make web): / will be empty" >&2
"$bin" hall --port 0 --data-dir "$work/hall" --web "$web" 2>"$work/hall.err" >/dev/null &
hall=$!
port= key=
for _ in $(seq 100); do
  port=$(sed -n 's|.*listening on http://0\.0\.0\.0:\([0-9]*\)/.*|\1|p' "$work/hall.err")
  key=$(sed -n 's/.*tournament key \([A-Za-z0-9]*\).*/\1/p' "$work/hall.err")
  [ -n "$port" ] && [ -n "$key" ] && break
  sleep 0.1
done
if [ -z "$port" ] || [ -z "$key" ]; then
  echo "the hall did not start:" >&2
  cat "$work/hall.err" >&2
  exit 1
fi
url="http://127.0.0.1:$port"
echo "hall at $url, key $key, data in $work/hall"

# A POST to the tournament API; stops the script unless the hall says 200.
api() {
  local answer code
  answer=$(curl -sS -w '\n%{http_code}' -X POST -H "X-Tournament-Key: $key" \
    -H 'Content-Type: application/json' --data "$2" "$url/api/tournament$1")
  code=${answer##*$'\n'}
  if [ "$code" != 200 ]; then
    echo "POST $1 $2: $code ${answer%$'\n'*}" >&2
    exit 1
  fi
  printf '%s' "${answer%$'\n'*}"
}
state() { curl -sSf -H "X-Tournament-Key: $key" "$url/api/tournament"; }

api /open '{"name": "Friedrich Open 2026", "scheme": "fwc-2026"}' >/dev/null
towns=(Berlin Madrid London Wien)
first=(Anna Bernd Carla Dieter Eva Felix Greta Hans Ines Jonas Karin Lukas
  Mia Nils Olga Paul Rosa Sven Tina Uwe Vera Willi Xenia Yusuf)
last=(Schmidt "Müller" "García" Brown Gruber "Núñez" Wagner Smith Huber Weber
  "López" Taylor Becker Fischer Moreno Evans Hofer Klein Ruiz Wilson Bauer Wolf Romero Hall)
for n in $(seq 1 24); do
  # Three players of each of four towns, twelve of none.
  town=""
  [ "$n" -le 12 ] && town=${towns[$((n % 4))]}
  body=$(jq -cn --arg name "${first[$((n - 1))]} ${last[$((n - 1))]}" --arg town "$town" \
    '{name: $name, town: $town}')
  api /players "$body" >/dev/null
done
drawn=$(api /draw '{"seed": 2026}')
echo "drawn: seed $(jq -r .draw.seed <<<"$drawn"), method $(jq -r .draw.method <<<"$drawn")"

# A valid result that differs from game to game, with its Cards of Fate
# (so Frederick's sTCC, tie-breaker 2, is known): Prussia survives in
# every third game, Russia wins in the next, Austria and France in the
# one after.
result() {
  jq -cn --argjson n "$1" '
    def deck: ["other", "poems", "other", "elisabeth", "india", "other", "sweden",
      "america", "other", "lord-bute", "other", "other"];
    def fate: deck[($n % 12):] + deck[:($n % 12)];
    def held($nation; $total; $k): {($nation): {held: (($n * $k) % ($total + 1)), total: $total}};
    (held("russia"; 8; 1) + held("sweden"; 4; 1) + held("austria"; 7; 3)
      + held("imperial-army"; 6; 5) + held("france"; 5; 2)) as $held
    | {result: (
        if $n % 3 == 0 then
          {turns: (14 + $n % 6), outcome: "defensive", winners: [], fate: fate, objectives: $held}
        elif $n % 3 == 1 then
          {turns: (8 + $n % 7), outcome: "attackers", winners: ["russia"], fate: fate,
           objectives: ($held + {russia: {held: 8, total: 8}})}
        else
          {turns: (9 + $n % 5), outcome: "attackers", winners: ["austria", "france"], fate: fate,
           objectives: ($held + {austria: {held: 7, total: 7}, france: {held: 5, total: 5}})}
        end)}'
}

# Plays round $1 (1-4 or final) at table $2 on a headless table: a few
# stages (whichever of resume, start turn and hand-off the clock takes),
# the game's end, then the jury's result; the table sends every line to
# the hall and ends.
play() {
  local round=$1 table=$2 n=$3 dir="$work/tables/r$1-t$2"
  {
    for _ in 1 2 3 4 5 6; do
      printf '{"type":"resume"}\n{"type":"start-turn"}\n{"type":"hand-off"}\n'
    done
    printf '{"type":"end-game"}\n'
    result "$n"
  } | "$bin" headless --table "$table" --round "$round" --hall "$url" --key "$key" \
    --data-dir "$dir" >"$dir.out" 2>&1 || {
    echo "table $table of round $round:" >&2
    cat "$dir.out" >&2
    exit 1
  }
  grep -q '^ok ' "$dir.out" || { echo "round $round table $table: nothing ok" >&2; exit 1; }
}

# Waits until the hall has the game's result reported, then confirms it.
confirm() {
  local round=$1 table=$2 status=""
  for _ in $(seq 100); do
    status=$(state | jq -r --argjson r "$round" --argjson t "$table" \
      'if $r == 0 then (.final_game.status // "") else
       (.rounds[] | select(.round == $r) | .games[] | select(.table == $t) | .status) end')
    [ "$status" = reported ] && break
    sleep 0.1
  done
  if [ "$status" != reported ]; then
    echo "round $round table $table: '$status', not reported" >&2
    exit 1
  fi
  api "/games/$round/$table/confirm" '{}' >/dev/null
}

mkdir -p "$work/tables"
n=0
for round in 1 2 3 4; do
  # The round's six tables play at once, as in the hall.
  pids=()
  for table in 1 2 3 4 5 6; do
    n=$((n + 1))
    play "$round" "$table" "$n" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid"; done
  for table in 1 2 3 4 5 6; do confirm "$round" "$table"; done
  echo "round $round: 6 games played and confirmed"
done

for group in $(state | jq -c '.lots_needed[]'); do
  api /lot "{\"players\": $group}" >/dev/null
  echo "lot drawn for $group"
done
finalists=$(state | jq -c '.finalists')
echo "finalists in rank order: $finalists"
roles=(pompadour frederick elisabeth maria-theresia)
for i in 0 1 2 3; do
  player=$(jq ".[$i]" <<<"$finalists")
  api /seat "{\"player\": $player, \"role\": \"${roles[$i]}\"}" >/dev/null
done
play final 1 99
confirm 0 1
echo "winner: $(state | jq -c '.final.winner')"

sandbox=""
[ "$(id -u)" = 0 ] && sandbox="--no-sandbox"
chrome() {
  chromium --headless=new $sandbox --use-angle=swiftshader --enable-unsafe-swiftshader \
    --disable-background-networking --no-first-run "$@" 2>/dev/null
}
shot() { # name url [height]
  chrome --hide-scrollbars --window-size="1280,${3:-900}" --virtual-time-budget=4000 \
    --screenshot="$out/$1.png" "$2" >/dev/null
  echo "$out/$1.png"
}

for lang in ${LANG_PAGES:-en}; do
  for tab in players draw results standings final; do
    shot "tournament-$tab.$lang" "$url/tournament?key=$key&lang=$lang#$tab" 1400
  done
  shot "standings-public.$lang" "$url/standings?lang=$lang" 1400
  shot "hall.$lang" "$url/hall?key=$key&lang=$lang"
  for page in draw tables players standings final time; do
    chrome --no-pdf-header-footer --virtual-time-budget=2000 \
      --print-to-pdf="$out/print-$page.$lang.pdf" "$url/print/$page?key=$key&lang=$lang" >/dev/null
    pdftoppm -png -r 60 "$out/print-$page.$lang.pdf" "$out/print-$page.$lang"
    echo "$out/print-$page.$lang.pdf: $(ls "$out/print-$page.$lang"-*.png | wc -l) page(s)"
  done
done
shot web-app "$url/?key=$key"
journal=$(curl -sSf -H "X-Tournament-Key: $key" "$url/api/tables" | jq -r '.tables | map(select(.table == "3"))[0].journal')
# The API takes the key in its header only: the report is fetched, then shot.
curl -sSf -H "X-Tournament-Key: $key" -o "$work/table-report.html" "$url/api/journals/$journal/report"
shot table-report "file://$work/table-report.html" 1400
for file in players draw results standings; do
  curl -sSf -H "X-Tournament-Key: $key" -o "$out/$file.csv" "$url/export/$file.csv"
done
cp "$work/hall/tournament.jsonl" "$out/"

# The hall view's table page opens on a tap on its card: chromedriver taps.
chromedriver --port=9515 >/dev/null 2>&1 &
driver=$!
python3 - "$url/hall?key=$key&lang=en" "$out/hall-table.en.png" "$sandbox" <<'EOF'
import base64, json, sys, time, urllib.request

def call(method, path, body=None):
    req = urllib.request.Request("http://127.0.0.1:9515" + path, method=method,
        data=None if body is None else json.dumps(body).encode(),
        headers={"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(req))["value"]

for _ in range(50):
    try:
        call("GET", "/status")
        break
    except OSError:
        time.sleep(0.1)
args = ["--headless=new", "--window-size=1280,1400", "--use-angle=swiftshader",
        "--enable-unsafe-swiftshader", "--disable-background-networking", "--no-first-run"]
if sys.argv[3]:
    args.append(sys.argv[3])
session = call("POST", "/session", {"capabilities": {"alwaysMatch": {
    "browserName": "chrome", "goog:chromeOptions": {"args": args}}}})["sessionId"]
s = "/session/" + session
try:
    call("POST", s + "/url", {"url": sys.argv[1]})
    card = None
    for _ in range(50):
        found = call("POST", s + "/elements", {"using": "css selector", "value": ".card"})
        if found:
            card = list(found[-1].values())[0]
            break
        time.sleep(0.2)
    if card is None:
        sys.exit("no table card on the hall view")
    call("POST", s + "/element/" + card + "/click", {})
    time.sleep(2)
    with open(sys.argv[2], "wb") as f:
        f.write(base64.b64decode(call("GET", s + "/screenshot")))
    print(sys.argv[2])
finally:
    call("DELETE", s)
EOF
echo "everything is in $out"
