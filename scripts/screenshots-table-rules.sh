#!/usr/bin/env bash
# Screens of the table rules of issue 12 at 1280×800 (Xvfb + Mesa llvmpipe),
# driven with xdotool like a user: setup with the jury PIN, the attackers' deal
# on the stopwatch, the shuffle picker, the PIN prompt and the jury view's
# stopwatch corrections. Takes about three minutes (two chess clocks run out).
# Needs: apt-get install -y xvfb xdotool imagemagick
set -euo pipefail
# One-minute chess clocks for both sides; a jury PIN and a table name.
SHORT_RULES='[chess_clock]\nfrederick_minutes = 1\nattackers_minutes = 1\n'
SETTINGS='jury_pin = "4711"\ntable = "7"\n'
# shellcheck source=scripts/xvfb-app.sh
source "$(dirname "$0")/xvfb-app.sh"

shot screenshot-setup
tap 640 680 1                       # Start game
key space 61                        # Prussia; Frederick's minute runs out
key space; key space; key space 61  # the jury's tap, Hanover, Russia; the attackers' minute runs out
for _ in 1 2 3 4 5 6; do key space; done  # Russia's stopwatch, …, end of turn 1
key space; key space; key space 1   # turn 2: Prussia, Hanover, the attackers' deal
shot screenshot-dealing
key space 3                         # cards dealt: Russia's 60 s run
tap 956 571                         # Shuffle…
shot screenshot-shuffle-picker
tap 1062 571                        # Cancel
tap 1209 571                        # Jury view: the PIN prompt
shot screenshot-jury-pin
xdotool type 4711; key Return 1
shot screenshot-jury-stopwatch-corrections
