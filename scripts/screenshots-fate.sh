#!/usr/bin/env bash
# Screens of a drop-out at 1280×800 (Xvfb + Mesa llvmpipe), driven with
# xdotool like a user: six turns played, the Card of Fate "Elisabeth" drawn
# (Russia leaves, the table calls the jury), the jury counting Russia's
# objectives (section C), and the jury view's "Noticed late" section during
# turn 7, at 1280×800 and at a phone's width (412×800: the Xvfb screen is no
# taller). Takes about a minute after the build.
# Needs: apt-get install -y xvfb xdotool imagemagick
set -euo pipefail
# Chess clocks as in a tournament (130 minutes each); a jury PIN.
SHORT_RULES='[chess_clock]\nfrederick_minutes = 130\n'
SETTINGS='jury_pin = "4711"\n'
# shellcheck source=scripts/xvfb-app.sh
source "$(dirname "$0")/xvfb-app.sh"

wheel() { xdotool mousemove "$1" "$2"; for _ in $(seq "$4"); do xdotool click "$3"; done; sleep 0.8; }

tap 640 708 1                       # Start game
for _ in $(seq 48); do key space 0.3; done  # turns 1–6: start, then 7 hand-offs
sleep 0.5                           # between turns: the Card-of-Fate buttons
tap 77 447 1                        # Elisabeth: Russia leaves the game
shot screenshot-dropout-jury-called
tap 797 591                         # Jury view: the PIN prompt
xdotool type 4711; key Return 1
tap 248 148; xdotool type 3; sleep 0.3  # Russia (when it left): 3 held …
tap 357 148; xdotool type 8; sleep 0.3  # … of 8
tap 470 148 1                       # Save
shot screenshot-dropout-count
tap 637 664 1                       # Resume (the jury view stays open)
tap 1110 664 1                      # Back to the table
key space                           # turn 7: Prussia
key space; key space                # Hanover, then Sweden (Russia is out)
sleep 5
tap 1209 571                        # Jury view: the PIN prompt
xdotool type 4711; key Return 1
wheel 300 450 5 12                  # down to "Noticed late…" (no reason yet)
shot screenshot-late-fate
wheel 300 450 4 12                  # back up to the reason
tap 270 284; xdotool type "noticed late"; sleep 0.3
wheel 300 450 5 12
shot screenshot-late-fate-reason
# The same jury view at a phone's width.
xdotool windowsize "$win" 412 800; sleep 1.5
wheel 200 300 4 20
wheel 200 300 5 10
import -window root -crop 412x800+0+0 +repage "$out/screenshot-late-fate-phone.png"
echo "saved $out/screenshot-late-fate-phone.png"
