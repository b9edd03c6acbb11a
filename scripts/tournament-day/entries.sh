# Part of scripts/tournament-day.sh (sourced; it sets url, key, out and the
# helpers api, state, fail, has, step, shot, jury): the players' side of
# the day: the club's list imported from a CSV file, four more at the desk,
# then a late entry and a no-show drawn again before round 1.

towns=(Berlin Madrid London Wien)
first=(Anna Bernd Carla Dieter Eva Felix Greta Hans Ines Jonas Karin Lukas
  Mia Nils Olga Paul Rosa Sven Tina Uwe Vera Willi Xenia Yusuf)
last=(Schmidt "Müller" "García" Brown Gruber "Núñez" Wagner Smith Huber Weber
  "López" Taylor Becker Fischer Moreno Evans Hofer Klein Ruiz Wilson Bauer Wolf Romero Hall)
# Three players of each of four towns, twelve of none.
town_of() { if [ "$1" -le 12 ]; then echo "${towns[$(($1 % 4))]}"; fi; }

# The 24 players: 20 imported, 4 registered through the API.
register_players() {
  local csv n body
  # The club's entry list, 20 players and a line without a name, imported
  # on the Players tab: previewed line by line, then registered at once.
  csv="name,town,note,fill-in"
  for n in $(seq 1 20); do
    csv+=$'\n'"${first[$((n - 1))]} ${last[$((n - 1))]},$(town_of "$n"),,"
    if [ "$n" = 10 ]; then csv+=$'\n'",Nowhere,,"; fi
  done
  jury tab players
  jury set '#import-csv' "$csv"
  jury until "return Number(document.body.dataset.previewed || 0) >= Number(document.body.dataset.previewAsked || 1)" \
    "the import's preview"
  has "$(jury text '#import-count')" '20 of 21 lines taken' || fail "the import's preview: $(jury text '#import-count')"
  has "$(jury text '#import-lines tr.refused')" 'no name' || fail "the line without a name not refused"
  [ "$(state | jq '.players | length')" = 0 ] || fail "registered before the import's button"
  jury scroll '#import-lines'
  shot jury tournament-import-preview.en
  jury click '#import-register' answered
  [ "$(state | jq '.players | length')" = 20 ] || fail "not imported: $(jury text '#msg')"
  step "20 players imported from a CSV file (one line refused)"
  # Four more at the desk (the hall's API, which the page's form posts to).
  for n in $(seq 21 24); do
    body=$(jq -cn --arg name "${first[$((n - 1))]} ${last[$((n - 1))]}" --arg town "$(town_of "$n")" \
      '{name: $name, town: $town}')
    api /players "$body" >/dev/null
  done
  step "4 more players registered (API)"
}

# Before round 1: a late entry and a no-show, redrawn.
late_entry_and_no_show() {
  # Before round 1: Zoe comes late, Yusuf Hall (24) does not come. Zoe is
  # registered (a late entry), then Redraw... asks first and draws again.
  jury tab players
  jury set '#reg-name' 'Zoe Late'
  jury set '#reg-town' 'Bern'
  jury click '[data-do=register]' answered
  has "$(jury text '#late-entries')" 'Zoe Late' || fail "no late entry: $(jury text '#msg')"
  jury tab draw
  jury click '[data-do=redraw]'
  jury click 'input[name=gone_24]' none
  jury set '#redraw-seed' 2027
  jury click '[data-do=redraw-next]'
  has "$(jury text '#redraw-join')" 'Zoe Late' || fail "the redraw does not say who joins"
  has "$(jury text '#redraw-leave')" 'Yusuf Hall' || fail "the redraw does not say who leaves"
  jury scroll '#redraw-ask'
  shot jury tournament-redraw-ask.en
  jury click '[data-do=redraw-confirm]' answered
  [ "$(state | jq -r .draw.seed)" = 2027 ] || fail "not redrawn: $(jury text '#msg')"
  state | jq -e '[.rounds[].games[].players[]] | index(25) != null and index(24) == null' >/dev/null ||
    fail "Zoe not seated or Yusuf still seated"
  step "a late entry and a no-show: Redraw... (asked first)"
}
