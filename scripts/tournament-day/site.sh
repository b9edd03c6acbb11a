# Part of scripts/tournament-day.sh (sourced; it sets url, key, out, work,
# langs and the helpers fail, has, figure, shot, jury): the published site.

# The site published: a static copy for any web host (when the binary can),
# no key in it, its pages shot from file://; the hall's own copy
# (--publish-to) checked to follow the final's result.
publish_site() {
  if "$bin" publish --help >/dev/null 2>&1; then
    published_at=$(date +%s.%N)
    "$bin" publish "$work/hall" "$out/site"
    figure "$(printf 'publish: %.2f s, %s files' "$(echo "$(date +%s.%N) - $published_at" | bc)" "$(find "$out/site" -type f | wc -l)")"
    for k in "$key" $(jq -r '.tables[]' "$work/hall/table-keys.json"); do
      if grep -rqF "$k" "$out/site"; then fail "the published site holds a key ($k)"; fi
    done
    site_session=$(browser 1280 1000)
    site() { WD_SESSION=$site_session browse "$@"; }
    site go "file://$out/site/index.html"
    shot site site-index
    for lang in $langs; do
      site go "file://$out/site/$lang/standings.html"
      shot site "site-standings.$lang" full
    done
    site stop
    # A player's page of the site on a phone.
    site_session=$(browser 390 844 phone en)
    site go "file://$out/site/en/players/${player_qr##*/}.html"
    shot site site-player-phone.en
    site stop
    if [ ${#publish_to[@]} -gt 0 ]; then
      # The hall's own copy of the site follows each change: the final's
      # winner reaches it (the file polled: the signal).
      winner_name=$(state | jq -r --argjson w "$winner" '.players[] | select(.no == $w) | .name')
      for _ in $(seq 100); do
        grep -qF "$winner_name" "$work/live-site/en/final.html" 2>/dev/null && break
        sleep 0.1
      done
      grep -qF "$winner_name" "$work/live-site/en/final.html" ||
        fail "hall --publish-to: no winner ($winner_name) in the live site's final"
      figure "hall --publish-to: the live site has the winner, $(find "$work/live-site" -type f | wc -l) files"
    fi
    step "the site published and shot from file://"
  else
    echo "this friedrich-clock has no publish: the site is not published"
  fi
}
