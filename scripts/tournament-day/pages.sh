# Part of scripts/tournament-day.sh (sourced; it sets url, key, out, work,
# langs and the helpers fail, has, figure, shot, jury): the printouts and
# the screenshots of every page.

# Chromium prints with its default settings (the page's address and title
# in the header and footer): nothing in a printout may give the key away.
sandbox=""
[ "$(id -u)" = 0 ] && sandbox="--no-sandbox"
pdfs=0 pdf_pages=0
print_pdf() { # page lang [round]
  local pdf="$out/print-$1${3:+-$3}.$2.pdf"
  chromium --headless=new $sandbox --disable-background-networking --no-first-run \
    --print-to-pdf="$pdf" "$url/print/$1?key=$key&lang=$2${3:+&round=$3}" >/dev/null 2>&1
  [ -s "$pdf" ] || fail "no $pdf"
  if has "$(pdftotext "$pdf" -)" "$key"; then fail "$pdf holds the jury's key"; fi
  pdftoppm -png -r 60 "$pdf" "$out/print-$1${3:+-$3}.$2"
  local pages
  pages=$(ls "$out/print-$1${3:+-$3}.$2"-*.png | wc -l)
  pdfs=$((pdfs + 1))
  pdf_pages=$((pdf_pages + pages))
  echo "$pdf: $pages page(s), no key in its text"
}

# Every page, in every language, and the hall view's table page.
every_page() {
  for lang in $langs; do
    for tab in players draw results standings crosstable final; do
      jury open "$url/tournament?lang=$lang#$tab"
      shot jury "tournament-$tab.$lang" full
    done
    jury open "$url/standings?lang=$lang"
    shot jury "standings-public.$lang" full
    jury open "$url/players?lang=$lang"
    shot jury "players.$lang"
    jury open "$url/projector?lang=$lang"
    shot jury "projector.$lang"
    jury go "$url/hall?lang=$lang"
    jury until 'return window.hall && window.hall.drawn > 0' "the hall view's cards"
    shot jury "hall.$lang"
  done
  # The hall view's table page opens on a click on its card.
  jury go "$url/hall?lang=en"
  jury until 'return window.hall && window.hall.drawn > 0' "the hall view's cards"
  # Every game is over and confirmed: the finished games shown.
  local drawn
  drawn=$(jury js 'return window.hall.drawn')
  jury click '[data-finished="1"]' none
  jury until "return window.hall.drawn > $drawn && !!document.querySelector('[data-finished=\"0\"]')" "the finished games shown"
  jury click '.card[data-journal]' none
  jury until "return window.hall.charts > 0 && document.getElementById('detail').style.display === 'block'" \
    "the table's page"
  shot jury hall-table.en
}

# Every printout in every language (the table and player cards in English
# were printed before the day).
every_printout() {
  for lang in $langs; do
    for page in draw tables players slips standings final crosstable time; do
      [ "$lang" = en ] && { [ "$page" = tables ] || [ "$page" = players ]; } && continue
      print_pdf "$page" "$lang"
    done
    # The results sheet of each round, its corrections under it.
    for round in 1 2 3 4; do print_pdf results "$lang" "$round"; done
  done
  # Round 3's sheet lists the result confirmed against its clock, its
  # reason, and the round's other games.
  has "$(pdftotext "$out/print-results-3.en.pdf" -)" 'the clock was paused two turns' ||
    fail "round 3's results sheet does not list the reason"
  has "$(pdftotext "$out/print-results-3.en.pdf" -)" 'By: M. Keller' ||
    fail "round 3's results sheet does not say who signed"
}
