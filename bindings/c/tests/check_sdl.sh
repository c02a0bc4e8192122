#!/usr/bin/env bash
# The SDL2 front end (bindings/c/examples/sdl_pager.c) plays its scripted
# session on SDL's dummy video driver, reads its drawn frame back and checks
# the indicator is where the engine's frame says; the session ends where the
# pygame front end's identical script does (tests/test_minimal_frontend.py):
# a fling to page 1, a tap back to 0, six wheel notches = 240 pt, of which the
# header's collapse takes 156 (200 less the 44 pt strip) and the list 84.
set -euo pipefail
program=${1:?usage: check_sdl.sh SDL_PAGER}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
env SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$program" --frames 240 --shot "$work/shot.bmp" \
  > "$work/out.txt" 2> "$work/err.txt" || { echo "check_sdl: the session failed:" >&2; cat "$work/err.txt" >&2; exit 1; }
grep -qx "frames 240 selected 0 list 84" "$work/out.txt" \
  || { echo "check_sdl: the session ended elsewhere:" >&2; cat "$work/out.txt" >&2; exit 1; }
grep -qx "indicator drawn where the frame says" "$work/out.txt" || { echo "check_sdl: no pixel check" >&2; exit 1; }
[ -s "$work/shot.bmp" ] || { echo "check_sdl: no screenshot" >&2; exit 1; }
[ ! -s "$work/err.txt" ] || { echo "check_sdl: it printed on stderr:" >&2; cat "$work/err.txt" >&2; exit 1; }
echo "check_sdl: the SDL front end played 240 frames on the dummy driver; the indicator's pixels are where the frame says"
