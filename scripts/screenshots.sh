#!/usr/bin/env bash
# Renders the app at 1280×800 on the CPU (Xvfb + Mesa llvmpipe), drives it with
# xdotool like a user (taps and keys), and saves screenshots into docs/.
# Needs: apt-get install -y xvfb xdotool imagemagick
set -euo pipefail
# shellcheck source=scripts/xvfb-app.sh
source "$(dirname "$0")/xvfb-app.sh"

shot screenshot-setup
tap 640 680 1                       # Start game
tap 640 700 12.3                    # Frederick's clock » Prussia
shot screenshot-running
tap 70 571                          # Combat
tap 197 571                         # Retreat…
tap 660 457                         # winner: Attackers
tap 434 552 2.2                     # −3
shot screenshot-retreat
tap 640 700 48                      # retreat done » Prussia; Frederick's minute runs out
shot screenshot-out-of-time
tap 640 700 41.4                    # the jury is here: Prussia's 150 s stopwatch
shot screenshot-stopwatch
hold 1209 571                       # Jury view, held 2 s (E.13a)
shot screenshot-jury
