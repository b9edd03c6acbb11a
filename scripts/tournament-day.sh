#!/usr/bin/env bash
# A tournament day on one laptop, run as a new director would run it
# (issues 24 and 30, "Done when"), into target/tournament-day/:
#  - builds the release binary and starts a real `friedrich-clock hall`
#    (its address 127.0.0.1, a second copy on a "stick", and, when the hall
#    can, the live site published into a folder);
#  - the jury opens the tournament and draws on the jury's page in headless
#    Chromium (driven through chromedriver by
#    scripts/tournament-day/browser.py; the draw asks first); 20 players
#    imported from a CSV file on the Players tab (one line refused in the
#    preview), 4 more through the hall's API (the one the page posts to);
#    then a late entry registered and a no-show ticked, and Redraw... (it
#    asks first) draws again before round 1;
#  - the table cards and player cards printed to PDF, their QR codes read
#    back with zbarimg: a tablet opens the clock at its table card's
#    address (its table's own key) and takes round 1's names from the draw;
#  - every qualifying game played on a `friedrich-clock headless` table
#    with its table's own key (DATA/table-keys.json), as many turns as its
#    result says. Round 1: the tables report; table 2's first tablet, put
#    aside, reports the game otherwise; the jury confirms one report
#    ("Confirm report 1") and clicks Confirm for the rest. Round 2: results
#    on paper, typed into the result form (the scores previewed, the Cards
#    of Fate as the card at which each Stroke of Fate came, Save); the clocks that call the jury for want
#    of a result archived on the hall view. Round 3: one table's result
#    differs from its clock (confirmed with a reason), one not agreed at the
#    table. Round 4: reported and confirmed;
#  - a player following on a phone (390x844) by his player card's QR code,
#    in English, German and Spanish (the phone's language);
#  - the lots and the final's seats on the page (the first choice asks
#    first), the final played on table 1, its result typed into the form;
#  - `friedrich-clock publish` (when the binary has it), the site shot from
#    file://, no key in it; every printout to PDF with Chromium's default
#    header and footer, each page to PNG, no PDF's text holding the jury's
#    key; screenshots of every page in LANG_PAGES (default: en de es).
# Every wait is on a signal (the hall's API, the pages' body[data-drawn],
# [data-answered], [data-previewed], the hall view's window.hall, the web
# clock's window.friedrichClock), never a pause. The day's figures are in
# target/tournament-day/figures.txt.
# Needs curl, jq, bc, chromium, chromedriver, zbarimg (zbar-tools),
# pdftoppm and pdftotext (poppler-utils), python3.
# Usage: scripts/tournament-day.sh   (FC_BIN=path: that binary, no build;
# LANG_PAGES="en" for one language; KEEP=1 keeps the hall's folder)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${FC_BIN:-}" ]; then
  bin=$(realpath "$FC_BIN")
else
  cargo build --release --bin friedrich-clock
  bin=$PWD/target/release/friedrich-clock
fi
browse_py=$PWD/scripts/tournament-day/browser.py
# The day's parts: the tables' games, the printouts and pages, the site.
for part in entries tables pages site; do
  # shellcheck source=/dev/null
  . "$PWD/scripts/tournament-day/$part.sh"
done
langs=${LANG_PAGES:-en de es}
out=$PWD/target/tournament-day
rm -rf "$out"
mkdir -p "$out"
work=$(mktemp -d)
hall=
driver=
# At the end, however it ends: chromedriver and the hall stopped (a killed
# process's status must not end the cleanup under set -e), the day's exit
# status kept.
stop() {
  local status=$?
  set +e
  # The browsers still open (a day that failed): closed through
  # chromedriver, which would leave them running if killed first.
  if [ -n "$driver" ] && [ -f "$work/sessions" ]; then
    while read -r session; do
      WD_SESSION=$session browse stop >/dev/null 2>&1
    done <"$work/sessions"
  fi
  [ -n "$driver" ] && kill "$driver" 2>/dev/null && wait "$driver" 2>/dev/null
  [ -n "$hall" ] && kill "$hall" 2>/dev/null && wait "$hall" 2>/dev/null
  if [ -n "${KEEP:-}" ]; then echo "the hall's folder: $work"; else rm -rf "$work"; fi
  exit "$status"
}
trap stop EXIT

# The day's figures: each step's seconds, into figures.txt.
day_start=$(date +%s.%N)
step_start=$day_start
figure() { echo "$*" | tee -a "$out/figures.txt"; }
step() {
  local now
  now=$(date +%s.%N)
  figure "$(printf '%-58s %6.1f s' "$1" "$(echo "$now - $step_start" | bc)")"
  step_start=$now
}

web=dist
[ -f "$web/index.html" ] || echo "no $web/index.html (make web): / will be empty" >&2
publish_to=()
if [[ $("$bin" hall --help) == *--publish-to* ]]; then
  publish_to=(--publish-to "$work/live-site")
fi
: >"$work/hall.err"
# Plain HTTP only: the browsers this script drives do not trust the hall's
# certificate authority, and the table cards' QR codes then hold the plain
# address the tablets open (docs/hall.md, "HTTPS in the hall").
no_https=()
if [[ $("$bin" hall --help) == *--no-https* ]]; then
  no_https=(--no-https)
fi
# A game is taken over from a device silent 2 s (15 s by default): the put-
# aside tablet below reports once table 1's own has been quiet that long.
take_after=()
if [[ $("$bin" hall --help) == *--take-after* ]]; then
  take_after=(--take-after 2)
fi
"$bin" hall --lang en --port 0 --data-dir "$work/hall" --web "$web" --address 127.0.0.1 \
  --copy-to "$work/stick" "${publish_to[@]}" "${no_https[@]}" "${take_after[@]}" 2>"$work/hall.err" >/dev/null &
hall=$!
port= key=
for _ in $(seq 100); do
  port=$(sed -n 's|.*listening on http://0\.0\.0\.0:\([0-9]*\)/.*|\1|p' "$work/hall.err")
  key=$(sed -n 's/.*tournament key \([A-Za-z0-9]*\).*/\1/p' "$work/hall.err")
  [ -n "$port" ] && [ -n "$key" ] && break
  sleep 0.1 # the hall's first lines: no other signal before it listens
done
if [ -z "$port" ] || [ -z "$key" ]; then
  echo "the hall did not start:" >&2
  cat "$work/hall.err" >&2
  exit 1
fi
url="http://127.0.0.1:$port"
echo "hall at $url, jury's key $key, data in $work/hall"

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
# A game's field in the hall's state: round (0 the final), table, jq path.
game() {
  state | jq -r --argjson r "$1" --argjson t "$2" \
    "if \$r == 0 then .final_game else (.rounds[] | select(.round == \$r) | .games[] | select(.table == \$t)) end | $3"
}
fail() { echo "$*" >&2; exit 1; }
# Whether text $1 holds $2 (no pipe into grep -q, which may stop its writer).
has() { [[ $1 == *"$2"* ]]; }

# The browsers: chromedriver on a free port; a session a person (the jury's
# laptop, a tablet, a phone), each a function running one step.
wd_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
chromedriver --port="$wd_port" >"$work/chromedriver.log" 2>&1 &
driver=$!
export WD_URL="http://127.0.0.1:$wd_port"
browse() { python3 "$browse_py" "$@"; }
# A browser started: its session's id, kept for the end.
browser() {
  local session
  session=$(browse start "$@")
  echo "$session" >>"$work/sessions"
  echo "$session"
}
jury_session=$(browser 1366 900)
jury() { WD_SESSION=$jury_session browse "$@"; }
shots=0
# A screenshot of a session: session-function name [full].
shot() {
  "$1" shot "$out/$2.png" ${3:-} >/dev/null
  shots=$((shots + 1))
  echo "$out/$2.png"
}

# The jury's page by the link the hall printed at its start: the key goes
# into the hall's cookie and out of the address.
jury open "$url/tournament?key=$key&lang=en"
if has "$(jury js 'return location.href')" key; then fail "the key stayed in the address"; fi
jury set '#open-name' 'Friedrich Open 2026'
jury click '[data-do=open]' answered
[ "$(state | jq .opened)" = true ] || fail "not opened: $(jury text '#msg')"
# The page again, under the tournament's name.
jury open "$url/tournament?lang=en"
step "hall started, tournament opened on the page"

register_players

# The draw asks first; "Yes, draw" draws.
jury tab draw
jury set '#seed' 2026
jury click '[data-do=draw]'
has "$(jury text '#draw-ask')" 'This is final' || fail "the draw did not ask first"
shot jury tournament-draw-ask.en
[ "$(state | jq .draw)" = null ] || fail "drawn on the first click"
jury click '[data-do=draw-confirm]' answered
[ "$(state | jq -r .draw.seed)" = 2026 ] || fail "not drawn: $(jury text '#msg')"
echo "drawn: seed 2026, method $(state | jq -r .draw.method)"
step "the draw (Check and draw..., Yes, draw)"

late_entry_and_no_show

# The table cards and the player cards, and their QR codes read back.
print_pdf tables en
print_pdf players en
[ -f "$work/hall/table-keys.json" ] || fail "no table keys after the table cards"
table_key() { jq -r --arg t "$1" '.tables[$t]' "$work/hall/table-keys.json"; }
pdftoppm -png -r 150 -f 1 -l 1 "$out/print-tables.en.pdf" "$work/tables-card"
pdftoppm -png -r 150 -f 1 -l 1 "$out/print-players.en.pdf" "$work/players-card"
# A page holds several cards: table 1's, and the first player's.
table_qr=$(zbarimg -q --raw "$work"/tables-card-*.png 2>/dev/null | grep '&table=1$' | head -1)
player_qr=$(zbarimg -q --raw "$work"/players-card-*.png 2>/dev/null | sort -V | head -1)
echo "table card's QR code: ${table_qr/$(table_key 1)/TABLEKEY}; player card's: $player_qr"
[ "$table_qr" = "$url/?key=$(table_key 1)&table=1" ] || fail "table 1's QR code holds $table_qr"
case "$player_qr" in "$url/players/"[0-9]*) ;; *) fail "a player card's QR code holds $player_qr" ;; esac
case "$table_qr$player_qr" in *"$key"*) fail "a QR code holds the jury's key" ;; esac
step "table and player cards printed, their QR codes read"

# A tablet joins by its QR code: the clock opens for table 1 with its key,
# which leaves the address at once.
tablet_session=$(browser 1280 800)
tablet() { WD_SESSION=$tablet_session browse "$@"; }
tablet go "$table_qr"
tablet until "try { return JSON.parse(window.friedrichClock).screen === 'Setup' } catch (_) { return false }" \
  "the clock's setup"
tablet until "return location.search === ''" "the key out of the address"
has "$(tablet js "return localStorage.getItem('friedrich-clock/settings.toml')")" 'table = \"1\"' || fail "the tablet did not take table 1"
# Round 1, then "Take from the hall" (the clock draws on a canvas: taps at
# their places on a 1280x800 setup): the four names come from the draw.
summary='JSON.parse(window.friedrichClock)'
tablet tap 338 88
tablet until "return $summary.releases >= 1" "the tap on round 1"
tablet tap 914 88
# Drawn: a settled frame 200 ms (two of the clock's polls) after the
# hall's answer came in.
tablet until-hovered "const s = $summary, e = performance.getEntriesByType('resource')
  .find(e => e.name.endsWith('/api/tournament/games/1/1') && e.responseEnd > 0);
  return !!e && s.settled && s.page_ms > e.responseEnd + 200" 1200 300 "the names from the draw"
shot tablet web-table-card-qr
tablet stop
step "a tablet joined by table 1's QR code"

mkdir -p "$work/tables"
# Round 1: the tables report. Table 1's first tablet, which started the
# game half an hour before the tablet that played it and was put aside,
# comes back on the network and sends a result of its own: the same game
# reported twice, differently.
play_round 1
for table in 1 2 3 4 5 6; do until_status 1 "$table" reported; done
journal1=$(ls "$work"/tables/r1-t1/games/*.jsonl)
started=$(head -1 "$journal1" | jq -r '.started | sub("\\.[0-9]+"; "") | fromdateiso8601 - 1800')
second=$(jq -cn --argjson game "$(head -1 "$journal1")" --arg result "$(result 7 | jq -c '.result')" \
  --argjson started "$started" --arg now "$(date -u +%Y-%m-%dT%H:%M:%SZ)" '
  {device: "secondtablettable1", from: 1, lines: [
    ($game | .started = ($started | todateiso8601) | tostring),
    ({kind: "result", v: 1, wall: $now, result: ($result | fromjson)} | tostring)]}')
# It comes back once the tablet that played has been quiet 2 s, as the
# hall says (a device heard lately keeps its game: docs/hall.md).
played=$(basename "$journal1" .jsonl)
for _ in $(seq 100); do
  quiet=$(curl -sSf -H "X-Tournament-Key: $key" "$url/api/tables" |
    jq --arg j "$played" '.tables[] | select(.journal == $j) | .silent_ms')
  [ "${quiet:-0}" -ge 2000 ] && break
  sleep 0.1 # polling the hall's API: the signal
done
# Named as a tablet names its journal: when its game started, the game.
code=$(curl -sS -o "$work/push.json" -w '%{http_code}' -X POST -H "X-Tournament-Key: $(table_key 1)" \
  -H 'Content-Type: application/json' --data "$second" \
  "$url/api/journals/$(date -d "@$started" +%Y-%m-%d_%H%M%S)_round-1_table-1")
[ "$code" = 200 ] || fail "the second tablet's push: $code $(cat "$work/push.json")"
for _ in $(seq 300); do
  [ "$(game 1 1 '.conflict // ""')" = differ ] && break
  sleep 0.1 # polling the hall's API: the signal
done
[ "$(game 1 1 '.conflict // ""')" = differ ] || fail "two reports of round 1 table 1 do not differ"
step "round 1 played: 6 tables with their keys, a second report"
jury tab results
[ "$(jury js "return document.querySelectorAll('#reports-1-1 .report').length")" = 2 ] ||
  fail "not two reports side by side"
jury scroll '#reports-1-1'
shot jury tournament-conflict.en
turns1=$(game 1 1 '.reports[0].result.turns')
jury click '#report-1-1-1 [data-do=confirm-report]' answered
[ "$(game 1 1 .confirmed.turns)" = "$turns1" ] || fail "report 1 not confirmed: $(jury text '#msg')"
for table in 2 3 4 5 6; do confirm_click 1 "$table"; done
step "round 1 confirmed on the page (Confirm report 1, Confirm)"

# Round 2: the results are written on the slips and typed into the form.
MODE_1=paper MODE_2=paper MODE_3=paper MODE_4=paper MODE_5=paper MODE_6=paper play_round 2
step "round 2 played: results on paper"
jury tab results
for table in 1 2 3 4 5 6; do
  n=$((6 + table))
  jury click "#game-2-$table [data-do=edit]"
  # The Cards of Fate as the slip has them: the card at which each Stroke
  # of Fate came (six numbers).
  jury form "form-2-$table" "$(form_fields "$n" | jq -c --argjson places "$(fate_places "$n")" '. + $places')"
  jury until "return Number(document.body.dataset.previewed || 0) >= Number(document.body.dataset.previewAsked)" \
    "the last preview"
  [ "$(game 2 "$table" '.status')" != confirmed ] || fail "round 2 table $table confirmed before Save"
  [ "$(jury js "return document.querySelectorAll('#preview-2-$table table.scores tr').length")" = 4 ] ||
    fail "no scores previewed for table $table: $(jury text "#preview-2-$table")"
  if [ "$table" = 1 ]; then
    jury scroll '#game-2-1' top
    shot jury tournament-result-form.en
  fi
  jury click '[data-do=save-result]' answered
  [ "$(game 2 "$table" .status)" = confirmed ] || fail "round 2 table $table: $(jury text '#msg')"
done
step "round 2's six results typed into the form, previewed, saved"
# The hall view: round 2's clocks ended without a result at the table; their
# results confirmed from the slips, their cards left the view by themselves
# (counted as finished). The jury shows them and archives them.
jury go "$url/hall?lang=en"
jury until 'return window.hall && window.hall.drawn > 0' "the hall view's cards"
# Rounds 1 and 2 are over and confirmed: eleven cards counted, not shown
# (round 1 table 1's live copy is the put-aside tablet's, heard last, its
# game not ended).
has "$(jury text '#count')" '1 live · 11 finished and confirmed' || fail "the finished games counted: $(jury text '#count')"
[ "$(jury js "return document.querySelectorAll('.card').length")" = 2 ] || fail "finished cards shown"

shot jury hall-finished.en
drawn=$(jury js 'return window.hall.drawn')
jury click '[data-finished]' none
jury until "return window.hall.drawn > $drawn && !!document.querySelector('[data-finished=\"0\"]')" "the finished games shown"
archives=0
for table in 1 2 3 4 5 6; do
  name=$(basename "$(ls "$work"/tables/r2-t$table/games/*.jsonl)" .jsonl)
  jury click "[data-archive='$name']" none
  archives=$((archives + 1))
  jury until "return window.hall.archives >= $archives" "round 2 table $table's card archived"
done
has "$(jury text '#count')" '6 archived' ||
  fail "not archived: $(jury text '#count')"
step "round 2's six finished cards shown and archived on the hall view"

# Round 3: table 4's result says two turns more than its clock played
# (confirmed with a reason), Frederick's player at table 5 did not agree,
# table 6's result too says two turns more (mended from the clock).
MODE_4=off MODE_5=disagreed MODE_6=off play_round 3
for table in 1 2 3 4 5 6; do until_status 3 "$table" reported; done
step "round 3 played"
jury open "$url/tournament?lang=en#results"
has "$(jury text '#game-3-5')" 'Not agreed at the table' || fail "table 5 not flagged"
has "$(jury text '#game-3-4')" 'differs from its clock' || fail "table 4's clock not held against"
jury click '#game-3-4 [data-do=confirm]' answered
[ "$(game 3 4 .status)" = reported ] || fail "confirmed past its clock without a reason"
has "$(jury text '#msg')" 'differs from its clock' || fail "no refusal said: $(jury text '#msg')"
jury set '#clock-reason-3-4' 'the clock was paused two turns during a rules question; the slip says the turn'
jury set '#by-clock-3-4' 'M. Keller'
jury scroll '#game-3-4'
shot jury tournament-clock-differs.en
jury click '#game-3-4 [data-do=confirm]' answered
[ "$(game 3 4 .status)" = confirmed ] || fail "round 3 table 4: $(jury text '#msg')"
# Table 6 mended: the form starts from the clock's turn and says so.
jury click '#game-3-6 [data-do=edit]'
has "$(jury text '#main .from-clock')" "starts from the game's clock" || fail "the form did not start from the clock"
clock_turns=$(($(result 18 | jq .result.turns) - 2))
[ "$(jury js "return document.querySelector('#form-3-6 [name=turns]').value")" = "\"$clock_turns\"" ] ||
  fail "the form's turns are not the clock's $clock_turns"
jury scroll '#game-3-6' top
shot jury tournament-mend-from-clock.en
jury click '[data-do=save-result]' answered
[ "$(game 3 6 .confirmed.turns)" = "$clock_turns" ] || fail "round 3 table 6 not mended: $(jury text '#msg')"
for table in 1 2 3 5; do confirm_click 3 "$table"; done
step "round 3 confirmed (one past its clock with a reason, one mended from it)"

# A player follows on his phone: the address of his player card's QR code,
# in his phone's language.
for lang in $langs; do
  phone_session=$(browser 390 844 phone "$lang")
  phone() { WD_SESSION=$phone_session browse "$@"; }
  phone open "$player_qr"
  phone until "return document.documentElement.lang === '$lang'" "the page in $lang"
  phone until "return document.documentElement.scrollWidth <= innerWidth" "no sideways scrolling"
  shot phone "player-phone.$lang"
  phone open "$url/standings"
  shot phone "standings-phone.$lang"
  phone stop
done
step "a player's page and the standings on a phone ($langs)"

play_round 4
for table in 1 2 3 4 5 6; do until_status 4 "$table" reported; done
jury tab results
for table in 1 2 3 4 5 6; do confirm_click 4 "$table"; done
step "round 4 played and confirmed"

# The lots the standings need, asked first, then the final's seats: the
# first choice closes the qualifying round and asks first.
jury tab standings
lots=0
while [ "$(jury js "return !!document.querySelector('[data-do=lot]')")" = true ]; do
  jury click '[data-do=lot]'
  has "$(jury text '#lot-ask')" 'order is final' || fail "the lot did not ask first"
  if [ "$lots" = 0 ]; then shot jury tournament-lot-ask.en; fi
  jury click '[data-do=lot-confirm]' answered
  lots=$((lots + 1))
done
[ "$(state | jq '.lots_needed | length')" = 0 ] || fail "lots still needed: $(state | jq -c .lots_needed)"
finalists=$(state | jq -c '.finalists')
echo "$lots lot(s) drawn; finalists in rank order: $finalists"
jury tab final
jury click '[data-do=seat][data-role=pompadour]'
has "$(jury text '#seat-ask')" 'closes the qualifying round' || fail "the first choice did not ask first"
shot jury tournament-final-ask.en
[ "$(state | jq '.seats | length')" = 0 ] || fail "seated on the first click"
jury click '[data-do=seat-confirm]' answered
for role in frederick elisabeth; do
  jury click "[data-do=seat][data-role=$role]" answered
done
# The third choice seated the last finalist in the role left.
[ "$(state | jq '.seats | length')" = 4 ] || fail "the final not seated: $(jury text '#msg')"
[ "$(state | jq -r '.seats[3].role')" = maria-theresia ] || fail "the last finalist not in the role left"
step "$lots lot(s) and the final's seats on the page (three choose)"

play final 1 99 paper
jury tab final
jury click '#game-0-1 [data-do=edit]'
jury form form-0-1 "$(form_fields 99)"
[ "$(jury js "return document.querySelectorAll('#preview-0-1 table.scores tr').length")" = 4 ] ||
  fail "no scores previewed for the final: $(jury text '#preview-0-1')"
jury click '[data-do=save-result]' answered
winner=$(state | jq -c '.final.winner')
[ "$winner" != null ] || fail "no winner: $(jury text '#msg')"
echo "winner: player $winner"
step "the final played, its result typed into the form"

publish_site
every_page
step "screenshots of every page ($langs)"

every_printout
step "every printout printed to PDF and checked for the key"

journal=$(curl -sSf -H "X-Tournament-Key: $key" "$url/api/tables" | jq -r '.tables | map(select(.table == "3"))[0].journal')
# The API takes the key in its header only: the report is fetched, then shot.
curl -sSf -H "X-Tournament-Key: $key" -o "$work/table-report.html" "$url/api/journals/$journal/report"
jury go "file://$work/table-report.html"
shot jury table-report full
for file in players draw results standings crosstable; do
  curl -sSf -H "X-Tournament-Key: $key" -o "$out/$file.csv" "$url/export/$file.csv"
done
cp "$work/hall/tournament.jsonl" "$out/"
# The second copy holds what the hall holds.
cmp -s "$work/hall/tournament.jsonl" "$work/stick/tournament.jsonl" || fail "the stick's tournament differs"
cmp -s "$work/hall/table-keys.json" "$work/stick/table-keys.json" || fail "the stick's table keys differ"
if grep -rqF "$key" "$out"/*.csv "$out"/*.html 2>/dev/null; then fail "an export holds the jury's key"; fi
jury stop
step "the table's report, the CSV files, the stick's copy checked"

figure "$(printf '%-58s %6.1f s' "the whole day (without the build)" "$(echo "$(date +%s.%N) - $day_start" | bc)")"
figure "$shots screenshots, $pdfs PDFs ($pdf_pages pages), $(ls "$out"/*.csv | wc -l) CSV files"
echo "everything is in $out"
