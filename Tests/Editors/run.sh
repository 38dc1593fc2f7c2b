#!/usr/bin/env bash
# The editor-support tests: highlighting in headless Neovim (editors/vim)
# and the TextMate grammar (editors/vscode, and its Sublime copy). CI starts
# on a clean Debian machine as root, so Neovim and Oniguruma (apt) and
# Python's regex module (pip) are installed here when missing, and only then.
#
# Each test is also run once on a copy of its highlighter with one rule
# broken, and must fail there: a test that checks nothing cannot pass.
set -euo pipefail
cd "$(dirname "$0")/../.."

apt_updated=no
apt_install() {
  if [ "$apt_updated" = no ]; then
    apt-get update
    apt_updated=yes
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@"
}

if ! command -v nvim > /dev/null; then
  apt_install neovim
fi
if ! python3 -c 'import regex' 2> /dev/null; then
  python3 -m pip --version > /dev/null 2>&1 || apt_install python3-pip
  # Debian's own python3 refuses pip outside a virtual environment (PEP 668)
  # unless told; a pyenv or venv python takes the first form.
  python3 -m pip install --quiet regex || python3 -m pip install --quiet --break-system-packages regex
fi

# Oniguruma, VS Code's and GitHub's regex engine, for the TextMate test to
# compare with (Debian's libonig5, usually there already as jq's).
if ! python3 -c 'import ctypes; ctypes.CDLL("libonig.so.5")' 2> /dev/null; then
  apt_install libonig5
fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Runs the Neovim test with the Vim plugin in $1; its output is in $scratch/nvim.log.
highlight_test() {
  timeout 120 nvim --headless -u NONE -i NONE --cmd "set rtp^=$1" \
    -c 'filetype plugin on' -c 'syntax on' -S Tests/Editors/highlight_test.vim > "$scratch/nvim.log" 2>&1
}

# A copy of $1 with sed expression $2 applied to its file $3; fails if sed changed nothing.
broken_copy() {
  local copy="$scratch/broken-$(basename "$1")"
  rm -rf "$copy"
  cp -r "$1" "$copy"
  sed -i "$2" "$copy/$3"
  if cmp -s "$1/$3" "$copy/$3"; then
    echo "run.sh: '$2' no longer breaks $1/$3: update the check" >&2
    return 1
  fi
  echo "$copy"
}

status=0

# The fixture must stay wdl that compiles, so that what is coloured is the
# language. CI has built the tool by now; a run by hand may not have.
if [ -x .build/debug/wdl ]; then
  echo "-- wdl check Tests/Editors/Highlighting.wdl"
  .build/debug/wdl check Tests/Editors/Highlighting.wdl || status=1
else
  echo "-- .build/debug/wdl not built: the fixture is not checked"
fi

echo "-- Neovim $(nvim --version | head -1 | cut -d' ' -f2): editors/vim"
highlight_test "$PWD/editors/vim" || status=1
cat "$scratch/nvim.log"

echo "-- TextMate grammar: editors/vscode/syntaxes/wdl.tmLanguage.json"
python3 Tests/Editors/tmgrammar_test.py || status=1

echo "-- each test fails on a broken highlighter"
vim_copy=$(broken_copy editors/vim '/^syn match wdlModifier/d' syntax/wdl.vim)
if highlight_test "$vim_copy"; then
  echo "the Neovim test passed with the modifier rules removed from syntax/wdl.vim" >&2
  status=1
else
  echo "without its modifier rules, the Vim syntax fails $(grep -c "expected \['Function', 'wdlModifier'\]" "$scratch/nvim.log") rows"
fi
grammar_copy=$(broken_copy editors/vscode 's/"constant\.other\.member\.wdl"/"variable.other.wdl"/' syntaxes/wdl.tmLanguage.json)
if python3 Tests/Editors/tmgrammar_test.py --grammar "$grammar_copy/syntaxes/wdl.tmLanguage.json" > "$scratch/tm.log"; then
  echo "the TextMate test passed with the implicit-member scope renamed" >&2
  status=1
else
  echo "with implicit members scoped as variables, the grammar fails $(grep -c 'expected .*constant\.other\.member' "$scratch/tm.log") rows"
fi

exit $status
